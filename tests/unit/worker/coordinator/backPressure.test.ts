/**
 * Back-pressure from a slow output (src/node/outputBacklog.ts, runBatch's outputReady): while the output says it is
 * behind, the batch deals no new records — the ones already dealt finish and their output waits — and once it
 * catches up the batch goes on to the end, every record written once. Real render workers on worker_threads.
 */
import { describe, expect, it } from 'vitest';
import type { DataRecord, RecordList, Template } from '../../../../src/templates/types';
import type { BatchOptions, BatchProgress } from '../../../../src/worker/api';
import { PAGE_OUTPUT } from '../../../../src/worker/coordinator/outputTraits';
import { runBatch } from '../../../../src/worker/coordinator/runBatch';
import { spawnNodeWorker } from '../../../../src/worker/node/createNodeEngine';
import { RenderPool } from '../../../../src/worker/pool/renderPool';
import { pdfPages } from '../support/engine';
import { OutputBacklog } from '../../../../src/node/outputBacklog';

const template: Template = {
  schemas: [[{ name: 'name', type: 'text', position: { x: 10, y: 10 }, width: 80, height: 10, fontSize: 12 }]],
  basePdf: { width: 100, height: 30, padding: [5, 5, 5, 5] },
};

/**
 * Records that remember which rows the batch asked for. Once dealing has begun (the first outputReady), a row is
 * asked for when it is dealt to a worker; before, a ZIP batch reads every record for its entry names.
 */
function countedRecords(count: number): RecordList & { asked: Set<number> } {
  const asked = new Set<number>();
  return {
    asked,
    length: count,
    at(row: number): DataRecord | undefined {
      asked.add(row);
      return row >= 0 && row < count ? { name: `Person ${row + 1}` } : undefined;
    },
  };
}

/**
 * A batch whose output falls behind at its first chunk and stays behind until every record dealt so far is
 * rendered and a while has passed with nothing more dealt; then it catches up.
 */
async function heldBatch(output: BatchOptions['output'], total: number) {
  const pool = new RenderPool(() => spawnNodeWorker(undefined), 1);
  const records = countedRecords(total);
  const chunks: Uint8Array[] = [];
  let release: () => void = () => {};
  let held: Promise<void> | undefined;
  let waits = 0;
  let dealing = false;
  let caughtUpAt: number | undefined;
  let settledWhileHeld: () => void = () => {};
  const allDealtSettled = new Promise<void>((resolve) => (settledWhileHeld = resolve));
  const onProgress = (progress: BatchProgress) => {
    if (held && progress.done + progress.failed === records.asked.size) settledWhileHeld();
  };
  try {
    const batch = runBatch(
      pool,
      template,
      records,
      { output },
      onProgress,
      (chunk) => {
        chunks.push(chunk.slice());
        held ??= new Promise<void>((resolve) => (release = resolve));
      },
      new AbortController().signal,
      // Chunks of 1 KB: the first reaches the output as soon as the first group or run is written.
      { ...PAGE_OUTPUT, chunkBytes: 1024 },
      () => {
        if (!dealing) {
          dealing = true;
          records.asked.clear();
        }
        if (!held || caughtUpAt !== undefined) return undefined;
        waits += 1;
        return held;
      },
    );
    await allDealtSettled;
    // Nothing is in flight now; a batch that ignored the output would have dealt on as each group ended.
    const dealtWhileHeld = records.asked.size;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const dealtAfterWaiting = records.asked.size;
    caughtUpAt = dealtAfterWaiting;
    release();
    const summary = await batch;
    return { summary, dealtWhileHeld, dealtAfterWaiting, waits, output: new Uint8Array(Buffer.concat(chunks)), asked: records.asked.size };
  } finally {
    await pool.close();
  }
}

describe('a batch whose output falls behind', () => {
  it('deals no more ZIP groups until the output catches up, then writes every record', async () => {
    const run = await heldBatch('zip', 120);
    expect(run.waits).toBeGreaterThan(0);
    expect(run.dealtWhileHeld).toBeGreaterThan(0);
    // The window (4 groups of 4 for 1 worker), and groups dealt before the first chunk reached the output.
    expect(run.dealtWhileHeld).toBeLessThan(120);
    expect(run.dealtAfterWaiting).toBe(run.dealtWhileHeld);
    expect(run.summary).toMatchObject({ done: 120, failed: 0, total: 120, cancelled: false });
    expect(run.asked).toBe(120);
    // 120 local headers, each record once.
    expect(Buffer.from(run.output).toString('latin1').split('PK\u0003\u0004').length - 1).toBe(120);
  });

  it('deals no more merged runs until the output catches up, then merges every page', async () => {
    const run = await heldBatch('merged', 400);
    expect(run.waits).toBeGreaterThan(0);
    // The window (2 runs of 40 for 1 worker), and runs dealt before the first chunk reached the output.
    expect(run.dealtWhileHeld).toBeLessThan(400);
    expect(run.dealtAfterWaiting).toBe(run.dealtWhileHeld);
    expect(run.summary).toMatchObject({ done: 400, failed: 0, total: 400, cancelled: false });
    expect(pdfPages(run.output)).toBe(400);
  });
});

describe('the output backlog', () => {
  it('asks the batch to wait past its limit, and lets it go once written below it or when the writer ends', async () => {
    const backlog = new OutputBacklog(100);
    backlog.add(100);
    expect(backlog.ready()).toBeUndefined();
    backlog.add(50);
    const waiting = backlog.ready();
    expect(waiting).toBeInstanceOf(Promise);
    let let_go = false;
    void waiting!.then(() => (let_go = true));
    backlog.written(40);
    await Promise.resolve();
    expect(let_go).toBe(false);
    backlog.written(10);
    await waiting;
    backlog.add(500);
    const failed = backlog.ready();
    backlog.end();
    await failed;
    expect(backlog.ready()).toBeUndefined();
  });
});
