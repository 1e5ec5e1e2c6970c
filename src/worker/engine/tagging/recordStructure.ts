/**
 * One record's structure elements, field by field in drawing order (the Layers order, header and footer first as
 * artifacts): what each field's drawing belongs to (FieldMarks, for pageMarks.ts). A table or list that a growing
 * layout splits over pages stays one element: its parts on later pages add rows (or items) to it, and a header row
 * repeated on a later page is an artifact.
 */
import type { Schema } from '@pdfme/common';
import { getDynamicHeightsForTable } from '@pdfme/schemas/tables';
import { altTextOf, structureOf } from '../../../templates/accessibility';
import { cellOf, columnEdges, rowEdges } from '../layoutGeometry';
import type { FieldMarks, TextOrigin } from './pageMarks';
import { structNode, type StructNode } from './structureTree';

/** What a table's geometry is measured with: pdfme's own table layout (the renderer's). */
export type TableHeights = (schema: Schema, value: string) => Promise<number[]>;

export function tableHeightsWith(args: { basePdf: unknown; font: unknown; cache: Map<string | number, unknown> }): TableHeights {
  return (schema, value) =>
    getDynamicHeightsForTable(value, {
      // repeatHead re-adds header heights at page breaks: rows are measured as the part draws them
      schema: { ...schema, repeatHead: false } as Schema,
      basePdf: args.basePdf,
      options: { font: args.font },
      _cache: args.cache,
    } as Parameters<typeof getDynamicHeightsForTable>[1]);
}

interface TableState {
  table: StructNode;
  body: StructNode;
  columns: number;
}

interface ListState {
  list: StructNode;
  item: StructNode | null;
  lastX: number;
}

export class RecordStructure {
  /** The record's top-level elements, in reading order. */
  readonly elements: StructNode[] = [];
  private readonly tables = new Map<string, TableState>();
  private readonly lists = new Map<string, ListState>();

  constructor(
    private readonly record: Readonly<Record<string, string>>,
    private readonly tableHeights: TableHeights,
  ) {}

  /** Marks for a header or footer field: pagination artifacts, whatever they draw. */
  static pagination(): FieldMarks {
    return { text: () => null, graphics: null, pagination: true };
  }

  /** Marks for `schema` drawn with `value` on a page `pageHeightPt` tall. */
  async field(schema: Schema, value: string, pageHeightPt: number): Promise<FieldMarks> {
    const structure = structureOf(schema as Schema & Record<string, unknown>);
    switch (structure.kind) {
      case 'artifact':
        return { text: () => null, graphics: null };
      case 'text': {
        const node = this.add(structNode(structure.tag));
        return { text: () => node, graphics: null };
      }
      case 'figure': {
        const node = this.add(structNode('Figure', { alt: altTextOf(schema as Schema & Record<string, unknown>, value, this.record) }));
        return { text: () => node, graphics: node };
      }
      case 'table':
        return this.table(schema, value, pageHeightPt);
      case 'list':
        return this.list(schema);
    }
  }

  private add(node: StructNode): StructNode {
    this.elements.push(node);
    return node;
  }

  private async table(schema: Schema, value: string, pageHeightPt: number): Promise<FieldMarks> {
    const head = Array.isArray(schema.head) ? (schema.head as unknown[]).map(String) : [];
    let state = this.tables.get(schema.name);
    const continued = state !== undefined;
    if (!state) {
      const table = this.add(structNode('Table'));
      if (schema.showHead && head.length > 0) {
        const row = structNode('TR');
        for (let column = 0; column < head.length; column += 1) row.kids.push(structNode('TH', { scope: 'Column' }));
        table.kids.push(structNode('THead', {}));
        (table.kids[0] as StructNode).kids.push(row);
      }
      const body = structNode('TBody');
      table.kids.push(body);
      state = { table, body, columns: Math.max(1, head.length) };
      this.tables.set(schema.name, state);
    }
    const heights = await this.tableHeights(schema, value);
    const headRows = schema.showHead ? 1 : 0;
    // pdfme measures a table without a header as [0, …rows]: the leading 0 is no row
    const rowHeights = schema.showHead ? heights : heights.slice(1);
    const columns = columnEdges(schema.position.x, schema.width, (schema.headWidthPercentages as number[] | undefined) ?? []);
    const rows = rowEdges(schema.position.y, rowHeights);
    const headRow = !continued && headRows > 0 ? ((state.table.kids[0] as StructNode).kids[0] as StructNode) : null;
    const bodyRows: StructNode[] = [];
    for (let row = headRows; row < rowHeights.length; row += 1) {
      const tr = structNode('TR');
      for (let column = 0; column < state.columns; column += 1) tr.kids.push(structNode('TD'));
      state.body.kids.push(tr);
      bodyRows.push(tr);
    }
    const text = (origin: TextOrigin): StructNode | null => {
      const cell = cellOf({ text: '', x: origin.x, y: origin.y, size: 0 }, columns, rows, pageHeightPt);
      if (!cell) return state.table;
      if (cell.row < headRows) return headRow ? (headRow.kids[cell.column] as StructNode) ?? headRow : null;
      const tr = bodyRows[cell.row - headRows];
      return tr ? ((tr.kids[cell.column] as StructNode | undefined) ?? tr) : state.table;
    };
    return { text, graphics: null };
  }

  private list(schema: Schema): FieldMarks {
    let state = this.lists.get(schema.name);
    if (!state) {
      state = { list: this.add(structNode('L')), item: null, lastX: Number.POSITIVE_INFINITY };
      this.lists.set(schema.name, state);
    }
    const list = state;
    const markers = schema.listStyle !== 'none';
    // pdfme's list draws each item as its marker (right-aligned in the marker column), then its text line by line:
    // a line starting left of the one before begins the next item (a nested item's marker is still left of the text).
    const text = (origin: TextOrigin): StructNode => {
      const startsItem = list.item === null || origin.x < list.lastX - 0.5;
      list.lastX = origin.x;
      if (startsItem) {
        list.item = structNode('LI');
        list.list.kids.push(list.item);
        if (markers) {
          const label = structNode('Lbl');
          list.item.kids.push(label);
          return label;
        }
      }
      const item = list.item!;
      const last = item.kids[item.kids.length - 1] as StructNode | undefined;
      if (last?.tag === 'LBody') return last;
      const body = structNode('LBody');
      item.kids.push(body);
      return body;
    };
    return { text, graphics: null };
  }
}
