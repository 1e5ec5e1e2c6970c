/**
 * Where and how pdfme draws each cell of a table (mm, top-left origin), worked out the way @pdfme/schemas' table
 * plugin works it out (`createSingleTable` → `drawTable`), for the tables it lays out without resizing: one header
 * row, every column given a width by `headWidthPercentages`. Row heights come from pdfme's own measuring
 * (`getDynamicHeightsForTable`), so a cell wraps exactly where pdfme wraps it. Anything else answers null and the
 * table is drawn by pdfme's plugin (see drawTable.ts).
 */
import type { Schema } from '@pdfme/common';
import { getTableBodyRange } from '@pdfme/schemas/tables';

/** One side each, mm (pdfme's BoxDimensions). */
export interface Sides {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** A cell's look after pdfme's cascade: defaults, section (head/body), alternate row, column. */
export interface CellStyle {
  fontName?: string;
  alignment: string;
  verticalAlignment: string;
  fontSize: number;
  lineHeight: number;
  characterSpacing: number;
  backgroundColor?: string;
  textColor: string;
  lineColor: string;
  lineWidth: Sides;
  cellPadding: Sides;
}

export interface TableCell {
  /** mm from the page's top-left corner */
  x: number;
  y: number;
  width: number;
  height: number;
  text: string;
  style: CellStyle;
}

export interface TableCells {
  cells: TableCell[];
  /** the whole table's outline (mm), drawn when tableStyles has a width and colour */
  outline: { x: number; y: number; width: number; height: number };
}

type Styles = Record<string, unknown>;

const isSides = (value: unknown): value is Sides =>
  typeof value === 'object' && value !== null && (['top', 'right', 'bottom', 'left'] as const).every((side) => typeof (value as Sides)[side] === 'number');

/** pdfme's mapCellStyle: a schema's head/body styles under the names its table layout uses, unset ones left out. */
function sectionStyles(styles: Styles | undefined): Styles {
  if (!styles) return {};
  const mapped: Styles = {
    fontName: styles.fontName,
    alignment: styles.alignment,
    verticalAlignment: styles.verticalAlignment,
    fontSize: styles.fontSize,
    lineHeight: styles.lineHeight,
    characterSpacing: styles.characterSpacing,
    backgroundColor: styles.backgroundColor,
    textColor: styles.fontColor,
    lineColor: styles.borderColor,
    lineWidth: styles.borderWidth,
    cellPadding: styles.padding,
  };
  return Object.fromEntries(Object.entries(mapped).filter(([, value]) => value !== undefined));
}

const DEFAULT_STYLE: CellStyle = {
  fontName: undefined,
  backgroundColor: '',
  textColor: '#000000',
  lineHeight: 1,
  characterSpacing: 0,
  alignment: 'left',
  verticalAlignment: 'middle',
  fontSize: 10,
  cellPadding: { top: 5, right: 5, bottom: 5, left: 5 },
  lineColor: '#000000',
  lineWidth: { top: 0, right: 0, bottom: 0, left: 0 },
};

/** A table's value as pdfme parses it (JSON, empty for ''), when that is an array; read by tableHeights.ts too. */
export function jsonBody(value: string): unknown[] | null {
  let body: unknown;
  try {
    body = JSON.parse(value || '[]');
  } catch {
    return null;
  }
  return Array.isArray(body) ? body : null;
}

/** The body as pdfme reads it: a JSON array of rows, each cell printed as String(cell). */
function bodyRows(value: string): string[][] | null {
  const body = jsonBody(value);
  return body && body.map((row) => (Array.isArray(row) ? row.map((cell) => String(cell)) : []));
}

/**
 * The cells of `schema` with `value` as pdfme's table plugin draws them, given the heights pdfme measured for its
 * header row and every body row (tableHeights.ts); a split table prints the part its `__splitRange` names. Null when
 * pdfme would lay this table out some other way (resized columns, spans, a missing header, styles it would read
 * differently).
 */
export function tableCells(schema: Schema, value: string, rowHeights: () => Promise<number[]>): Promise<TableCells | null> | null {
  const head = schema.head as unknown;
  const percentages = schema.headWidthPercentages as unknown;
  if (!Array.isArray(head) || head.length === 0 || !Array.isArray(percentages) || percentages.length !== head.length) return null;
  if (!percentages.every((p) => typeof p === 'number' && p > 0)) return null;
  if (schema.rotate) return null; // pdfme's table ignores rotation; its cells' own plugins would not
  const headStyles = schema.headStyles as Styles | undefined;
  const bodyStyles = schema.bodyStyles as Styles | undefined;
  const body = bodyRows(value);
  if (!body || body.some((row) => row.length !== head.length)) return null;
  const range = getTableBodyRange(schema) ?? { start: 0 };
  const rows = body.slice(range.start, range.end);
  // createSingleTable swaps the two body colours when a split part starts on an odd row
  let background = bodyStyles?.backgroundColor;
  let alternate = bodyStyles?.alternateBackgroundColor;
  if (range.start % 2 === 1) [background, alternate] = [alternate, background];
  const showHead = schema.showHead === false ? false : !schema.__isSplit || schema.repeatHead === true;
  const alignments = ((schema.columnStyles as Styles | undefined)?.alignment ?? {}) as Record<string, string>;
  const widths = percentages.map((p: number) => schema.width * (p / 100));

  // each section's styles once per table, not once per cell (this runs for every cell of every record)
  const sections = { head: sectionStyles(headStyles), body: sectionStyles({ ...bodyStyles, backgroundColor: background }) };

  const styleOf = (section: 'head' | 'body', row: number, column: number): CellStyle | null => {
    const sectionStyle = sections[section];
    const alternateRow = section === 'body' && row % 2 === 0 ? { backgroundColor: alternate } : {};
    const columnStyle = alignments[column] !== undefined ? { alignment: alignments[column] } : {};
    const style = Object.assign({}, DEFAULT_STYLE, sectionStyle, alternateRow, columnStyle) as CellStyle;
    if (!isSides(style.lineWidth) || !isSides(style.cellPadding)) return null;
    if (typeof style.fontSize !== 'number' || typeof style.lineHeight !== 'number' || typeof style.characterSpacing !== 'number') return null;
    return style;
  };

  return (async () => {
    const all = await rowHeights();
    if (all.length !== 1 + body.length) return null;
    const heights = [all[0], ...all.slice(1 + range.start, 1 + range.start + rows.length)];
    const cells: TableCell[] = [];
    const startX = schema.position.x;
    let y = schema.position.y;
    const addRow = (section: 'head' | 'body', texts: string[], row: number, height: number): boolean => {
      let x = startX;
      for (let column = 0; column < widths.length; column += 1) {
        const style = styleOf(section, row, column);
        if (!style) return false;
        cells.push({ x, y, width: widths[column], height, text: texts[column], style });
        x += widths[column];
      }
      y += height;
      return true;
    };
    if (showHead && !addRow('head', (head as unknown[]).map(String), 0, heights[0])) return null;
    for (let row = 0; row < rows.length; row += 1) if (!addRow('body', rows[row], row, heights[1 + row])) return null;
    return { cells, outline: { x: startX, y: schema.position.y, width: schema.width, height: y - schema.position.y } };
  })();
}
