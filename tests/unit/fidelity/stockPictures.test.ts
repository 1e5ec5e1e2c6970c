/**
 * Issue #23: the bench templates stock pdfme can print — the invoice (a 10-row table, a logo, a QR code, a Code 128)
 * and the label sheet (24 × Code 128, QR, EAN-13) — look the same from Platen's Node engine as from stock
 * generate(), compared as pictures (tests/support/pagePictures.ts), a few records each.
 *
 * Barcodes are compared as whole boxes of ink, not cell by cell, because Platen draws equivalent, not identical,
 * symbols; so here zbarimg must also read the same values from both pages (72 of 72 on a label sheet):
 * - QR: Platen's encoder (src/worker/barcodes/qr) picks the mask by its own penalty score and writes a value as one
 *   segment; BWIPP scores masks differently and splits "…/INV-000001" into segments that fit a stronger level. Same
 *   version and size, ~280 of 841 modules differ.
 * - Code 128: stock passes the box width to bwip-js, which rounds module widths unevenly (1:1.7 instead of 1:2);
 *   Platen lays out whole modules and stretches them to the box (src/worker/barcodes/encode.ts).
 * - EAN-13: stock centres the digits as one run with the guard bars cut through them; Platen prints the retail layout
 *   (first digit left of the bars, 6 + 6 digits, long guards), issue #17.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataRecord, Template } from '../../../src/templates/types';
import { createNodeEngine, type NodeEngine } from '../../../src/worker/node';
import { invoiceRecord, invoiceTemplate } from '../../../bench/fixtures/invoice';
import { labelsRecord, labelsTemplate } from '../../../bench/fixtures/labels';
import { stockBarcodeBoxes } from '../../support/barcodeBoxes';
import { pictureProblems } from '../../support/pagePictures';
import { barcodeValues, removeScratchDirs } from '../../support/readBack';
import { stockGenerate } from '../templates/compatFixtures';

const SLOW = 180_000;
/** Record numbers as bench/fixtures count them (from 0); the label sheet's stock side is slow (72 bwip-js symbols). */
const INVOICES = [0, 1, 2];
const SHEETS = [0, 1];
let engine: NodeEngine;

beforeAll(async () => {
  engine = await createNodeEngine({ workers: 1 });
}, SLOW);

afterAll(async () => {
  await engine.close();
  removeScratchDirs();
});

/** Problems with `record` printed by Platen, against stock's print of the same (one-page) record. */
async function againstStock(name: string, template: Template, record: DataRecord): Promise<string[]> {
  const json = JSON.stringify(template);
  const [stock, barcodes, platen] = await Promise.all([stockGenerate(json, [record]), stockBarcodeBoxes(json, record), engine.render(template, record)]);
  if (!platen.ok) return [`${name}: Platen failed: ${JSON.stringify(platen.errors)}`];
  const [problems, stockValues, platenValues] = await Promise.all([pictureProblems(name, stock, platen.pdf, barcodes), barcodeValues(stock), barcodeValues(platen.pdf)]);
  if (JSON.stringify(platenValues) !== JSON.stringify(stockValues)) problems.push(`${name}: zbarimg reads ${JSON.stringify(platenValues)}, from stock's ${JSON.stringify(stockValues)}`);
  return problems;
}

describe("the bench templates look like stock pdfme's pages", () => {
  it.each(INVOICES)('invoice record %i', { timeout: SLOW }, async (row) => {
    expect(await againstStock(`invoice record ${row}`, invoiceTemplate(), invoiceRecord(row))).toEqual([]);
  });

  // A long table breaks onto more pages (pdfme's page layout, its split parts, the rows' colours by their place in
  // the whole table) and, with repeatHead, prints its header again on each: layout and drawing share their row
  // heights (src/worker/engine/table/tableHeights.ts), which must not move a row.
  it.each([false, true])('an invoice whose 45-row table breaks across pages, header repeated: %s', { timeout: SLOW }, async (repeatHead) => {
    const template = invoiceTemplate();
    template.schemas[0] = template.schemas[0].map((field) => (field.type === 'table' ? { ...field, repeatHead } : field));
    const record = invoiceRecord(4);
    const rows = JSON.parse(String(record.items)) as string[][];
    record.items = JSON.stringify(Array.from({ length: 45 }, (_, row) => [`${rows[row % rows.length][0]} ${row + 1}`, ...rows[row % rows.length].slice(1)]));
    const problems = await againstStock(`long invoice (repeatHead ${repeatHead})`, template, record);
    expect(problems).toEqual([]);
  });

  it.each(SHEETS)('label sheet record %i', { timeout: SLOW }, async (row) => {
    expect(await againstStock(`label sheet record ${row}`, labelsTemplate(), labelsRecord(row))).toEqual([]);
  });
});
