/**
 * A table's row heights, measured by pdfme once per record and shared by page layout and drawing (issue #23).
 *
 * pdfme lays a table out in full (`createSingleTable`: every cell's text wrapped and measured) once to find where the
 * page breaks (getDynamicTemplate → getDynamicLayoutForTable) and again to draw it; drawTable.ts needs the same
 * heights. Both now ask `allRowHeights`, which keeps the last few measurements in the engine's pdfme cache, keyed by
 * the value and everything of the schema that decides a height (head, widths, cell styles), not its place.
 *
 * Across records a table's rows differ but its cells repeat (a catalogue's names, quantities, prices), and building
 * pdfme's table was a tenth of an invoice's time. So where every column has a fixed width, each row's height is known
 * from its cells (knownCells below) and pdfme measures only the rows that have a cell not met before.
 */
import type { Schema } from '@pdfme/common';
import { getDynamicLayoutForSchema } from '@pdfme/schemas/dynamicLayout';
import { createTableBodySplitRange, getDynamicHeightsForTable } from '@pdfme/schemas/tables';
import { valueKindOfType } from '../../../templates/fieldTypes';
import { TEMPLATE_LIFE_PREFIX } from '../sharedFontCache';
import { jsonBody } from './tableCells';

type LayoutArgs = Parameters<typeof getDynamicLayoutForSchema>[1];
type Layout = Awaited<ReturnType<typeof getDynamicLayoutForSchema>>;

const MEMO_KEY = 'platen-table-row-heights';
const MEMO_SIZE = 16;

/** The map kept in pdfme's `_cache` under `key`, made on first use. */
function mapIn<V>(cache: Map<string | number, unknown>, key: string): Map<string, V> {
  let map = cache.get(key) as Map<string, V> | undefined;
  if (!map) cache.set(key, (map = new Map()));
  return map;
}

/** Keeps `value` under `key` in `map`, the oldest entry going first once `map` holds MEMO_SIZE. */
function keepAtMost<V>(map: Map<string, V>, key: string, value: V): V {
  if (map.size >= MEMO_SIZE) map.delete(map.keys().next().value as string);
  map.set(key, value);
  return value;
}

/** Each table schema's parts that decide its heights, as text: written once per schema object, not per record. */
const heightDecidingParts = new WeakMap<Schema, string>();

function heightDecidingPartsOf(schema: Schema): string {
  let parts = heightDecidingParts.get(schema);
  if (parts === undefined) {
    parts = JSON.stringify([schema.head, schema.headWidthPercentages, schema.width, schema.headStyles, schema.bodyStyles, schema.columnStyles]);
    heightDecidingParts.set(schema, parts);
  }
  return parts;
}

/**
 * The heights (mm) of the header row and of every body row of `value`, as pdfme measures them, whether the header
 * is shown or not and whatever part of the body a split table prints.
 */
export function allRowHeights(value: string, args: LayoutArgs): Promise<number[]> {
  const { schema } = args;
  const cache = args._cache as Map<string | number, unknown>;
  const parts = heightDecidingPartsOf(schema);
  const key = `${parts}\n${value}`;
  const memo = mapIn<Promise<number[]>>(cache, MEMO_KEY);
  let heights = memo.get(key);
  if (!heights) {
    // the header measured always, no split part, no page-break padding: what each row needs
    const whole = { ...schema, showHead: true, repeatHead: false, __splitRange: undefined, __isSplit: false } as Schema;
    const wholeArgs = { ...args, schema: whole } as LayoutArgs;
    const columns = fixedColumnCount(schema);
    heights = keepAtMost(memo, key, columns ? heightsByCell(value, wholeArgs, columns, parts) : pdfmeHeights(value, wholeArgs));
    heights.catch(() => memo.delete(key));
  }
  return heights;
}

function pdfmeHeights(value: string, wholeArgs: LayoutArgs): Promise<number[]> {
  return getDynamicHeightsForTable(value, wholeArgs as never);
}

/**
 * How many columns the table has when every one has a fixed width (a positive share of the table's width), else 0.
 * pdfme then gives each column that width whatever the cells hold, so a row's height depends on its own cells only:
 * the most lines any of its cells wraps to. Body cells share one style (bodyStyles; a column adds only its width and
 * alignment, an odd row only its background), so a cell's height is its line count times one line's height.
 */
function fixedColumnCount(schema: Schema): number {
  const head: unknown = schema.head;
  const shares: unknown = schema.headWidthPercentages;
  if (!Array.isArray(head) || head.length === 0 || !Array.isArray(shares) || !(typeof schema.width === 'number' && schema.width > 0)) return 0;
  for (let column = 0; column < head.length; column += 1) {
    const share: unknown = shares[column];
    if (!(typeof share === 'number' && share > 0 && Number.isFinite(share))) return 0;
  }
  return head.length;
}

/** One table design's rows as far as they are known: heights in mm, cells keyed by column and text. */
interface KnownCells {
  head: number;
  /** a body row whose cells are each one line, the least any row measures */
  oneLine: number;
  cells: Map<string, number>;
}

