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

  it('gives pdfme\'s heights record after record when rows are known from their cells, wrapped and multi-line cells too', async () => {
    const words = ['Toner', 'Desk lamp with a long arm and a heavy base', '12', '3.50', 'a\nb', '', 'Envelopes C5 (box of 500, white, self-seal)', '1,204.00'];
    const narrow = { ...table(), headWidthPercentages: [40, 20, 20, 20], width: 90 } as Schema;
    const cache = new Map();
    let random = 11;
    const pick = () => {
      random = (random * 48271) % 2147483647;
      return words[random % words.length];
    };
    let checked = 0;
    for (let record = 0; record < 60; record += 1) {
      const rows = Array.from({ length: 1 + (record % 6) }, () => [pick(), pick(), pick(), pick()]);
      const value = JSON.stringify(rows);
      for (const schema of [narrow, table()]) {
        expect(await allRowHeights(value, { schema, basePdf, options, _cache: cache } as never), `record ${record}`).toEqual(await pdfmeHeights(schema, value));
        checked += 1;
      }
    }
    expect(checked).toBe(120);
  });

  it('leaves to pdfme a table whose columns are not all of fixed width, and cells that are not text', async () => {
    const value = JSON.stringify([['Stapler', '2', '4.00', '8.00'], ['Desk lamp with a long arm and a heavy base', '1', '30.00', '30.00']]);
    const cache = new Map();
    const free = { ...table(), headWidthPercentages: [0, 40, 30, 30] } as Schema;
    expect(await allRowHeights(value, { schema: free, basePdf, options, _cache: cache } as never)).toEqual(await pdfmeHeights(free, value));
    const numbers = JSON.stringify([['Stapler', 2, '4.00', '8.00']]);
    const ours = await allRowHeights(numbers, { schema: table(), basePdf, options, _cache: cache } as never).catch((error: Error) => error.message);
    const theirs = await pdfmeHeights(table(), numbers).catch((error: Error) => error.message);
    expect(ours).toEqual(theirs);
  });
});
