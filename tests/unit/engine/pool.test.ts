import { describe, expect, it } from 'vitest';
import { poolSize, RenderPool, type WorkerSlot } from '../../../src/worker/pool/renderPool';

/** A pretend worker: tasks run on it; `kill` fires its death as a crashed worker would. */
function fakeWorkers(behaviour: (workerNo: number) => 'ok' | 'dies') {
  const started: { kill(): void }[] = [];
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
    return { api: api as unknown as WorkerSlot['api'], onDeath: (listener) => (onDeath = listener), terminate: () => {} };
  };
  return { spawn, started };
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
    await expect(pool.run((api) => api.renderEach({} as never, [{ row: 1, record: {} }]))).rejects.toThrow(/stopped twice/);
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
});
