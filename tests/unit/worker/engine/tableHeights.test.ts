/**
 * A table's row heights are measured once per record and shared by page layout and drawing
 * (src/worker/engine/table/tableHeights.ts), remembered by the value and the schema's parts that decide a height. Two
 * tables that differ only in such a part must each get their own heights, as pdfme measures them, from one cache.
 */
import { getDefaultFont, type Schema } from '@pdfme/common';
import { getDynamicHeightsForTable } from '@pdfme/schemas/tables';
import { describe, expect, it } from 'vitest';
import { invoiceRecord, invoiceTemplate } from '../../../../bench/fixtures/invoice';
import { allRowHeights } from '../../../../src/worker/engine/table/tableHeights';

const basePdf = { width: 210, height: 297, padding: [10, 10, 10, 10] as [number, number, number, number] };
const options = { font: getDefaultFont() };
const table = () => invoiceTemplate().schemas[0].find((field) => field.type === 'table') as unknown as Schema;

const pdfmeHeights = (schema: Schema, value: string) =>
  getDynamicHeightsForTable(value, { schema: { ...schema, showHead: true, repeatHead: false }, basePdf, options, _cache: new Map() } as never);

describe('shared table row heights', () => {
  it('measures each table for itself when only its width, columns or styles differ, from one cache', async () => {
    const value = (invoiceRecord(3) as Record<string, string>).items;
    const wide = table();
    const variants: Schema[] = [
      wide,
      { ...wide, width: 60 },
      { ...wide, headWidthPercentages: [10, 30, 30, 30] },
      { ...wide, bodyStyles: { ...(wide.bodyStyles as object), fontSize: 16 } },
    ];
    const cache = new Map();
    const heights = [];
    for (const schema of variants) {
      const ours = await allRowHeights(value, { schema, basePdf, options, _cache: cache } as never);
      expect(ours).toEqual(await pdfmeHeights(schema, value));
      heights.push(ours.reduce((sum, h) => sum + h, 0));
    }
    // each variant wraps or sizes its rows differently, so none may be served another's heights
    expect(new Set(heights).size).toBe(variants.length);
    // and the same table and value again is served from the cache, the same array
    expect(await allRowHeights(value, { schema: wide, basePdf, options, _cache: cache } as never)).toBe(
      await allRowHeights(value, { schema: wide, basePdf, options, _cache: cache } as never),
    );
  });
});
