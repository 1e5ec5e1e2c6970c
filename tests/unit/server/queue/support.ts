/**
 * A small cluster for the queue tests: a real Redis (tests/unit/support/redis.ts), a scratch shared store, the runner
 * `platen serve --redis` uses, and queue workers each with its own one-thread engine, as separate machines would be.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BatchRunner, BatchStatus } from '../../../../src/server/batches/batchRunner';
import { startChunkWorker, type ChunkWorker } from '../../../../src/server/queue/chunkWorker';
import { createQueueRunner } from '../../../../src/server/queue/queueRunner';
import { createDirectoryStore } from '../../../../src/server/store/directoryStore';
import type { OutputStore } from '../../../../src/server/store/outputStore';
import type { DataRecord, Template } from '../../../../src/templates/types';
import { createNodeEngine, type NodeEngine } from '../../../../src/worker/node';
import { startRedis, type RedisOptions, type TestRedis } from '../../support/redis';

/** Short lock and stalled check: a lost worker's chunk is taken up within seconds instead of a minute. */
export const TEST_STALL_MS = 3000;

export const badgeTemplate = (): Template =>
  JSON.parse(readFileSync(fileURLToPath(new URL('../../cli/fixtures/badge.json', import.meta.url)), 'utf8')) as Template;

/** Badges named "Person 1"…; every third shares a name with the one before, so file names must be made unique. */
export function badgeRecords(count: number): DataRecord[] {
  return Array.from({ length: count }, (_, row) => ({
    name: `Person ${row % 3 === 2 ? row : row + 1}`,
    company: `Company ${row + 1}`,
    ean: '4006381333931',
  }));
}

export interface Cluster {
  redis: TestRedis;
  dataDir: string;
  store: OutputStore;
  runner: BatchRunner;
  /** A worker with its own engine, as one more machine. */
  addWorker(): Promise<ChunkWorker>;
  close(): Promise<void>;
}

export async function startCluster(chunkSize: number, redisOptions: RedisOptions = {}): Promise<Cluster> {
  const redis = await startRedis(redisOptions);
  const dataDir = mkdtempSync(join(tmpdir(), 'platen-queue-store-'));
  const store = createDirectoryStore(dataDir);
  const runner = await createQueueRunner({ redisUrl: redis.url, store, chunkSize });
  const running: { worker: ChunkWorker; engine: NodeEngine }[] = [];
  return {
    redis,
    dataDir,
    store,
    runner,
    async addWorker() {
      const engine = await createNodeEngine({ workers: 1 });
      const worker = await startChunkWorker({ redisUrl: redis.url, engine, store, workers: 1, stallMs: TEST_STALL_MS });
      running.push({ worker, engine });
      return worker;
    },
    async close() {
      for (const { worker, engine } of running.splice(0)) {
        await worker.close();
        await engine.close();
      }
      await runner.close();
      await redis.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls until `check` answers something other than undefined; fails with `what` after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The batch's status once it has ended (done, cancelled or failed). */
export const ended = (runner: BatchRunner, id: string, timeoutMs?: number): Promise<BatchStatus> =>
  waitFor(`batch ${id} to end`, async () => {
    const status = await runner.status(id);
    return status && ['done', 'cancelled', 'failed'].includes(status.state) ? status : undefined;
  }, timeoutMs);

/** The whole output of a finished batch. */
export async function outputBytes(runner: BatchRunner, id: string, range?: { start: number; end: number }): Promise<Uint8Array> {
  const output = await runner.output(id);
  if (!output) throw new Error(`batch ${id} has no output`);
  const parts: Buffer[] = [];
  for await (const part of output.open(range)) parts.push(Buffer.from(part as Uint8Array));
  return new Uint8Array(Buffer.concat(parts));
}

/** What one machine's engine gives for the same batch, for comparison. */
export async function oneMachineOutput(template: Template, records: DataRecord[], output: 'zip' | 'merged', fileName?: string): Promise<Uint8Array> {
  const engine = await createNodeEngine({ workers: 1 });
  try {
    const parts: Uint8Array[] = [];
    await engine.batch('reference', template, records, { output, fileName }, () => undefined, (part) => void parts.push(part.slice()));
    return new Uint8Array(Buffer.concat(parts));
  } finally {
    await engine.close();
  }
}
