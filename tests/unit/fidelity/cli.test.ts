/**
 * Issue #8 through `platen render`, as a user runs it: the gallery's shipping label with records in many scripts,
 * to a .zip (names from --name) and to one merged .pdf, each read back as the Node engine suite reads its output,
 * and each record's text compared with a cold in-process render of the same record.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeEngine } from '../../../src/worker/node';
import { fidelityCases } from '../../fixtures/fidelity/cases';
import { pdfPageTexts, removeScratchDirs, scratchDir, unzipToDisk, zipEntryNames } from '../../support/readBack';
import { bin } from '../cli/support';
import { checkMerged, checkRecordFiles, checkRecordText, tallyLines, textDifferences } from './support';

const SLOW = 600_000;

/** `platen ...args` as a user runs it; allowed minutes, since the machine running the suite may be busy. */
function platen(...args: string[]): Promise<{ status: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { timeout: SLOW - 60_000 }, (error, _stdout, stderr) => {
      resolve({ status: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stderr });
    });
  });
}
const label = fidelityCases().find((c) => c.id === 'shipping-label')!;
let dir: string;

beforeAll(async () => {
  dir = scratchDir('platen-fidelity-cli-');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'label.json'), JSON.stringify(label.template));
  writeFileSync(join(dir, 'labels.json'), JSON.stringify(label.records));
  // The reference: each record rendered cold, in this process.
  for (const [row, record] of label.records.entries()) {
    const engine = await createNodeEngine({ workers: 1 });
    const result = await engine.render(label.template, record);
    await engine.close();
    if (result.ok) checkRecordText('cold', label, row, await pdfPageTexts(result.pdf));
  }
}, SLOW);

afterAll(() => {
  console.log(['fidelity (CLI):', ...tallyLines()].join('\n  '));
  removeScratchDirs();
});

describe('platen render, read back', () => {
  it('to a .zip: names as written by Info-ZIP unzip, every PDF reads back, text as the engine renders it', { timeout: SLOW }, async () => {
    const out = join(dir, 'labels.zip');
    const run = await platen('render', '-t', join(dir, 'label.json'), '-d', join(dir, 'labels.json'), '-o', out, '--name', label.fileName, '-w', '2');
    expect(run.stderr).not.toMatch(/failed/);
    expect(run.status).toBe(0);
    const zip = readFileSync(out);
    const entries = unzipSync(zip);
    const expected = label.records.map((r) => `${r.recipientName}-${r.reference}.pdf`);
    expect(Object.keys(entries)).toEqual(expected);
    expect(expected).toContain('Noah Núñez-Order 100-4800.pdf');
    expect(await zipEntryNames(out)).toEqual(expected);
    expect((await unzipToDisk(out)).files.sort()).toEqual([...expected].sort());
    const problems = await checkRecordFiles('cli/zip', label, expected.map((name) => entries[name]), (row) => row === 2);
    expect([...problems, ...textDifferences('cold', 'cli/zip')]).toEqual([]);
  });

  it('to a merged .pdf: every page reads back, text as the engine renders it', { timeout: SLOW }, async () => {
    const out = join(dir, 'labels.pdf');
    const run = await platen('render', '-t', join(dir, 'label.json'), '-d', join(dir, 'labels.json'), '-o', out, '-w', '1');
    expect(run.status).toBe(0);
    const problems = await checkMerged('cli/pdf', label, new Uint8Array(readFileSync(out)), (row) => row === 5);
    expect([...problems, ...textDifferences('cold', 'cli/pdf')]).toEqual([]);
  });
});
