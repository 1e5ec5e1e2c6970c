/**
 * Issue #8: output that looks right must also read back right, on every path through the Node engine. Every
 * gallery template and two stock-pdfme-style ones, with names and addresses in Latin, Greek, Cyrillic, Vietnamese
 * and (a few) CJK, rendered cold (a fresh engine per record), warm (one engine after 50 other documents) and in
 * ZIP and merged batches on 1 and 2 worker threads. Each PDF: pdftotext finds every printed value, qpdf --check is
 * clean, pdffonts shows every font embedded, zbarimg decodes a sample of pages; ZIP names come back from Info-ZIP
 * unzip as written; each record's text is the same on every path; cold and warm bytes match but for dates and ID.
 */
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchOutput } from '../../../src/worker/api';
import { createNodeEngine, type NodeEngine } from '../../../src/worker/node';
import { fidelityCases, shippingRecord, type FidelityCase } from '../../fixtures/fidelity/cases';
import { CJK_PEOPLE, PEOPLE } from '../../fixtures/fidelity/people';
import { missingTools, pdfDifferences, removeScratchDirs, unzipToDisk, zipEntryNames } from '../../support/readBack';
import { checkMerged, checkRecordFiles, recordLabel, tallyLines, textDifferences } from './support';

const SLOW = 600_000;
const cases = fidelityCases();
/** The templates whose PDFs are also compared byte for byte and scanned on every path (time). */
const ON_LABELS = (c: FidelityCase) => c.id === 'shipping-label' || c.id.startsWith('member-card');

/** Cold, warm and ZIP PDFs of the labels by case and row, for the byte comparison. */
const pdfsByPath = new Map<string, Map<string, Uint8Array>>();

/** Keeps the labels' PDFs for the byte comparison (qpdf expands each one: too slow for every template). */
function keep(path: string, c: FidelityCase, pdfs: (Uint8Array | undefined)[]): void {
  if (!ON_LABELS(c)) return;
  const byKey = pdfsByPath.get(path) ?? new Map<string, Uint8Array>();
  pdfsByPath.set(path, byKey);
  pdfs.forEach((pdf, row) => pdf && byKey.set(`${c.id}#${row}`, pdf));
}

/** Which rows zbarimg reads: scanning is slow, so one record per template on the cold path, the labels elsewhere. */
const scanFirst = () => (row: number) => row === 0;
const scanOnLabels = (c: FidelityCase) => (row: number) => row === 1 && ON_LABELS(c);

async function renderAll(engine: NodeEngine, c: FidelityCase): Promise<(Uint8Array | undefined)[]> {
  const pdfs: (Uint8Array | undefined)[] = [];
  for (const [row, record] of c.records.entries()) {
    const result = await engine.render(c.template, record);
    pdfs.push(result.ok ? result.pdf : undefined);
    if (!result.ok) console.error(`${recordLabel(c, row)} failed:`, result.errors);
  }
  return pdfs;
}

beforeAll(() => {
  expect(missingTools()).toEqual([]);
});

afterAll(() => {
  console.log(['fidelity (Node engine):', ...tallyLines()].join('\n  '));
  removeScratchDirs();
});

describe('cold: a fresh engine for each record', () => {
  it.each(cases)('$id', { timeout: SLOW }, async (c) => {
    const pdfs: (Uint8Array | undefined)[] = [];
    for (const record of c.records) {
      const engine = await createNodeEngine({ workers: 1 });
      const result = await engine.render(c.template, record);
      await engine.close();
      pdfs.push(result.ok ? result.pdf : undefined);
    }
    keep('cold', c, pdfs);
    expect(await checkRecordFiles('cold', c, pdfs, scanFirst())).toEqual([]);
  });
});

describe('warm: one engine, after 50 other documents', () => {
  let engine: NodeEngine;
  beforeAll(async () => {
    engine = await createNodeEngine({ workers: 1 });
    const label = cases.find((c) => c.id === 'shipping-label')!.template;
    const crowd = [...PEOPLE, ...PEOPLE, CJK_PEOPLE[0]];
    for (let i = 0; i < 50; i += 1) await engine.render(label, shippingRecord(crowd[i % crowd.length], 1000 + i));
  }, SLOW);
  afterAll(() => engine?.close());

  it.each(cases)('$id', { timeout: SLOW }, async (c) => {
    const pdfs = await renderAll(engine, c);
    keep('warm', c, pdfs);
    expect(await checkRecordFiles('warm', c, pdfs, scanOnLabels(c))).toEqual([]);
  });
});

/**
 * Every template in a ZIP on 1 worker and merged on 2; the other two pairings with the member card only (Latin,
 * Greek, Cyrillic, Vietnamese, Hangul, Han): the shipping label's CJK records cost seconds per batch.
 */
const cardOnly = cases.filter((c) => c.id.startsWith('member-card'));
const batches: [BatchOutput, number, FidelityCase[]][] = [
  ['zip', 1, cases],
  ['zip', 2, cardOnly],
  ['merged', 1, cardOnly],
  ['merged', 2, cases],
];

/** One engine for every batch: its pools stay warm from one batch to the next, as in a long CLI or app session. */
let batchEngine: Promise<NodeEngine> | undefined;
afterAll(async () => (await batchEngine)?.close());

describe.each(batches)('%s batch on %i worker(s)', (output, workers, batchCases) => {
  const path = `${output}/${workers}w`;

  it.each(batchCases)('$id', { timeout: SLOW }, async (c) => {
    const engine = await (batchEngine ??= createNodeEngine({ workers: 2 }));
    const chunks: Uint8Array[] = [];
    const summary = await engine.batch(`${path}-${c.id}`, c.template, c.records, { output, workers, fileName: c.fileName }, () => {}, (chunk) => chunks.push(chunk));
    expect(summary.errors).toEqual([]);
    const bytes = new Uint8Array(Buffer.concat(chunks));
    if (output === 'merged') {
      expect(await checkMerged(path, c, bytes, scanOnLabels(c))).toEqual([]);
      return;
    }
    // Names as written (fflate reads the UTF-8 bytes), as Info-ZIP lists them, and as it extracts them to disk.
    const written = Object.keys(unzipSync(bytes));
    expect(written).toHaveLength(c.records.length);
    expect(await zipEntryNames(bytes)).toEqual(written);
    expect((await unzipToDisk(bytes)).files.sort()).toEqual([...written].sort());
    const entries = unzipSync(bytes);
    const pdfs = written.map((name) => entries[name]);
    if (output === 'zip' && workers === 1) keep('zip/1w', c, pdfs);
    expect(await checkRecordFiles(path, c, pdfs, scanOnLabels(c))).toEqual([]);
  });
});

describe('the same output on every path', () => {
  it.each(['warm', 'zip/1w', 'zip/2w', 'merged/1w', 'merged/2w'])('%s prints the same text per record as cold', (path) => {
    expect(textDifferences('cold', path)).toEqual([]);
  });

  it.each(['warm', 'zip/1w'])('%s gives the same bytes as cold, but for /CreationDate, /ModDate and /ID', { timeout: SLOW }, (path) => {
    const cold = pdfsByPath.get('cold') ?? new Map<string, Uint8Array>();
    const other = pdfsByPath.get(path) ?? new Map<string, Uint8Array>();
    expect(other.size).toBeGreaterThan(0);
    const differing: string[] = [];
    for (const [key, pdf] of other) {
      const reference = cold.get(key);
      if (!reference) continue;
      const differences = pdfDifferences(reference, pdf, 3);
      if (differences.length) differing.push(`${key}: ${differences.join(' ; ')}`);
    }
    expect(differing).toEqual([]);
  });
});
