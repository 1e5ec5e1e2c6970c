import { describe, expect, it } from 'vitest';
import { poolSize, RenderPool, TaskCancelledError, type WorkerSlot } from '../../../../src/worker/pool/renderPool';
import { RecordTimeLimit } from '../../../../src/worker/pool/recordTimeLimit';

/** A pretend worker: tasks run on it; `kill` fires its death as a crashed worker would. */
function fakeWorkers(behaviour: (workerNo: number) => 'ok' | 'dies') {
  const started: { kill(): void }[] = [];
  const terminated: number[] = [];
  const spawn = (): WorkerSlot => {
    const workerNo = started.length;
    let onDeath: (reason: string) => void = () => {};
    const kill = () => onDeath(`worker ${workerNo} crashed`);
    started.push({ kill });
    const api = {
      renderEach: async (_template: unknown, items: { row: number }[]) => {
        if (behaviour(workerNo) === 'dies') {
          setTimeout(kill, 5);
          return new Promise(() => {}); // a dead worker never answers
        }
        return items.map(({ row }) => ({ row, errors: [], pdf: new Uint8Array([workerNo]) }));
      },
    };
    return { api: api as unknown as WorkerSlot['api'], onDeath: (listener) => (onDeath = listener), terminate: () => terminated.push(workerNo) };
  };
  return { spawn, started, terminated };
}

