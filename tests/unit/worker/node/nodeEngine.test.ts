import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createNodeEngine } from '../../../../src/worker/node';
import { spawnNodeWorker } from '../../../../src/worker/node/createNodeEngine';
import { RenderPool } from '../../../../src/worker/pool/renderPool';
import { MergedOutput } from '../../../../src/worker/coordinator/mergedOutput';
import { pdfDeflate } from '../../../../src/worker/engine/pdfDeflate';
import type { BatchProgress } from '../../../../src/worker/api';
import { invoiceRecord, invoiceTemplate } from '../../../../bench/fixtures/invoice';
import { pdfPages, pdfText } from '../support/engine';

describe('the Node engine (worker_threads, as the CLI uses it)', () => {
  it('renders a ZIP and a merged PDF of invoices on two workers', { timeout: 180_000 }, async () => {
    const engine = await createNodeEngine({ workers: 2 });
    try {
      const template = invoiceTemplate();
      const records = Array.from({ length: 12 }, (_, i) => invoiceRecord(i));
      const chunks: Uint8Array[] = [];
      const progress: BatchProgress[] = [];
      const zip = await engine.batch('z', template, records, { output: 'zip', fileName: '{invoiceNo}.pdf' }, (p) => progress.push(p), (c) => chunks.push(c));
      expect(zip).toMatchObject({ done: 12, failed: 0 });
      const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
      expect(Object.keys(files)).toEqual(records.map((r) => `${r.invoiceNo}.pdf`));
      expect(progress.at(-1)).toMatchObject({ done: 12, total: 12 });

      const merged: Uint8Array[] = [];
      const mergedProgress: BatchProgress[] = [];
      const summary = await engine.batch('m', template, records, { output: 'merged' }, (p) => mergedProgress.push(p), (c) => merged.push(c));
      expect(summary.done).toBe(12);
      expect(mergedProgress.at(-1)).toMatchObject({ done: 12, total: 12 });
      const pdf = new Uint8Array(Buffer.concat(merged));
      expect(pdfPages(pdf)).toBe(12);
      expect(pdfText(pdf)).toContain(records[11].invoiceNo);

      const one = await engine.render(template, records[0]);
      expect(one.ok).toBe(true);
    } finally {
      await engine.close();
    }
  });
});

describe('a worker thread that crashes', () => {
  it('is noticed, replaced, and its records rendered on the new worker', { timeout: 120_000 }, async () => {
    const pool = new RenderPool(() => spawnNodeWorker(undefined), 1);
    let attempts = 0;
    try {
      const files = await pool.run(async (api) => {
        attempts += 1;
        if (attempts === 1) {
          await api.crash(); // the thread throws outside any request and exits
          return new Promise<never>(() => {}); // and never answers
        }
        return api.renderEach(invoiceTemplate(), [{ row: 5, record: invoiceRecord(5) }]);
      });
      expect(attempts).toBe(2);
      expect(pool.replaced).toBe(1);
      expect(files[0]).toMatchObject({ row: 5, errors: [] });
      expect(pdfText(files[0].pdf!)).toContain(invoiceRecord(5).invoiceNo);
    } finally {
      await pool.close();
    }
  });
});

describe('a render worker thread asked for a merged part', () => {
  it('hands it over as objects for a batch of several runs, and as a file otherwise', { timeout: 120_000 }, async () => {
    const pool = new RenderPool(() => spawnNodeWorker(undefined), 1);
    try {
      const items = [0, 1, 2].map((row) => ({ row, record: invoiceRecord(row) }));
      const objects = await pool.run((api) => api.renderMerged(invoiceTemplate(), items, undefined, 'objects'));
      expect(objects).toMatchObject({ pdf: null, rows: [0, 1, 2], errors: [] });
      expect(objects.objects!.pages).toHaveLength(3);
      // what crossed the thread boundary writes the records' pages
      const written: Uint8Array[] = [];
      const output = new MergedOutput((bytes) => written.push(bytes.slice()), pdfDeflate);
      await output.add(objects.objects!);
      await output.finish();
      const merged = new Uint8Array(Buffer.concat(written));
      expect(pdfPages(merged)).toBe(3);
      expect(pdfText(merged)).toContain(invoiceRecord(2).invoiceNo);
      const file = await pool.run((api) => api.renderMerged(invoiceTemplate(), items));
      expect(file.objects).toBeUndefined();
      expect(pdfPages(file.pdf!)).toBe(3);
    } finally {
      await pool.close();
    }
  });
});
