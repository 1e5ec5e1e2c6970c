/**
 * The picture comparison itself (tests/support/pagePictures.ts): identical pages give no problem, and each defect a
 * reader would see — made on Platen's side of the bench invoice only (pictureDefects.ts) — gives at least one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeEngine, type NodeEngine } from '../../../src/worker/node';
import { invoiceRecord, invoiceTemplate } from '../../../bench/fixtures/invoice';
import { stockBarcodeBoxes } from '../../support/barcodeBoxes';
import { parsePgm } from '../../support/pageRaster';
import { pictureProblems, type Box } from '../../support/pagePictures';
import { removeScratchDirs } from '../../support/readBack';
import { stockGenerate } from '../templates/compatFixtures';
import { INVOICE_DEFECTS } from './pictureDefects';

const SLOW = 120_000;
let engine: NodeEngine;
let stock: Uint8Array;
let barcodes: Box[][];

beforeAll(async () => {
  engine = await createNodeEngine({ workers: 1 });
  const json = JSON.stringify(invoiceTemplate());
  stock = await stockGenerate(json, [invoiceRecord(0)]);
  barcodes = await stockBarcodeBoxes(json, invoiceRecord(0));
}, SLOW);

afterAll(async () => {
  await engine.close();
  removeScratchDirs();
});

async function platenInvoice(template = invoiceTemplate()): Promise<Uint8Array> {
  const rendered = await engine.render(template, invoiceRecord(0));
  if (!rendered.ok) throw new Error(JSON.stringify(rendered.errors));
  return rendered.pdf;
}

describe('pages compared as pictures', () => {
  it('reads a binary PGM with a comment in its header', () => {
    const header = new TextEncoder().encode('P5\n# made by hand\n3 2\n255\n');
    const picture = parsePgm(new Uint8Array([...header, 255, 0, 255, 0, 255, 0]), 72);
    expect({ width: picture.width, height: picture.height, ink: [...picture.ink] }).toEqual({ width: 3, height: 2, ink: [0, 1, 0, 1, 0, 1] });
  });

  it('finds nothing between a PDF and itself', { timeout: SLOW }, async () => {
    expect(await pictureProblems('invoice', stock, stock, barcodes)).toEqual([]);
  });

  it("finds nothing between stock's invoice and Platen's", { timeout: SLOW }, async () => {
    expect(await pictureProblems('invoice', stock, await platenInvoice(), barcodes)).toEqual([]);
  });

  it('names a missing page', { timeout: SLOW }, async () => {
    const twoRecords = await stockGenerate(JSON.stringify(invoiceTemplate()), [invoiceRecord(0), invoiceRecord(0)]);
    expect(await pictureProblems('invoice', twoRecords, stock, barcodes)).toEqual(["invoice: 1 page, stock's has 2"]);
  });

  it('names a page of another size', { timeout: SLOW }, async () => {
    const letter = { ...invoiceTemplate(), basePdf: { width: 216, height: 279, padding: [10, 10, 10, 10] as [number, number, number, number] } };
    expect(await pictureProblems('invoice', stock, await platenInvoice(letter), barcodes)).toEqual(["invoice page 1: 216 × 279 mm, stock's is 210 × 297 mm"]);
  });

  it.each(Object.keys(INVOICE_DEFECTS))('sees it when %s', { timeout: SLOW }, async (defect) => {
    const problems = await pictureProblems('invoice', stock, await platenInvoice(INVOICE_DEFECTS[defect](invoiceTemplate())), barcodes);
    expect(problems.length, defect).toBeGreaterThan(0);
    expect(problems[0]).toMatch(/^invoice page 1: /);
  });

  it('names the barcode that is missing', { timeout: SLOW }, async () => {
    const problems = await pictureProblems('invoice', stock, await platenInvoice(INVOICE_DEFECTS['the payment QR code is missing'](invoiceTemplate())), barcodes);
    expect(problems).toEqual(["invoice page 1: the qrcode “paymentQr” at 165 mm, 48 mm has 0 % ink, stock's 45 %"]);
  });
});
