/**
 * A table's row heights, measured by pdfme once per record and shared by page layout and drawing (issue #23).
 *
 * pdfme lays a table out in full (`createSingleTable`: every cell's text wrapped and measured) once to find where the
 * page breaks (getDynamicTemplate → getDynamicLayoutForTable) and again to draw it; drawTable.ts needs the same
 * heights. Both now ask `allRowHeights`, which keeps the last few measurements in the engine's pdfme cache, keyed by
 * the value and everything of the schema that decides a height (head, widths, cell styles), not its place.
 */
import type { Schema } from '@pdfme/common';
import { getDynamicLayoutForSchema } from '@pdfme/schemas/dynamicLayout';
import { createTableBodySplitRange, getDynamicHeightsForTable } from '@pdfme/schemas/tables';
import { valueKindOfType } from '../../../templates/fieldTypes';

type LayoutArgs = Parameters<typeof getDynamicLayoutForSchema>[1];
type Layout = Awaited<ReturnType<typeof getDynamicLayoutForSchema>>;

const MEMO_KEY = 'platen-table-row-heights';
const MEMO_SIZE = 16;

function memoOf(cache: Map<string | number, unknown>): Map<string, Promise<number[]>> {
  let memo = cache.get(MEMO_KEY) as Map<string, Promise<number[]>> | undefined;
  if (!memo) cache.set(MEMO_KEY, (memo = new Map()));
  return memo;
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
  const key = `${heightDecidingPartsOf(schema)}\n${value}`;
  const memo = memoOf(cache);
  let heights = memo.get(key);
  if (!heights) {
    if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value as string);
    // the header measured always, no split part, no page-break padding: what each row needs
    const whole = { ...schema, showHead: true, repeatHead: false, __splitRange: undefined, __isSplit: false } as Schema;
    heights = getDynamicHeightsForTable(value, { ...args, schema: whole } as never);
    memo.set(key, heights);
    heights.catch(() => memo.delete(key));
  }
  return heights;
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
