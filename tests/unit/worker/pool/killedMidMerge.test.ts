// A render worker lost in the middle of a merged batch whose parts share streams (issue #9 meets the repeated
// streams of mergedPdfWriter.ts): every part carries the same logo, which the merged file writes once and every
// later part refers to. The lost run is rendered again in smaller tasks, each a part of its own with the logo in it
// again; the file must still be valid, hold every other record's page in order, and the logo once.
import { execFileSync } from 'node:child_process';
import { PDFDocument, PDFName, PDFRawStream } from '@pdfme/pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import type { DataRecord, Template } from '../../../../src/templates/types';
import type { BatchSummary } from '../../../../src/worker/api';
import { mergedRuns, runBatch } from '../../../../src/worker/coordinator/runBatch';
import { FAULT_PREFIX } from '../../../../src/worker/engine/renderWorkerFaults';
import { spawnNodeWorker } from '../../../../src/worker/node/createNodeEngine';
import { RenderPool } from '../../../../src/worker/pool/renderPool';
import { logoDataUrl } from '../../../../bench/fixtures/logoPng';
import { onDisk, pageCount, pdfPageTexts, qpdfProblems, removeScratchDirs } from '../../../support/readBack';

const template: Template = {
  schemas: [
    [
      { name: 'logo', type: 'image', content: logoDataUrl(), readOnly: true, position: { x: 5, y: 5 }, width: 20, height: 20 },
      { name: 'name', type: 'text', position: { x: 30, y: 10 }, width: 65, height: 10, fontSize: 12 },
    ],
  ],
  basePdf: { width: 100, height: 30, padding: [0, 0, 0, 0] },
} as unknown as Template;

const WORKERS = 2;
/**
 * Runs of 20, 20 and 1 (runBatch's mergedRuns) on two workers: the second run loses its worker at its eleventh record
 * and is rendered again around it as two parts (the ten before, the nine after), so four parts carry the logo.
 */
const RECORDS = 41;
const LOST_ROW = 30;

const records: DataRecord[] = Array.from({ length: RECORDS }, (_, row) => ({ name: row === LOST_ROW ? `${FAULT_PREFIX}close` : `Person ${row + 1}` }));

afterAll(() => removeScratchDirs());

/** The image XObjects of a PDF: [page, kind (image or smask), object number] as pdfimages lists them. */
function imagesByPage(pdf: Uint8Array): { page: number; kind: string; object: number }[] {
  const lines = execFileSync('pdfimages', ['-list', onDisk(pdf)], { encoding: 'utf8' }).trim().split('\n').slice(2);
  return lines.map((line) => {
    const columns = line.trim().split(/\s+/);
    return { page: Number(columns[0]), kind: columns[2], object: Number(columns[10]) };
  });
}

async function imageStreams(pdf: Uint8Array): Promise<number> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  return [...doc.context.enumerateIndirectObjects()].filter(([, object]) => object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')).length;
}

describe('a merged batch that loses a render worker while its parts share a logo', { timeout: 120_000 }, () => {
  it('is one valid file with every other record once, in order, and the logo written once', async () => {
    expect(mergedRuns(records.map((_, row) => row), WORKERS)).toHaveLength(3);
    const pool = new RenderPool(() => spawnNodeWorker(undefined, { faults: true }), WORKERS);
    const chunks: Uint8Array[] = [];
    let summary: BatchSummary;
    try {
      summary = await runBatch(pool, template, records, { output: 'merged' }, () => {}, (chunk) => chunks.push(chunk.slice()), new AbortController().signal);
    } finally {
      await pool.close();
    }
    const pdf = new Uint8Array(Buffer.concat(chunks));

    // The record that stops its worker, twice, fails by name; none is left unaccounted for.
    expect(summary).toMatchObject({ done: RECORDS - 1, failed: 1, notRendered: [] });
    expect(summary.errors).toEqual([{ row: LOST_ROW, message: expect.stringMatching(/^the rendering worker stopped \(/) }]);

    expect(await qpdfProblems(pdf)).toEqual([]);
    expect(await pageCount(pdf)).toBe(RECORDS - 1);
    const names = (await pdfPageTexts(pdf)).map((text) => text.trim());
    expect(names).toEqual(records.filter((_, row) => row !== LOST_ROW).map((record) => record.name));

    // Every page draws the logo, and all of them draw the same objects: one image (and its mask, if it has one).
    const images = imagesByPage(pdf);
    expect(new Set(images.filter(({ kind }) => kind === 'image').map(({ page }) => page)).size).toBe(RECORDS - 1);
    const objects = new Set(images.map(({ object }) => object));
    expect(new Set(images.filter(({ kind }) => kind === 'image').map(({ object }) => object)).size).toBe(1);
    expect(objects.size).toBeLessThanOrEqual(2);
    expect(await imageStreams(pdf)).toBe(objects.size);
  });
});
