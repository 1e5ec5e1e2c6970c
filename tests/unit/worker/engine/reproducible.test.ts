/**
 * The same template and record give the same bytes (issue #8): cold or warm, in a render worker or on the main
 * thread, to a directory or inside a ZIP, run after run — once SOURCE_DATE_EPOCH fixes the one part that must
 * differ, the date. The browser's engine writes these bytes too (tests/e2e/engine.e2e.ts compares them).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { fixDocumentDate } from '../../../../src/worker/engine/documentDate';
import { RenderEngine } from '../../../../src/worker/engine/renderEngine';
import { readFontFromNodeModules } from '../../../../src/worker/fonts/nodeFontReader';
import { CJK_PEOPLE, PEOPLE } from '../../../fixtures/fidelity/people';
import { findGalleryEntry } from '../../../../src/templates/gallery';
import { shippingRecord } from '../../../fixtures/fidelity/cases';

const EPOCH = 1_790_000_000;
const bin = fileURLToPath(new URL('../../../../bin/platen.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'platen-reproducible-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const label = structuredClone(findGalleryEntry('shipping-label')!.template);
// Row 0 and the last row carry the same record: the last is rendered by a worker that has rendered all the others.
const people = [PEOPLE[1], ...PEOPLE, ...CJK_PEOPLE];
const records = [...people.map((person, i) => shippingRecord(person, i)), shippingRecord(people[0], 0)];
writeFileSync(join(dir, 'template.json'), JSON.stringify(label));
writeFileSync(join(dir, 'records.json'), JSON.stringify(records));

// Enough records for a merged PDF of several parts, each from its own run (runBatch's mergedRuns: 20 to 40 a run).
writeFileSync(join(dir, 'many.json'), JSON.stringify(Array.from({ length: 3 }, () => records).flat()));

function render(out: string, epoch: number | undefined, { data = 'records.json', workers = 1 } = {}): Promise<void> {
  const env = { ...process.env, SOURCE_DATE_EPOCH: epoch === undefined ? '' : String(epoch) };
  const args = [bin, 'render', '-t', 'template.json', '-d', data, '-o', out, '--workers', String(workers), '--name', 'row-{reference}.pdf', '--quiet'];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { cwd: dir, env, timeout: 300_000 }, (error, _stdout, stderr) => (error ? reject(new Error(stderr || String(error))) : resolve()));
  });
}

const filesIn = (folder: string) => Object.fromEntries(readdirSync(join(dir, folder)).sort().map((name) => [name, readFileSync(join(dir, folder, name))]));

describe('byte-identical output with SOURCE_DATE_EPOCH', { timeout: 600_000 }, () => {
  it('gives the same files in two runs, and the same bytes for a record rendered cold and warm', async () => {
    await render('first/', EPOCH);
    await render('second/', EPOCH);
    const first = filesIn('first');
    const second = filesIn('second');
    expect(Object.keys(first)).toHaveLength(records.length);
    for (const [name, bytes] of Object.entries(first)) expect(bytes.equals(second[name]), name).toBe(true);
    // The repeated record is named "… (2).pdf"; it was rendered warm, row 0 cold.
    const cold = first['row-Order 100-4800.pdf'];
    const warm = first['row-Order 100-4800 (2).pdf'];
    expect(cold.equals(warm)).toBe(true);

    await render('batch.zip', EPOCH);
    const entries = unzipSync(readFileSync(join(dir, 'batch.zip')));
    expect(Object.keys(entries)).toEqual(Object.keys(first).sort((a, b) => Object.keys(entries).indexOf(a) - Object.keys(entries).indexOf(b)));
    for (const [name, bytes] of Object.entries(entries)) expect(Buffer.from(bytes).equals(first[name]), name).toBe(true);
  });

  it('gives the same merged PDF of several parts and the same ZIP archive in two runs on two workers', async () => {
    expect(records.length * 3).toBeGreaterThan(40);
    for (const run of ['a', 'b']) {
      await render(`merged-${run}.pdf`, EPOCH, { data: 'many.json', workers: 2 });
      await render(`archive-${run}.zip`, EPOCH, { data: 'many.json', workers: 2 });
    }
    expect(readFileSync(join(dir, 'merged-a.pdf')).equals(readFileSync(join(dir, 'merged-b.pdf'))), 'merged PDF').toBe(true);
    expect(readFileSync(join(dir, 'archive-a.zip')).equals(readFileSync(join(dir, 'archive-b.zip'))), 'ZIP archive').toBe(true);
    const info = await new Promise<string>((resolve) => execFile('pdfinfo', ['-isodates', join(dir, 'merged-a.pdf')], (_e, out) => resolve(out)));
    const date = new Date(EPOCH * 1000).toISOString().slice(0, 19);
    expect(info).toMatch(new RegExp(`CreationDate:\\s+${date}`));
    expect(info).toMatch(new RegExp(`ModDate:\\s+${date}`));
    expect(info).toMatch(new RegExp(`Pages:\\s+${records.length * 3}\\b`));
  });

  it('writes on the main thread the bytes the render worker wrote', async () => {
    fixDocumentDate(new Date(EPOCH * 1000));
    try {
      const engine = new RenderEngine(readFontFromNodeModules);
      const result = await engine.render(label, records[0]);
      expect(result.ok).toBe(true);
      const zipped = unzipSync(readFileSync(join(dir, 'batch.zip')));
      const [, fromWorker] = Object.entries(zipped)[0];
      expect(result.ok && Buffer.from(result.pdf).equals(Buffer.from(fromWorker))).toBe(true);
    } finally {
      fixDocumentDate(undefined);
    }
  });

  it('writes the time of writing when SOURCE_DATE_EPOCH is not set', async () => {
    await render('dated/', undefined);
    const [name] = Object.keys(filesIn('dated'));
    const info = await new Promise<string>((resolve) => execFile('pdfinfo', ['-isodates', join(dir, 'dated', name)], (_e, out) => resolve(out)));
    expect(info).not.toContain(new Date(EPOCH * 1000).toISOString().slice(0, 10));
    expect(/CreationDate:\s+(\d{4})/.exec(info)?.[1]).toBe(String(new Date().getUTCFullYear()));
  });
});
