/**
 * Text draws kept for the worker (src/worker/engine/portableTextDraws.ts, issue #23): a value drawn again in the same
 * look in a later document pushes what the first document's draw pushed. A file must not change for it: every batch
 * here is written a file per record with the kept draws and without, in the same worker, and each file compared byte
 * for byte (the date fixed), while the draws pushed again and refused are counted to show both paths ran.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { DataRecord, FieldSchema, Template } from '../../../../src/templates/types';
import { GALLERY } from '../../../../src/templates/gallery';
import { fixDocumentDate } from '../../../../src/worker/engine/documentDate';
import { RenderEngine } from '../../../../src/worker/engine/renderEngine';
import { portableTextDraws } from '../../../../src/worker/engine/portableTextDraws';
import { readFontFromNodeModules } from '../../../../src/worker/fonts/nodeFontReader';
import { pdfPageTexts, qpdfProblems } from '../../../support/readBack';
import { invoiceRecord, invoiceTemplate } from '../../../../bench/fixtures/invoice';
import { SCRIPT_STRINGS } from '../../../fixtures/scripts/scriptStrings';

const engine = new RenderEngine(readFontFromNodeModules);

afterEach(() => {
  portableTextDraws.enabled = true;
  fixDocumentDate(undefined);
});

/** `records` a file each, with draws kept across files or not: the files, and the draws pushed again and refused. */
async function eachFile(template: Template, records: DataRecord[], portable: boolean) {
  portableTextDraws.enabled = portable;
  fixDocumentDate(new Date(Date.UTC(2026, 10, 29)));
  const { replayed, refused } = portableTextDraws;
  const files = await engine.renderEach(template, records.map((record, row) => ({ row, record })));
  return { files, replayed: portableTextDraws.replayed - replayed, refused: portableTextDraws.refused - refused };
}

/** Writes `records` both ways (kept draws first, so they are made in the same worker) and expects the same files. */
async function sameFiles(template: Template, records: DataRecord[]) {
  const on = await eachFile(template, records, true);
  const off = await eachFile(template, records, false);
  expect(off.replayed + off.refused).toBe(0);
  expect(on.files.map((file) => file.errors)).toEqual(off.files.map((file) => file.errors));
  on.files.forEach((file, index) => {
    expect(file.pdf === undefined, `record ${index}`).toBe(off.files[index].pdf === undefined);
    if (file.pdf) expect(Buffer.from(file.pdf).equals(Buffer.from(off.files[index].pdf!)), `record ${index}`).toBe(true);
  });
  return on;
}

function text(name: string, x: number, y: number, extra: Record<string, unknown> = {}): FieldSchema {
  return {
    name, type: 'text', position: { x, y }, width: 120, height: 14, content: '', fontSize: 11, alignment: 'left', verticalAlignment: 'top',
    lineHeight: 1.2, characterSpacing: 0, fontColor: '#222222', backgroundColor: '', rotate: 0, opacity: 1, ...extra,
  } as FieldSchema;
}

const page = (fields: FieldSchema[]) => ({ basePdf: { width: 210, height: 297, padding: [0, 0, 0, 0] }, schemas: [fields] }) as unknown as Template;

describe('text draws kept across files', { timeout: 300_000 }, () => {
  it('write the same invoices byte for byte, pushing the repeated fields and cells again', async () => {
    const template = invoiceTemplate();
    const { files, replayed } = await sameFiles(template, Array.from({ length: 30 }, (_, i) => invoiceRecord(i)));
    // the sender, the notes, each row's product name and the common quantities and prices come back on every invoice
    expect(replayed).toBeGreaterThan(20 * 20);
    const last = files[29].pdf!;
    expect(await qpdfProblems(last)).toEqual([]);
    const [texts] = await pdfPageTexts(last);
    for (const word of ['INV-000030', 'Northwind Office Supply', 'Binder clips', 'Thank you for your business.']) expect(texts).toContain(word);
  });

  it('write every gallery template the same, its sample records repeated', async () => {
    for (const entry of GALLERY) {
      const records = [...entry.sampleRecords, ...entry.sampleRecords, ...entry.sampleRecords];
      await sameFiles(entry.template, records);
    }
  });

  it('push right-to-left, mixed and fallback-face text again, in either direction', async () => {
    const template = page([text('script', 10, 10), text('rtl', 10, 30, { alignment: 'right', platenDirection: 'rtl' }), text('name', 10, 50, { width: 60 })]);
    const records: DataRecord[] = Array.from({ length: 24 }, (_, i) => ({
      script: SCRIPT_STRINGS[i % 6].text,
      rtl: SCRIPT_STRINGS[(i % 5) + 10].text,
      name: ['Ada', 'José Núñez', 'Łukasz', 'محمد'][i % 4],
    }));
    const { replayed, files } = await sameFiles(template, records);
    // a fallback face is named in a file only once a line there has printed in it: the first field of each file
    // draws afresh, and the later ones are pushed again where the earlier ones named their faces
    expect(replayed).toBeGreaterThan(5);
    const [texts] = await pdfPageTexts(files[22].pdf!);
    expect(texts).toContain('Łukasz');
  });

  it('draw afresh a kept draw whose glyph already stands for another text in the file', async () => {
    // Roboto draws the Greek capital omega and the ohm sign with one glyph: ToUnicode can give it only the meaning it
    // met first, so a line whose omega comes second carries /ActualText, which depends on what the file printed before.
    const template = page([text('first', 10, 10), text('second', 10, 30)]);
    const records: DataRecord[] = [
      { first: 'Ada', second: 'Plan \u03a9, paid' },
      { first: 'Grace', second: 'Plan \u03a9, paid' },
      { first: 'Edsger', second: 'Plan \u03a9, paid' }, // pushed again: the glyph means omega here too
      { first: 'R = 10 \u2126', second: 'Plan \u03a9, paid' }, // the ohm sign comes first: drawn afresh
      { first: 'Barbara', second: 'Plan \u03a9, paid' },
    ];
    const { replayed, refused, files } = await sameFiles(template, records);
    expect(replayed).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
    const texts = await Promise.all(files.map(async (file) => (await pdfPageTexts(file.pdf!))[0]));
    for (const page of texts) expect(page).toContain('Plan \u03a9, paid');
  });
});
