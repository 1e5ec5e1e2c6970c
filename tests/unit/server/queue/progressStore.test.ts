import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchKeys } from '../../../../src/server/queue/names';
import { finishChunk, readCounts, readErrors, saveChunkProgress } from '../../../../src/server/queue/progressStore';
import { startRedis, type TestRedis } from '../../support/redis';

describe("a queue batch's progress in Redis", () => {
  let server: TestRedis;
  let redis: Redis;
  beforeAll(async () => {
    server = await startRedis();
    redis = new Redis(server.url);
  }, 60_000);
  afterAll(async () => {
    redis?.disconnect();
    await server?.stop();
  });

  it('never goes back when a chunk is rendered again from its start, and sums the chunks', async () => {
    const keys = batchKeys('test', 'progress');
    await saveChunkProgress(redis, keys, 0, { done: 10, failed: 1 });
    await saveChunkProgress(redis, keys, 1, { done: 3, failed: 0 });
    // Chunk 0's worker was lost; its new run reports from 0 again.
    await saveChunkProgress(redis, keys, 0, { done: 0, failed: 0 });
    await saveChunkProgress(redis, keys, 0, { done: 5, failed: 0 });
    expect(await readCounts(redis, keys)).toEqual({ done: 13, failed: 1 });
    await saveChunkProgress(redis, keys, 0, { done: 12, failed: 1 });
    expect(await readCounts(redis, keys)).toEqual({ done: 15, failed: 1 });
  });

  it("keeps a chunk's final figures and errors once, however often it finishes", async () => {
    const keys = batchKeys('test', 'finish');
    const error = { row: 507, field: 'ean', message: 'invalid EAN-13' };
    expect(await finishChunk(redis, keys, 1, { done: 19, failed: 1 }, [error])).toBe(1);
    expect(await finishChunk(redis, keys, 1, { done: 19, failed: 1 }, [error])).toBe(1);
    expect(await finishChunk(redis, keys, 0, { done: 20, failed: 0 }, [])).toBe(2);
    expect(await readCounts(redis, keys)).toEqual({ done: 39, failed: 1 });
    expect(await readErrors(redis, keys)).toEqual([error]);
  });
});
