/**
 * Platen's vector plugins against pdfme's stock PNG plugin (which works in Node, where bwip-js has toBuffer):
 * both must scan as the same value; file size and time per record are measured and printed, not asserted.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Plugin } from '@pdfme/common';
import { barcodes as pdfmeBarcodes } from '@pdfme/schemas';
import { barcodePlugins } from '../../../../src/worker/barcodes';
import { rasterise, renderPdf, templateFor, zbar, zxing, type BarcodeField, type Raster } from './support';

const stock = pdfmeBarcodes as unknown as Record<string, Plugin>;
const pad = (n: number): string => String(n).padStart(2, '0');

/** A field of each type and a distinct valid value per record, so neither plugin's cache hides the encoding cost. */
const TYPES: { field: Omit<BarcodeField, 'content'>; value: (i: number) => string }[] = [
  { field: { type: 'qrcode', width: 30, height: 30 }, value: (i) => `https://example.com/r/${i}` },
  { field: { type: 'japanpost', width: 80, height: 7.2 }, value: (i) => `65401${pad(i)}789-A-K-Z` },
  { field: { type: 'ean13', width: 40, height: 16 }, value: (i) => `5901234123${pad(i)}` },
  { field: { type: 'ean8', width: 30, height: 20 }, value: (i) => `96385${pad(i)}` },
  { field: { type: 'code39', width: 60, height: 20 }, value: (i) => `ITEM-${i}` },
  { field: { type: 'code128', width: 60, height: 20 }, value: (i) => `Invoice #${1000 + i}` },
  { field: { type: 'nw7', width: 40, height: 20 }, value: (i) => `A${10000 + i}B` },
  { field: { type: 'itf14', width: 60, height: 16 }, value: (i) => `15400141288${pad(i)}` },
  { field: { type: 'upca', width: 40, height: 16 }, value: (i) => `036000291${pad(i)}` },
  { field: { type: 'upce', width: 30, height: 20 }, value: (i) => `01234${pad(i)}` },
  { field: { type: 'gs1datamatrix', width: 25, height: 25 }, value: (i) => `(01)09501101530003(10)LOT${i}` },
  { field: { type: 'pdf417', width: 60, height: 20 }, value: (i) => `Record ${i} PDF417` },
];

function decode(type: string, raster: Raster): string[] {
  if (type === 'gs1datamatrix') return [String(zxing(raster, 'datamatrix'))];
  if (type === 'pdf417') return [String(zxing(raster, 'pdf417'))];
  if (type === 'japanpost') return []; // no decoder; bar states are compared in decode.test.ts
  return zbar(raster);
}

const RECORDS = 20;
const rows: Record<string, string | number>[] = [];

afterAll(() => {
  console.log(`\nPlaten vector vs pdfme PNG barcodes, ${RECORDS} records with distinct values, one PDF:`);
  console.table(rows);
});

describe.each(TYPES)('$field.type', ({ field, value }) => {
  it('scans the same as pdfme’s own rendering; size and time recorded', async () => {
    const template = templateFor({ ...field, content: value(0) });
    const one = [{ code: value(1) }];
    const ours = rasterise((await renderPdf(template, one, barcodePlugins)).pdf);
    const theirs = rasterise((await renderPdf(template, one, stock)).pdf);
    expect(decode(field.type, ours)).toEqual(decode(field.type, theirs));
    if (field.type !== 'japanpost') expect(decode(field.type, ours)).toHaveLength(1);

    const inputs = Array.from({ length: RECORDS }, (_, i) => ({ code: value(i) }));
    await renderPdf(template, inputs.slice(0, 2), barcodePlugins); // warm both encoders and the font subsetter
    await renderPdf(template, inputs.slice(0, 2), stock);
    const platen = await renderPdf(template, inputs, barcodePlugins);
    const pdfme = await renderPdf(template, inputs, stock);
    rows.push({
      type: field.type,
      'platen KB': Math.round(platen.pdf.length / 102.4) / 10,
      'pdfme KB': Math.round(pdfme.pdf.length / 102.4) / 10,
      'platen ms/record': Math.round((platen.ms / RECORDS) * 10) / 10,
      'pdfme ms/record': Math.round((pdfme.ms / RECORDS) * 10) / 10,
    });
  });
});
