/**
 * Repeated text draws (src/worker/engine/repeatedTextDraws.ts, issue #23): a text drawn again in a document, in the
 * same place with the same look and value, pushes the operators it pushed the first time. The file must not change
 * for it: every merged document here is written with kept draws and without, and the two compared byte for byte
 * (the date fixed), while the text plugin's calls are counted to show that draws were in fact kept.
 *
 * The same files are written a third way, with shaped text as pdf-lib's operators rather than as content text
 * (fallbackDrawText.ts's drawAsContentText, which kept draws then keep): the bytes must be the same again.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument, PDFPage } from '@pdfme/pdf-lib';
import type { DataRecord, FieldSchema, Template } from '../../../../src/templates/types';
import { GALLERY } from '../../../../src/templates/gallery';
import { fixDocumentDate } from '../../../../src/worker/engine/documentDate';
import { RenderEngine } from '../../../../src/worker/engine/renderEngine';
import { repeatedTextDraws } from '../../../../src/worker/engine/repeatedTextDraws';
import { portableTextDraws } from '../../../../src/worker/engine/portableTextDraws';
import { shapedTextAsContent } from '../../../../src/worker/engine/fallbackDrawText';
import { readFontFromNodeModules } from '../../../../src/worker/fonts/nodeFontReader';
import { pdfPageTexts, qpdfProblems } from '../../../support/readBack';
import { invoiceRecord, invoiceTemplate } from '../../../../bench/fixtures/invoice';
import { SCRIPT_STRINGS } from '../../../fixtures/scripts/scriptStrings';
import { CJK_PEOPLE, PEOPLE, fullName } from '../../../fixtures/fidelity/people';

const engine = new RenderEngine(readFontFromNodeModules);

afterEach(() => {
  portableTextDraws.enabled = true;
  repeatedTextDraws.enabled = true;
  shapedTextAsContent.enabled = true;
  fixDocumentDate(undefined);
});

// A first document installs fallbackDrawText.ts's drawText, which countingLines then wraps (not the other way round).
beforeAll(async () => {
  await engine.renderMerged(invoiceTemplate(), [{ row: 0, record: invoiceRecord(0) }]);
});

/** Lines handed to pdf-lib's drawText (fallbackDrawText.ts's, installed by the first document) while `run` runs. */
async function countingLines<T>(run: () => Promise<T>): Promise<{ result: T; lines: number }> {
  const drawText = PDFPage.prototype.drawText;
  let lines = 0;
  PDFPage.prototype.drawText = function (this: PDFPage, ...args: Parameters<PDFPage['drawText']>) {
    lines += 1;
    return drawText.apply(this, args);
  };
  try {
    return { result: await run(), lines };
  } finally {
    PDFPage.prototype.drawText = drawText;
  }
}

/**
 * `records` merged into one document with kept draws on or off, and shaped text as content text or as operators: its
 * bytes, errors and lines drawn through pdf-lib.
 */
async function merged(template: Template, records: DataRecord[], kept: boolean, asContent = true) {
  repeatedTextDraws.enabled = kept;
  shapedTextAsContent.enabled = asContent;
  portableTextDraws.enabled = false; // draws kept across documents (portableTextDraws.test.ts) would hide these
  fixDocumentDate(new Date(Date.UTC(2026, 10, 27)));
  const { result, lines } = await countingLines(() => engine.renderMerged(template, records.map((record, row) => ({ row, record }))));
  return { pdf: result.pdf!, errors: result.errors, lines };
}

