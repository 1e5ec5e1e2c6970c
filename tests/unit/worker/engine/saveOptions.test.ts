/**
 * How a rendered document is saved (src/worker/engine/saveOptions.ts, issue #23): a file of a few dozen objects — an
 * invoice of its own — gets a classic cross-reference table, its dictionaries written as they are; a document of many
 * objects — a merged part — packs them into deflated object streams. Either file must still read back as a reader
 * reads it.
 */
import { PDFDocument } from '@pdfme/pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixDocumentDate } from '../../../../src/worker/engine/documentDate';
import { RenderEngine } from '../../../../src/worker/engine/renderEngine';
import { saveOptions } from '../../../../src/worker/engine/saveOptions';
import { readFontFromNodeModules } from '../../../../src/worker/fonts/nodeFontReader';
import { pdfPageTexts, qpdfProblems } from '../../../support/readBack';
import { invoiceRecord, invoiceTemplate } from '../../../../bench/fixtures/invoice';

beforeAll(() => fixDocumentDate(new Date(Date.UTC(2026, 10, 28))));

const latin1 = (pdf: Uint8Array) => Buffer.from(pdf).toString('latin1');
const packed = (pdf: Uint8Array) => latin1(pdf).includes('/Type /ObjStm');
const classicTable = (pdf: Uint8Array) => /\nxref\n0 \d+\n0000000000 65535 f/.test(latin1(pdf));

describe('saving a rendered document', () => {
  it('writes an invoice of its own with a classic table, and twenty in one document packed; both read back', async () => {
    const engine = new RenderEngine(readFontFromNodeModules);
    const template = invoiceTemplate();
    const records = Array.from({ length: 20 }, (_, row) => ({ row, record: invoiceRecord(row) }));

    const files = await engine.renderEach(template, records.slice(0, 3));
    for (const [index, file] of files.entries()) {
      expect(file.errors).toEqual([]);
      const pdf = file.pdf!;
      expect(packed(pdf)).toBe(false);
      expect(classicTable(pdf)).toBe(true);
      expect(await qpdfProblems(pdf)).toEqual([]);
      expect((await pdfPageTexts(pdf))[0]).toContain(`INV-${String(index + 1).padStart(6, '0')}`);
    }

    const merged = await engine.renderMerged(template, records);
    expect(merged.errors).toEqual([]);
    const pdf = merged.pdf!;
    expect(packed(pdf)).toBe(true);
    expect(classicTable(pdf)).toBe(false);
    expect(await qpdfProblems(pdf)).toEqual([]);
    const pages = await pdfPageTexts(pdf);
    expect(pages).toHaveLength(20);
    expect(pages[19]).toContain('INV-000020');
  });

  it('packs from fifty objects, the size of one of pdf-lib’s object streams', async () => {
    const doc = await PDFDocument.create();
    while (doc.context.largestObjectNumber < 49) doc.context.register(doc.context.obj({ Kind: 'Filler' }));
    expect(saveOptions(doc).useObjectStreams).toBe(false);
    doc.context.register(doc.context.obj({ Kind: 'Filler' }));
    expect(saveOptions(doc).useObjectStreams).toBe(true);
    expect(packed(await doc.save(saveOptions(doc)))).toBe(true);
  });
});
