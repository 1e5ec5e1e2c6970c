import { afterAll, describe, expect, it } from 'vitest';
import { settledWithin } from '../../../../src/server/queue/boundedClose';
import { startChunkWorker } from '../../../../src/server/queue/chunkWorker';
import { createQueueRunner } from '../../../../src/server/queue/queueRunner';
import { createDirectoryStore } from '../../../../src/server/store/directoryStore';
import { createNodeEngine, type NodeEngine } from '../../../../src/worker/node';
import { startRedis } from '../../support/redis';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('stopping while Redis is gone', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'platen-queue-store-'));
  let engine: NodeEngine | undefined;
  afterAll(async () => {
    await engine?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a chunk worker and a runner still close (a service manager stop never hangs on a lost Redis)', { timeout: 120_000 }, async () => {
    const redis = await startRedis();
    engine = await createNodeEngine({ workers: 1 });
    const store = createDirectoryStore(dataDir);
    const logged: string[] = [];
    const worker = await startChunkWorker({ redisUrl: redis.url, engine, store, workers: 1, log: (line) => logged.push(line) });
    const runner = await createQueueRunner({ redisUrl: redis.url, store, chunkSize: 10 });
    await redis.stop();

    // Before boundedClose.ts, BullMQ's close waited here forever; now each gives up after its grace period.
    await worker.close();
    await runner.close();
  });
});

describe('settledWithin', () => {
  it('answers true when the close settles, even if it rejects and nothing is idle yet', async () => {
    const neverIdle = new Promise<void>(() => undefined);
    expect(await settledWithin(Promise.resolve(), neverIdle)).toBe(true);
    expect(await settledWithin(Promise.reject(new Error('closed badly')), neverIdle)).toBe(true);
  });

  it('gives up on a close that never settles once idle, after the grace period', async () => {
    const never = new Promise<void>(() => undefined);
    expect(await settledWithin(never, Promise.resolve(), 20)).toBe(false);
  });
});