/** Renders with and without kept draws, expects the same bytes, and answers how many lines were drawn each way. */
async function sameBytes(template: Template, records: DataRecord[]): Promise<{ kept: number; drawn: number; pdf: Uint8Array }> {
  await engine.renderMerged(template, [{ row: 0, record: records[0] }]); // fonts loaded and lines shaped for both runs alike
  const on = await merged(template, records, true);
  const off = await merged(template, records, false);
  const operators = await merged(template, records, false, false);
  expect(on.errors).toEqual(off.errors);
  expect(operators.errors).toEqual(off.errors);
  expect(Buffer.from(on.pdf).equals(Buffer.from(off.pdf))).toBe(true);
  expect(Buffer.from(operators.pdf).equals(Buffer.from(off.pdf))).toBe(true);
  return { kept: on.lines, drawn: off.lines, pdf: on.pdf };
}

function text(name: string, x: number, y: number, extra: Record<string, unknown> = {}): FieldSchema {
  return {
    name, type: 'text', position: { x, y }, width: 90, height: 14, content: '', fontSize: 11, alignment: 'left', verticalAlignment: 'top',
    lineHeight: 1.2, characterSpacing: 0, fontColor: '#222222', backgroundColor: '', rotate: 0, opacity: 1, ...extra,
  } as FieldSchema;
}

