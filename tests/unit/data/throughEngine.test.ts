// Preflight and N-up through the real engine (PlatenApi over Comlink, as the page uses it; see tests/unit/worker/support/engine.ts).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nupRecords, nupTemplate } from '../../../src/data/nup';
import { findSheetPreset } from '../../../src/data/nupPresets';
import type { FieldSchema, Template } from '../../../src/templates/types';
import { collectBatch, engineOverComlink, pdfPages } from '../worker/support/engine';
import { findGalleryEntry } from '../../../src/templates/gallery';
import { pdfText } from '../../support/readBack';

const engine = engineOverComlink(1);
afterAll(() => engine.close());

const field = (name: string, type: string, x: number, y: number, extra: Partial<FieldSchema> = {}): FieldSchema => ({
  name, type, position: { x, y }, width: 60, height: 7, fontSize: 12, ...extra,
});

/** Text of one page of a PDF with word positions (pdftotext -bbox), as [word, xMm, yMm]. */
function wordsOnPage(pdf: Uint8Array, page: number): [string, number, number][] {
  const file = join(mkdtempSync(join(tmpdir(), 'platen-nup-')), 'sheet.pdf');
  writeFileSync(file, pdf);
  const html = execFileSync('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), file, '-'], { encoding: 'utf8' });
  const ptToMm = 25.4 / 72;
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].map((m) => [m[3], Number(m[1]) * ptToMm, Number(m[2]) * ptToMm]);
}

describe('through the engine', () => {
  it('preflight flags overflow, a bad barcode and an empty required field, by row and field', async () => {
    const template: Template = {
      schemas: [[field('name', 'text', 5, 5, { required: true }), field('ean', 'ean13', 5, 15, { width: 40, height: 15 })]],
      basePdf: { width: 80, height: 40, padding: [0, 0, 0, 0] },
    };
    const problems = await engine.api.preflight(template, [
      { name: 'Ada Lovelace', ean: '4006381333931' },
      { name: 'Ada Lovelace, Countess of Lovelace, first programmer of the Analytical Engine', ean: '4006381333931' },
      { name: '', ean: '4006381333932' },
    ]);
    expect(problems.map((p) => [p.path, p.severity])).toEqual([
      [['records', 1, 'name'], 'error'],
      [['records', 2, 'name'], 'error'],
      [['records', 2, 'ean'], 'error'],
    ]);
    expect(problems[0].message).toMatch(/^text does not fit: \d+\.\d mm too tall — it needs \d+\.\d mm, the box is 7\.0 mm high$/);
    // overflow is told apart from hard errors, so a batch can skip it on its own choice (issue #17)
    expect(problems.map((p) => p.cause)).toEqual(['overflow', undefined, undefined]);
  });

  it('prints 32 address labels on two Avery 5160 sheets, each name where its label is', async () => {
    const label: Template = {
      schemas: [[field('name', 'text', 4, 4), field('from', 'text', 4, 15, { readOnly: true, content: 'Sent by Platen', fontSize: 8 })]],
      basePdf: { width: 66.675, height: 25.4, padding: [0, 0, 0, 0] },
    };
    const layout = findSheetPreset('avery-5160')!.layout;
    const records = Array.from({ length: 32 }, (_, i) => ({ name: `Person${i + 1}` }));
    const { summary, bytes } = await collectBatch(engine.api, nupTemplate(label, layout), nupRecords(label, records, layout), { output: 'merged' });
    expect(summary).toMatchObject({ done: 2, failed: 0 });
    if (process.env.PLATEN_KEEP_PDF) writeFileSync(process.env.PLATEN_KEEP_PDF, bytes);
    expect(pdfPages(bytes)).toBe(2);

    const first = wordsOnPage(bytes, 1);
    const at = (words: typeof first, word: string) => words.find(([w]) => w === word)!;
    // label 1 at (4.7625, 12.7) + field offset (4, 4); label 30 in column 3, row 10
    expect(at(first, 'Person1')[1]).toBeCloseTo(8.76, 0);
    expect(at(first, 'Person1')[2]).toBeGreaterThan(16.7 - 0.5);
    expect(at(first, 'Person1')[2]).toBeLessThan(16.7 + 2);
    expect(at(first, 'Person30')[1]).toBeCloseTo(148.46, 0);
    expect(at(first, 'Person30')[2]).toBeGreaterThan(245.3 - 0.5);
    expect(first.filter(([w]) => w === 'Platen')).toHaveLength(30);

    const second = wordsOnPage(bytes, 2);
    expect(second.map(([w]) => w).filter((w) => w.startsWith('Person'))).toEqual(['Person31', 'Person32']);
    // the 28 unused labels of the last sheet stay blank, fixed text included
    expect(second.filter(([w]) => w === 'Platen')).toHaveLength(2);
  });

  it('a multi-variable text given its whole text prints it in the PDF and on the canvas, and preflight measures it (issue #17)', async () => {
    const badge = findGalleryEntry('name-badge')!.template;
    const record = { fullName: 'Anne-Sophie Vandenberghe-Lambrechts', role: 'Director', company: 'Lambrechts NV', checkIn: 'A-3' };
    const rendered = await engine.api.render(badge, record);
    expect(rendered.ok).toBe(true);
    if (rendered.ok) expect((await pdfText(rendered.pdf)).replace(/\s+/g, ' ')).toContain('Anne-Sophie Vandenberghe-Lambrechts');
    const layout = await engine.api.layout(badge, record);
    expect(layout.ok && layout.fields.fullName.text?.lines.join(' ')).toBe('Anne-Sophie Vandenberghe-Lambrechts');
    expect(await engine.api.preflight(badge, [record])).toEqual([]);
    // the JSON object of its variables prints as before
    const variables = await engine.api.render(badge, { ...record, fullName: JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace' }) });
    expect(variables.ok && (await pdfText(variables.pdf))).toContain('Ada Lovelace');
  });

  it('conditions read columns no field is named after; a name that is neither is named with the columns (issue #17)', async () => {
    const note: Template = {
      schemas: [[field('recipient', 'text', 5, 5), field('fragileNote', 'text', 5, 15, { readOnly: true, content: 'FRAGILE', platenShowIf: 'Fragile === "yes"' })]],
      basePdf: { width: 80, height: 40, padding: [0, 0, 0, 0] },
    };
    // the records as src/data/records.ts withColumns makes them: every column, the fields' values over them
    const records = [{ recipient: 'Ada', Fragile: 'yes', Carrier: 'DHL' }, { recipient: 'Grace', Fragile: 'no', Carrier: 'UPS' }];
    expect(await engine.api.preflight(note, records)).toEqual([]);
    const misspelt = structuredClone(note);
    misspelt.schemas[0][1].platenShowIf = 'Fragil === "yes"';
    const problems = await engine.api.preflight(misspelt, records);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toEqual({
      path: ['records', 0, 'fragileNote'],
      message: 'its “Show when” condition reads “Fragil”, which is no column or field; columns: Fragile, Carrier',
      severity: 'error',
    });
  });
});
