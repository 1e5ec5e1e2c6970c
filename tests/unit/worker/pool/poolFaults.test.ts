// Render workers that fail the ways issue #9 saw, on real worker_threads running the real engine: a worker that
// exits, one stuck in an endless loop, one that throws outside any request, one that runs out of memory. Each batch
// must end with every record rendered or named, no record twice in the output, and progress that never goes back.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DataRecord, Template } from '../../../../src/templates/types';
import type { BatchOptions, BatchProgress, BatchSummary } from '../../../../src/worker/api';
import { runBatch } from '../../../../src/worker/coordinator/runBatch';
import { FAULT_PREFIX, type Fault } from '../../../../src/worker/engine/renderWorkerFaults';
import { spawnNodeWorker } from '../../../../src/worker/node/createNodeEngine';
import { RenderPool } from '../../../../src/worker/pool/renderPool';
import { pdfText } from '../support/engine';

const template: Template = {
  schemas: [[{ name: 'name', type: 'text', position: { x: 10, y: 10 }, width: 80, height: 10, fontSize: 12 }]],
  basePdf: { width: 100, height: 30, padding: [5, 5, 5, 5] },
};

const RECORDS = 14;
const FAULT_ROW = 6;

/** Records "Person 1…14"; one row (default 6) carries the fault. */
function records(fault: Fault, faultRow = FAULT_ROW): DataRecord[] {
  return Array.from({ length: RECORDS }, (_, row) => ({ name: row === faultRow ? `${FAULT_PREFIX}${fault}` : `Person ${row + 1}` }));
}

const scratch = mkdtempSync(join(tmpdir(), 'platen-pool-faults-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Outcome {
  summary: BatchSummary;
  output: Uint8Array;
  progress: BatchProgress[];
}

async function batch(fault: Fault, options: BatchOptions, control = new AbortController(), onProgress?: (p: BatchProgress) => void, faultRow = FAULT_ROW): Promise<Outcome> {
  // A small heap so the out-of-memory fault ends in a moment rather than after filling the machine's memory.
  const pool = new RenderPool(() => spawnNodeWorker(undefined, { faults: true, maxOldGenerationSizeMb: 256 }), 2);
  const chunks: Uint8Array[] = [];
  const progress: BatchProgress[] = [];
  try {
    const summary = await runBatch(pool, template, records(fault, faultRow), options, (p) => (progress.push(p), onProgress?.(p)), (chunk) => chunks.push(chunk.slice()), control.signal);
    return { summary, output: new Uint8Array(Buffer.concat(chunks)), progress };
  } finally {
    await pool.close();
  }
}

/** Entry names as unzip lists them (a repeated name would be listed twice). */
function zipEntries(zip: Uint8Array): string[] {
  const file = join(scratch, `out-${Math.random().toString(36).slice(2)}.zip`);
  writeFileSync(file, zip);
  return execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).split('\n').filter(Boolean);
}

function expectMonotonic(progress: BatchProgress[]): void {
  for (let i = 1; i < progress.length; i++) {
    expect(progress[i].done + progress[i].failed).toBeGreaterThanOrEqual(progress[i - 1].done + progress[i - 1].failed);
    expect(progress[i].done).toBeGreaterThanOrEqual(progress[i - 1].done);
  }
}

/** Every record rendered (its entry in the ZIP, once) or named in the errors; nothing else. */
function expectAllAccounted({ summary, output, progress }: Outcome): void {
  const entries = zipEntries(output);
  expect(new Set(entries).size).toBe(entries.length);
  expect(entries).toHaveLength(summary.done);
  const failedRows = new Set(summary.errors.map((e) => e.row));
  for (let row = 0; row < RECORDS; row++) {
    const rendered = entries.includes(`${String(row + 1).padStart(2, '0')}.pdf`);
    expect(rendered !== failedRows.has(row), `row ${row} rendered or failed, not both or neither`).toBe(true);
  }
  expect(summary.done + summary.failed).toBe(RECORDS);
  expect(summary.notRendered).toEqual([]);
  expectMonotonic(progress);
  // Only the faulty record may fail: its neighbours in the same task are retried apart from it.
  expect([...failedRows].every((row) => row === FAULT_ROW)).toBe(true);
}

describe('a batch over real worker threads that fail', { timeout: 240_000 }, () => {
  it('a worker that exits mid-batch: its record fails, named, and the others are rendered once', async () => {
    const outcome = await batch('close', { output: 'zip', fileName: '{row}.pdf' });
    expectAllAccounted(outcome);
    expect(outcome.summary.errors).toEqual([{ row: FAULT_ROW, message: expect.stringMatching(/^the rendering worker stopped \(worker exited with code 0\)$/) }]);
  });

  it('a worker stuck in an endless loop: stopped after the record time limit, its record named', async () => {
    const outcome = await batch('spin', { output: 'zip', fileName: '{row}.pdf', recordTimeoutMs: 3000 });
    expectAllAccounted(outcome);
    expect(outcome.summary.errors).toEqual([{ row: FAULT_ROW, message: 'rendering took longer than 3 s; the worker was stopped' }]);
  });

  it('a worker that throws outside any request: replaced, every record rendered or named', async () => {
    expectAllAccounted(await batch('throw', { output: 'zip', fileName: '{row}.pdf' }));
  });

  it('a worker that runs out of memory: its record fails, named, and the others are rendered', async () => {
    // A time limit well past how long filling the heap takes on a loaded machine: the default 10 s fired first once.
    const outcome = await batch('oom', { output: 'zip', fileName: '{row}.pdf', recordTimeoutMs: 120_000 });
    expectAllAccounted(outcome);
    expect(outcome.summary.errors).toEqual([{ row: FAULT_ROW, message: expect.stringMatching(/^the rendering worker stopped \(/) }]);
  });

  it('merged output around a stuck worker holds every other record once, in order', async () => {
    const { summary, output, progress } = await batch('spin', { output: 'merged', recordTimeoutMs: 3000 });
    expect(summary).toMatchObject({ done: RECORDS - 1, failed: 1, notRendered: [] });
    expect(summary.errors).toEqual([{ row: FAULT_ROW, message: 'rendering took longer than 3 s; the worker was stopped' }]);
    const names = pdfText(output).match(/Person \d+/g);
    expect(names).toEqual(records('spin').filter((_, row) => row !== FAULT_ROW).map((r) => r.name));
    expectMonotonic(progress);
  });

  it('cancel ends a batch whose worker is stuck (no time limit would), keeping what was rendered', async () => {
    const control = new AbortController();
    // Row 0 spins from the start while the other worker renders; the limit is far beyond the test's timeout, so
    // only the cancel can end this batch.
    const { summary, output, progress } = await batch('spin', { output: 'zip', fileName: '{row}.pdf', recordTimeoutMs: 3_600_000 }, control, (p) => {
      if (p.done >= 3) control.abort();
    }, 0);
    expect(summary.cancelled).toBe(true);
    const entries = zipEntries(output);
    expect(entries).toHaveLength(summary.done);
    expect(summary.done).toBeGreaterThanOrEqual(3);
    const listed = summary.notRendered.reduce((sum, range) => sum + range.last - range.first + 1, 0);
    expect(summary.done + summary.failed + listed).toBe(RECORDS);
    expect(summary.notRendered[0]).toMatchObject({ first: 0 });
    expectMonotonic(progress);
  });
});