describe('the render pool', () => {
  it('sizes itself to the cores, at least one, capped by the request', () => {
    expect(poolSize(8)).toBe(8);
    expect(poolSize(8, 2)).toBe(2);
    expect(poolSize(2, 16)).toBe(2);
    expect(poolSize(0)).toBe(1);
  });

  it('replaces a worker that dies and retries its records once on another', async () => {
    const { spawn, started } = fakeWorkers((n) => (n === 0 ? 'dies' : 'ok'));
    const pool = new RenderPool(spawn, 1);
    const files = await pool.run((api) => api.renderEach({} as never, [{ row: 7, record: {} }]));
    expect(files).toEqual([expect.objectContaining({ row: 7 })]);
    expect(pool.replaced).toBe(1);
    expect(started).toHaveLength(2);
    await pool.close();
  });

  it('fails the task with a clear message when its retry dies too', async () => {
    const { spawn } = fakeWorkers(() => 'dies');
    const pool = new RenderPool(spawn, 2);
    await expect(pool.run((api) => api.renderEach({} as never, [{ row: 1, record: {} }]))).rejects.toThrow(/the rendering worker stopped \(worker 1 crashed\)/);
    await pool.close();
  });

  it('gives up, failing every waiting task, when workers die whatever they are given', async () => {
    const { spawn, started } = fakeWorkers(() => 'dies');
    const pool = new RenderPool(spawn, 2);
    const tasks = Array.from({ length: 50 }, (_, row) => pool.run((api) => api.renderEach({} as never, [{ row, record: {} }])));
    const results = await Promise.allSettled(tasks);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(started.length).toBeLessThan(10);
    await pool.close();
  });

  it('runs tasks on as many workers as it has, no more', async () => {
    const { spawn, started } = fakeWorkers(() => 'ok');
    const pool = new RenderPool(spawn, 2);
    await Promise.all(Array.from({ length: 10 }, (_, row) => pool.run((api) => api.renderEach({} as never, [{ row, record: {} }]))));
    expect(started).toHaveLength(2);
    await pool.close();
    await expect(pool.run((api) => api.renderEach({} as never, []))).rejects.toThrow(/closed/);
  });

  it('starts workers ahead of the first task when asked, never more than its size, and uses them for the tasks', async () => {
    const { spawn, started } = fakeWorkers(() => 'ok');
    const pool = new RenderPool(spawn, 2);
    pool.prestart(1);
    expect(started).toHaveLength(1);
    pool.prestart(5);
    expect(started).toHaveLength(2);
    await Promise.all(Array.from({ length: 6 }, (_, row) => pool.run((api) => api.renderEach({} as never, [{ row, record: {} }]))));
    expect(started).toHaveLength(2);
    await pool.close();
    pool.prestart(2);
    expect(started).toHaveLength(2);
  });

  it('stops a worker that falls silent for longer than the record limit, and retries its task on a new one', async () => {
    const { spawn, terminated } = fakeWorkers(() => 'ok');
    const pool = new RenderPool(spawn, 1);
    let attempts = 0;
    const answer = await pool.run(
      async (_api, watch) => {
        attempts += 1;
        watch.heard({ kind: 'ready' });
        if (attempts === 1) return new Promise<string>(() => {}); // stuck: no sign, no answer, no event
        return 'rendered';
      },
      { limit: new RecordTimeLimit(50) },
    );
    expect(answer).toBe('rendered');
    expect(terminated).toEqual([0]);
    expect(pool.replaced).toBe(1);
    await pool.close();
  });

  it('names the limit when a silent task has no retries left', async () => {
    const { spawn } = fakeWorkers(() => 'ok');
    const pool = new RenderPool(spawn, 1);
    const stuck = pool.run(async (_api, watch) => (watch.heard({ kind: 'ready' }), new Promise<never>(() => {})), { limit: new RecordTimeLimit(1500), retries: 0 });
    await expect(stuck).rejects.toThrow('rendering took longer than 1.5 s; the worker was stopped');
    await pool.close();
  });

  it('on a loaded machine, lets the limit grow until records fit instead of giving up on the batch', async () => {
    // Every record takes 150 ms of the clock, three times the first limit: a 2-core machine busy with other work ran
    // every first record past its 10 s, and the pool gave up on all 10,000 records.
    const { spawn } = fakeWorkers(() => 'ok');
    const pool = new RenderPool(spawn, 2);
    const limit = new RecordTimeLimit(undefined, { firstMs: 50, minMs: 50, maxMs: 20_000 });
    const slowRecord = async (_api: unknown, watch: { heard(sign: { kind: 'ready' } | { kind: 'record'; row: number; ok: boolean }): void }, row: number) => {
      watch.heard({ kind: 'ready' });
      await new Promise((resolve) => setTimeout(resolve, 150));
      watch.heard({ kind: 'record', row, ok: true });
      return row;
    };
    const rows = Array.from({ length: 12 }, (_, row) => row);
    const results = await Promise.allSettled(rows.map((row) => pool.run((api, watch) => slowRecord(api, watch, row), { limit })));
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : String(r.reason)))).toEqual(rows);
    expect(limit.recordMs).toBeGreaterThanOrEqual(150);
    await pool.close();
  });

  it('still stops a stuck worker at once once the batch has a pace of its own', async () => {
    const { spawn } = fakeWorkers(() => 'ok');
    const pool = new RenderPool(spawn, 1);
    const limit = new RecordTimeLimit(undefined, { firstMs: 300, minMs: 300, maxMs: 20_000 });
    for (let row = 0; row < 6; row += 1) {
      await pool.run(async (_api, watch) => (watch.heard({ kind: 'ready' }), watch.heard({ kind: 'record', row, ok: true }), row), { limit });
    }
    let attempts = 0;
    const stuck = pool.run(async (_api, watch) => (attempts += 1, watch.heard({ kind: 'ready' }), new Promise<never>(() => {})), { limit });
    await expect(stuck).rejects.toThrow('rendering took longer than 0.3 s; the worker was stopped');
    expect(attempts).toBe(2); // tried, retried once, then named: the limit did not grow
    expect(limit.recordMs).toBe(300);
    await pool.close();
  });

  it('stops a cancelled task whose worker spoke just after the cancel and then went silent, whatever its time limit', { timeout: 30_000 }, async () => {
    const { spawn, terminated } = fakeWorkers(() => 'ok');
    const pool = new RenderPool(spawn, 1);
    const control = new AbortController();
    // "ready" 100 ms after the cancel (a worker that was still preparing), then a loop: no record ever finishes.
    const running = pool.run(
      async (_api, watch) => (setTimeout(() => watch.heard({ kind: 'ready' }), 100), new Promise<never>(() => {})),
      { signal: control.signal, limit: new RecordTimeLimit(3_600_000), retries: 0 },
    );
    control.abort();
    await expect(running).rejects.toBeInstanceOf(TaskCancelledError);
    expect(terminated).toEqual([0]);
    await pool.close();
  });

  it('cancels a queued task at once and stops the worker of a running one that does not answer', async () => {
    const { spawn, terminated } = fakeWorkers(() => 'ok');
    const pool = new RenderPool(spawn, 1);
    const control = new AbortController();
    const running = pool.run(() => new Promise<never>(() => {}), { signal: control.signal });
    const queued = pool.run(async () => 'never run', { signal: control.signal });
    control.abort();
    await expect(queued).rejects.toBeInstanceOf(TaskCancelledError);
    await expect(running).rejects.toBeInstanceOf(TaskCancelledError);
    expect(terminated).toEqual([0]);
    // the pool goes on with a new worker
    await expect(pool.run((api) => api.renderEach({} as never, [{ row: 3, record: {} }]))).resolves.toEqual([expect.objectContaining({ row: 3 })]);
    await pool.close();
  });
});
