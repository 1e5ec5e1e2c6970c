/**
 * Batches as chunks on a BullMQ queue, for `platen serve --redis URL`: start writes the template and each chunk's rows
 * to the shared store, records the batch in Redis and enqueues one job per chunk; any number of `platen worker`
 * processes render them (chunkWorker.ts). Status, output and cancel read and write the same Redis and store, so any
 * serve process can answer for any batch.
 */
import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import type { BatchNotes, BatchRequest, BatchRunner, BatchStatus } from '../batches/batchRunner';
import { BATCHES_PREFIX, type OutputStore } from '../store/outputStore';
import { createBatchRecord, finishBatch, readBatchRecord, type BatchRecord } from './batchRecord';
import { CHUNK_JOB_OPTIONS, chunkTotal, DEFAULT_CHUNK_SIZE, MAX_CHUNK_SIZE, MIN_CHUNK_SIZE, splitIntoChunks, type ChunkJobData } from './chunkJob';
import { settledWithin } from './boundedClose';
import { probeRedis, redisConnection } from './redisConnection';
import { allBatchKeys, ASSEMBLE_JOB, assembleJobId, batchIndexKey, batchKeys, CHUNK_JOB, chunkJobId, DEFAULT_PREFIX, QUEUE_NAME, storeKeys } from './names';
import { finishedChunks, readCounts, readErrors } from './progressStore';
import { sweepExpired, type SweepSource } from '../batches/retention';

export interface QueueRunnerOptions {
  redisUrl: string;
  store: OutputStore;
  /** records per chunk; default 500 */
  chunkSize?: number;
  /** Redis key prefix shared with the workers; default 'platen' */
  prefix?: string;
}

const contentTypeOf = (batch: BatchRecord): 'application/zip' | 'application/pdf' =>
  batch.output === 'zip' ? 'application/zip' : 'application/pdf';
const fileNameOf = (id: string, batch: BatchRecord) => `batch-${id}.${batch.output === 'zip' ? 'zip' : 'pdf'}`;
/** Done, or cancelled with some finished chunks assembled (assemble.ts). */
const hasOutput = (batch: BatchRecord) => batch.state === 'done' || (batch.state === 'cancelled' && (batch.outputBytes ?? 0) > 0);