describe('repeated text draws', { timeout: 300_000 }, () => {
  it('write the same invoices byte for byte, drawing the repeated texts once', async () => {
    const records = Array.from({ length: 30 }, (_, i) => invoiceRecord(i));
    const { kept, drawn, pdf } = await sameBytes(invoiceTemplate(), records);
    // the sender, the notes and each row's product name are the same on every invoice
    expect(kept).toBeLessThan(drawn * 0.8);
    expect(await qpdfProblems(pdf)).toEqual([]);
    const texts = await pdfPageTexts(pdf);
    expect(texts).toHaveLength(30);
    texts.forEach((page, index) => {
      expect(page).toContain(`INV-${String(index + 1).padStart(6, '0')}`);
      expect(page).toContain('Northwind Office Supply');
      expect(page).toContain('Thank you for your business.');
    });
  });

  it('write every gallery template the same, its sample records repeated', async () => {
    for (const entry of GALLERY) {
      const records = [...entry.sampleRecords, ...entry.sampleRecords, ...entry.sampleRecords];
      const { kept, drawn } = await sameBytes(entry.template, records);
      expect(kept, entry.id).toBeLessThanOrEqual(drawn);
    }
  });

  it('keep right-to-left, mixed and fallback-face text, and leave draws with a graphics state to be drawn again', async () => {
    const template = {
      basePdf: { width: 210, height: 297, padding: [0, 0, 0, 0] },
      schemas: [[
        text('script', 10, 10, { width: 150 }),
        text('rtl', 10, 30, { width: 150, alignment: 'right', platenDirection: 'rtl' }),
        text('faint', 10, 50, { opacity: 0.5 }),
        text('boxed', 10, 70, { backgroundColor: '#fdeecc', borderColor: '#884400', borderWidth: { top: 0.4, right: 0.4, bottom: 0.4, left: 0.4 }, padding: { top: 1, right: 2, bottom: 1, left: 2 } }),
        text('spaced', 10, 90, { characterSpacing: 1.5, alignment: 'center' }),
        text('turned', 120, 90, { rotate: 30, alignment: 'justify', width: 60, height: 30 }),
        text('name', 10, 130, { width: 150 }),
        {
          name: 'rows', type: 'table', position: { x: 10, y: 150 }, width: 190, height: 40, content: '[]', showHead: true, head: ['Text', 'Name'],
          headWidthPercentages: [60, 40], tableStyles: { borderColor: '#000000', borderWidth: 0.2 },
          headStyles: { fontSize: 9, fontColor: '#ffffff', backgroundColor: '#1e5ac8', alignment: 'left', verticalAlignment: 'middle', lineHeight: 1, characterSpacing: 0, borderColor: '', borderWidth: { top: 0, right: 0, bottom: 0, left: 0 }, padding: { top: 1, right: 1, bottom: 1, left: 1 } },
          bodyStyles: { fontSize: 9, fontColor: '#000000', backgroundColor: '', alignment: 'left', verticalAlignment: 'middle', lineHeight: 1, characterSpacing: 0, borderColor: '#888888', borderWidth: { top: 0.1, right: 0.1, bottom: 0.1, left: 0.1 }, padding: { top: 1, right: 1, bottom: 1, left: 1 } },
          columnStyles: {}, rotate: 0, opacity: 1,
        } as unknown as FieldSchema,
      ]],
    } as unknown as Template;
    const people = [...PEOPLE, ...CJK_PEOPLE];
    const records: DataRecord[] = Array.from({ length: 24 }, (_, i) => {
      const script = SCRIPT_STRINGS[i % 4].text;
      const person = people[i % people.length];
      return {
        script,
        rtl: SCRIPT_STRINGS[(i % 3) + 1].text,
        faint: 'Draft copy',
        boxed: i % 2 ? 'Paid' : 'Open',
        spaced: 'SPACED OUT',
        turned: 'A rotated, justified paragraph that wraps over lines',
        name: fullName(person),
        rows: JSON.stringify([[script, fullName(person)], ['Fixed row', 'Same every time']]),
      };
    });
    const { kept, drawn, pdf } = await sameBytes(template, records);
    expect(kept).toBeLessThan(drawn);
    expect(await qpdfProblems(pdf)).toEqual([]);
    const texts = await pdfPageTexts(pdf);
    expect(texts).toHaveLength(24);
    texts.forEach((page, index) => {
      expect(page).toContain('Draft copy');
      expect(page).toContain('Same every time');
      expect(page.replace(/\s+/g, '')).toContain(fullName(people[index % people.length]).replace(/\s+/g, ''));
    });
  });

  it('draw a fixed text with inline markdown every time, so each page keeps its links', async () => {
    const template = {
      basePdf: { width: 210, height: 297, padding: [0, 0, 0, 0] },
      schemas: [[
        text('customer', 15, 20),
        text('pointer', 15, 40, { readOnly: true, textFormat: 'inline-markdown', content: 'See **the terms** [below](#terms) and pay' }),
        text('terms', 15, 120, { readOnly: true, content: 'Terms: payment within 30 days.' }),
      ]],
    } as unknown as Template;
    const records: DataRecord[] = ['Ada', 'Grace', 'Edsger', 'Barbara'].map((customer) => ({ customer }));
    const { pdf } = await sameBytes(template, records);
    // each page links to its own terms (registered as the text is drawn, made at the record's end: a replay would not)
    const pages = (await PDFDocument.load(pdf)).getPages();
    expect(pages.map((page) => page.node.Annots()?.size() ?? 0)).toEqual(records.map(() => 1));
  });

  it('write the same file when a record that failed drew texts the later records repeat', async () => {
    const template = {
      basePdf: { width: 210, height: 297, padding: [0, 0, 0, 0] },
      schemas: [[
        text('customer', 15, 20),
        { name: 'code', type: 'ean13', position: { x: 150, y: 60 }, width: 40, height: 16, content: '', backgroundColor: '#ffffff', barColor: '#000000', textColor: '#000000', includetext: true, rotate: 0, opacity: 1 } as unknown as FieldSchema,
        text('note', 15, 40),
      ]],
    } as unknown as Template;
    const records: DataRecord[] = [
      { customer: 'Ada', code: '4006381333931', note: 'Repeated note' },
      { customer: 'Ada', code: 'not a number', note: 'Repeated note' },
      { customer: 'Ada', code: '4006381333931', note: 'Repeated note' },
      { customer: 'Grace', code: '4006381333931', note: 'Repeated note' },
    ];
    const { kept, drawn, pdf } = await sameBytes(template, records);
    expect(kept).toBeLessThan(drawn);
    const texts = await pdfPageTexts(pdf);
    expect(texts).toHaveLength(3);
    for (const page of texts) expect(page).toContain('Repeated note');
  });
});
