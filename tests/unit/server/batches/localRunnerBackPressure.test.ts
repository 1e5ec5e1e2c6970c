/**
 * `platen serve`'s own runner (src/server/batches/localRunner.ts) hands the engine its store's backlog: while the
 * store has not taken the output (a slow disk, a far bucket), outputReady answers with a promise, so the batch deals
 * no more records (runBatch; tests/unit/worker/coordinator/backPressure.test.ts) until the store catches up.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalRunner } from '../../../../src/server/batches/localRunner';
import { createDirectoryStore } from '../../../../src/server/store/directoryStore';
import { OUTPUT_BACKLOG_BYTES } from '../../../../src/node/outputBacklog';
import type { BatchSummary, OutputReady, OutputSink } from '../../../../src/worker/api';
import type { Template } from '../../../../src/templates/types';

const dir = mkdtempSync(join(tmpdir(), 'platen-runner-back-pressure-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const template: Template = { schemas: [[]], basePdf: { width: 10, height: 10, padding: [0, 0, 0, 0] } };

describe('a batch run in the serve process, to a store slower than rendering', () => {
  it('is asked to wait while the store has not taken its output, and is let go once it has', async () => {
    const disk = createDirectoryStore(dir);
    let storeMayRead: () => void = () => {};
    const storeReads = new Promise<void>((resolve) => (storeMayRead = resolve));
    // The store takes nothing until told: a disk that has stalled.
    const store = { ...disk, putStream: async (key: string, source: Readable) => (await storeReads, disk.putStream(key, source)) };
    const chunk = new Uint8Array(1 << 20).fill(0x25);
    const chunks = Math.ceil((OUTPUT_BACKLOG_BYTES * 1.5) / chunk.length);
    const seen: { before?: unknown; whileStalled?: unknown; after?: unknown } = {};
    let done: () => void = () => {};
    const finished = new Promise<void>((resolve) => (done = resolve));
    const engine = {
      async batch(_id: string, _t: unknown, _r: unknown, _o: unknown, _p: unknown, onOutput: OutputSink, outputReady?: OutputReady): Promise<BatchSummary> {
        seen.before = outputReady?.();
        for (let i = 0; i < chunks; i += 1) onOutput(chunk, false);
        const waiting = outputReady?.();
        seen.whileStalled = waiting;
        storeMayRead();
        await waiting;
        seen.after = outputReady?.();
        onOutput(new Uint8Array(0), true);
        done();
        return { done: 1, failed: 0, total: 1, cancelled: false, errors: [], notRendered: [], bytes: chunks * chunk.length, elapsedMs: 1 };
      },
      async cancel() {},
    };
    const runner = createLocalRunner({ engine, store });
    const started = await runner.start({ template, records: [{}], options: { output: 'zip' } });
    await finished;
    expect(seen.before).toBeUndefined();
    expect(seen.whileStalled).toBeInstanceOf(Promise);
    expect(seen.after).toBeUndefined();
    let status = await runner.status(started.id);
    while (status?.state === 'queued' || status?.state === 'running') status = await new Promise((resolve) => setTimeout(() => resolve(runner.status(started.id)), 20));
    expect(status?.state).toBe('done');
    expect(status?.output?.bytes).toBe(chunks * chunk.length);
    await runner.close();
  });
});