export async function createQueueRunner(options: QueueRunnerOptions): Promise<BatchRunner> {
  const prefix = options.prefix ?? DEFAULT_PREFIX;
  const chunkSize = Math.min(MAX_CHUNK_SIZE, Math.max(MIN_CHUNK_SIZE, Math.floor(options.chunkSize ?? DEFAULT_CHUNK_SIZE)));
  const { store } = options;
  await probeRedis(options.redisUrl);
  const redis = redisConnection(options.redisUrl);
  const queueConnection = redisConnection(options.redisUrl);
  const queue = new Queue(QUEUE_NAME, { connection: queueConnection, prefix });
  // While Redis is away, calls wait for it (redisConnection.ts); its reconnect errors need no second report here.
  queue.on('error', () => undefined);
  await queue.waitUntilReady();

  const status = async (id: string): Promise<BatchStatus | undefined> => {
    const keys = batchKeys(prefix, id);
    const batch = await readBatchRecord(redis, keys.meta);
    if (!batch) return undefined;
    // A cancelled batch counts the chunks finished before the cancel: the ones its output is made of.
    const only = batch.state === 'cancelled' ? await finishedChunks(redis, keys) : undefined;
    const [counts, errors] = await Promise.all([readCounts(redis, keys, only), readErrors(redis, keys, only)]);
    const settled = counts.done + counts.failed;
    const seconds = batch.startedAt ? ((batch.finishedAt ? Date.parse(batch.finishedAt) : Date.now()) - batch.startedAt) / 1000 : 0;
    const recordsPerSecond = seconds > 0 ? settled / seconds : 0;
    const remaining = batch.total - settled;
    return {
      id,
      state: batch.state === 'queued' && batch.startedAt ? 'running' : batch.state,
      progress: {
        done: counts.done,
        failed: counts.failed,
        total: batch.total,
        recordsPerSecond,
        etaSeconds: batch.state !== 'queued' || remaining === 0 ? 0 : recordsPerSecond > 0 ? remaining / recordsPerSecond : Number.NaN,
      },
      errors,
      createdAt: batch.createdAt,
      ...(batch.finishedAt ? { finishedAt: batch.finishedAt } : {}),
      ...(batch.message ? { message: batch.message } : {}),
      ...(hasOutput(batch)
        ? { output: { contentType: contentTypeOf(batch), bytes: batch.outputBytes ?? 0, fileName: fileNameOf(id, batch) } }
        : {}),
    };
  };

  const sweepSource: SweepSource = {
    store,
    async candidates() {
      const known = await redis.zrangebyscore(batchIndexKey(prefix), '-inf', String(Date.now()));
      return new Set([...(await store.children(BATCHES_PREFIX)), ...known]);
    },
    async endedAt(id) {
      const batch = await readBatchRecord(redis, batchKeys(prefix, id).meta);
      if (batch?.state === 'queued') return 'live';
      if (batch?.finishedAt) return Date.parse(batch.finishedAt);
      return store.modifiedAt(`${BATCHES_PREFIX}${id}/`);
    },
    async forget(id) {
      await redis.multi().del(...allBatchKeys(prefix, id)).zrem(batchIndexKey(prefix), id).exec();
    },
  };

  return {
    async start({ template, records, options: batchOptions, notes }: BatchRequest) {
      const id = randomUUID().replaceAll('-', '');
      const keys = storeKeys(id);
      // Before the batch exists in Redis: a process that can read the batch can read its notes.
      if (notes) await redis.set(batchKeys(prefix, id).notes, JSON.stringify(notes));
      const chunks = splitIntoChunks(records, batchOptions, chunkSize);
      // Inputs first: a worker that takes a job finds everything it names.
      await store.put(keys.template, Buffer.from(JSON.stringify(template)));
      for (const [index, chunk] of chunks.entries()) await store.put(keys.chunkInput(index), Buffer.from(JSON.stringify(chunk)));
      await createBatchRecord(redis, batchKeys(prefix, id).meta, batchIndexKey(prefix), id, {
        state: 'queued',
        output: batchOptions.output,
        chunks: chunks.length,
        total: chunks.reduce((sum, chunk) => sum + chunkTotal(chunk), 0),
        rowCount: records.length,
        chunkSize,
        createdAt: new Date().toISOString(),
        recordTimeoutMs: batchOptions.recordTimeoutMs,
      });
      if (chunks.length === 0) {
        await queue.add(ASSEMBLE_JOB, { batchId: id }, { ...CHUNK_JOB_OPTIONS, jobId: assembleJobId(id) });
      } else {
        await queue.addBulk(
          chunks.map((_, index) => ({
            name: CHUNK_JOB,
            data: { batchId: id, index } satisfies ChunkJobData,
            opts: { ...CHUNK_JOB_OPTIONS, jobId: chunkJobId(id, index) },
          })),
        );
      }
      return (await status(id))!;
    },

    status,

    async notes(id) {
      const text = await redis.get(batchKeys(prefix, id).notes);
      return text === null ? undefined : (JSON.parse(text) as BatchNotes);
    },

    async output(id) {
      const batch = await readBatchRecord(redis, batchKeys(prefix, id).meta);
      if (!batch || !hasOutput(batch)) return undefined;
      const key = storeKeys(id).output(batch.output);
      const bytes = await store.size(key);
      if (bytes === undefined) return undefined;
      return { contentType: contentTypeOf(batch), bytes, fileName: fileNameOf(id, batch), open: (range) => store.open(key, range) };
    },

    async cancel(id) {
      const keys = batchKeys(prefix, id);
      const batch = await readBatchRecord(redis, keys.meta);
      if (!batch) return undefined;
      if (await finishBatch(redis, keys.meta, 'cancelled')) {
        // Waiting chunks are removed; a running one sees the state within a second and stops (chunkProcessor.ts).
        for (let index = 0; index < batch.chunks; index += 1) {
          await queue.remove(chunkJobId(id, index)).catch(() => 0);
        }
        // What was rendered is kept, as in embedded mode: the finished chunks are assembled (assemble.ts).
        await queue.add(ASSEMBLE_JOB, { batchId: id }, { ...CHUNK_JOB_OPTIONS, jobId: assembleJobId(id) });
      }
      return status(id);
    },

    sweep: (before) => sweepExpired(sweepSource, before),

    async close() {
      await settledWithin(queue.close(), Promise.resolve());
      redis.disconnect();
      queueConnection.disconnect();
    },
  };
}