/** Kept for the prepared template's life, across its documents: cells repeat from one output part to the next. */
const KNOWN_CELLS_KEY = `${TEMPLATE_LIFE_PREFIX}table-cell-heights`;
/** Cells remembered per table design; past that the memory starts again (a catalogue has far fewer). */
const KNOWN_CELLS_LIMIT = 8192;

const cellKey = (column: number, text: string): string => `${column}\u0000${text}`;

/**
 * The design's header height and one-line row height, measured by pdfme: a body row of empty cells and one of
 * two-line cells. A one-line row must measure less than a two-line one, or no height is learnt from it.
 */
function knownCellsOf(wholeArgs: LayoutArgs, columns: number, parts: string): Promise<KnownCells | undefined> {
  const designs = mapIn<Promise<KnownCells | undefined>>(wholeArgs._cache as Map<string | number, unknown>, KNOWN_CELLS_KEY);
  const known = designs.get(parts);
  if (known) return known;
  const probe = JSON.stringify([Array<string>(columns).fill(''), Array<string>(columns).fill('\n')]);
  const measured = pdfmeHeights(probe, wholeArgs).then(
    ([head, oneLine, twoLines]) => (oneLine < twoLines ? { head, oneLine, cells: new Map<string, number>() } : undefined),
    () => undefined,
  );
  return keepAtMost(designs, parts, measured);
}

/** The body rows of `value`, when it is a JSON array of rows whose first `columns` cells are text. */
function bodyRows(value: string, columns: number): string[][] | undefined {
  const body = jsonBody(value);
  if (!body) return undefined;
  for (const row of body) {
    if (!Array.isArray(row) || row.length < columns) return undefined;
    for (let column = 0; column < columns; column += 1) if (typeof row[column] !== 'string') return undefined;
  }
  return body as string[][];
}

/**
 * pdfme's heights for `value`, taken from cells met before where every cell of a row is known, and measured by pdfme
 * for the other rows only (together, in one table of those rows). Anything pdfme would refuse, pdfme is given whole.
 */
async function heightsByCell(value: string, wholeArgs: LayoutArgs, columns: number, parts: string): Promise<number[]> {
  const body = bodyRows(value, columns);
  const known = body && (await knownCellsOf(wholeArgs, columns, parts));
  if (!body || !known) return pdfmeHeights(value, wholeArgs);
  const heights: number[] = [known.head];
  const unknownRows: number[] = [];
  for (let index = 0; index < body.length; index += 1) {
    const row = body[index];
    // as pdfme's fitContent: the row is as tall as its tallest cell
    let height = 0;
    for (let column = 0; column < columns && height >= 0; column += 1) {
      const cell = known.cells.get(cellKey(column, row[column]));
      if (cell === undefined) height = -1;
      else if (cell > height) height = cell;
    }
    if (height < 0) unknownRows.push(index);
    heights.push(height);
  }
  if (unknownRows.length > 0) {
    const measured = await pdfmeHeights(JSON.stringify(unknownRows.map((index) => body[index])), wholeArgs);
    unknownRows.forEach((index, at) => {
      heights[index + 1] = measured[at + 1];
      learnCells(known, body[index], columns, measured[at + 1]);
    });
  }
  return heights;
}

/**
 * What a measured row tells of its cells: every cell is at least one line, so in a one-line row each cell is one
 * line; and a row's one cell not known is as tall as the row when every known cell is shorter.
 */
function learnCells(known: KnownCells, row: string[], columns: number, height: number): void {
  if (known.cells.size + columns > KNOWN_CELLS_LIMIT) known.cells.clear();
  if (height === known.oneLine) {
    for (let column = 0; column < columns; column += 1) known.cells.set(cellKey(column, row[column]), height);
    return;
  }
  let unknown = -1;
  for (let column = 0; column < columns; column += 1) {
    const cell = known.cells.get(cellKey(column, row[column]));
    if (cell === undefined) {
      if (unknown >= 0) return;
      unknown = column;
    } else if (cell >= height) return;
  }
  if (unknown >= 0) known.cells.set(cellKey(unknown, row[unknown]), height);
}

/**
 * pdfme's page layout for a dynamic field (getDynamicLayoutForSchema), with a table's heights from `allRowHeights`.
 * A table that repeats its header on every page is left to pdfme: its heights carry the header's room at each break.
 */
export async function layoutWithSharedTableHeights(value: string, args: LayoutArgs): Promise<Layout> {
  const { schema } = args;
  if (valueKindOfType(schema.type) !== 'table' || schema.repeatHead) return getDynamicLayoutForSchema(value, args);
  const all = await allRowHeights(value, args);
  // as getDynamicLayoutForTable: a hidden header measures 0, and a split part's range counts the header as unit 0
  return {
    heights: schema.showHead ? all : [0, ...all.slice(1)],
    avoidFirstUnitOnly: true,
    patchSplitSchema: ({ start, end, isSplit }: { start: number; end: number; isSplit: boolean }) => ({
      __splitRange: createTableBodySplitRange(start === 0 ? 0 : start - 1, end - 1),
      __isSplit: isSplit,
    }),
  } as unknown as Layout;
}
