/**
 * One chunk on one machine: its rows rendered by this worker's engine (its own thread pool), the output written to the
 * shared store under the chunk's key (a second run replaces it), progress and record errors reported in the batch's
 * row numbering. The batch's state is polled while it runs, so a cancel stops the chunk within about a second.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Template } from '../../templates/types';
import type { RecordError } from '../../worker/api';
import type { NodeEngine } from '../../worker/node';
import type { OutputStore } from '../store/outputStore';
import { markStarted, readBatchRecord, readState } from './batchRecord';
import type { ChunkInput, ChunkJobData } from './chunkJob';
import { batchKeys, storeKeys } from './names';
import { countStart, finishChunk, saveChunkProgress } from './progressStore';
import { retryStoreWrite } from '../store/storeRetry';

export interface ChunkContext {
  redis: Redis;
  prefix: string;
  engine: NodeEngine;
  store: OutputStore;
  /** render threads the engine uses for a chunk */
  workers?: number;
  /** ms a failing store write is retried before the chunk (or the assembly) fails (storeRetry.ts) */
  storeRetryMs: number;
  /** where a store write being retried is told */
  log?: (message: string) => void;
}

/** How often a running chunk looks whether its batch was cancelled, and saves its progress. */
const POLL_MS = 1000;
const PROGRESS_SAVE_MS = 500;

/** 'skipped': the batch had ended (or is gone) before the chunk began; 'cancelled': it ended while the chunk ran. */
export type ChunkOutcome = { kind: 'finished'; chunksFinished: number } | { kind: 'skipped' } | { kind: 'cancelled' };

export async function readJson<T>(store: OutputStore, key: string): Promise<T> {
  const bytes = await store.get(key);
  if (!bytes) throw new Error(`missing in the output store: ${key}`);
  return JSON.parse(Buffer.from(bytes).toString('utf8')) as T;
}

export async function processChunk(context: ChunkContext, { batchId, index }: ChunkJobData): Promise<ChunkOutcome> {
  const { redis, engine, store } = context;
  const keys = batchKeys(context.prefix, batchId);
  const batch = await readBatchRecord(redis, keys.meta);
  if (!batch || batch.state !== 'queued') return { kind: 'skipped' };
  await markStarted(redis, keys.meta);
  await countStart(redis, keys, index);
  const files = storeKeys(batchId);
  const template = await readJson<Template>(store, files.template);
  const input = await readJson<ChunkInput>(store, files.chunkInput(index));

  // The engine's batch id is this run's own: a re-run of the chunk must not be cancelled by a stale watcher.
  const runId = `${batchId}-${index}-${randomUUID()}`;
  let ended = false;
  const watcher = setInterval(() => {
    void readState(redis, keys.meta).then((state) => {
      if (state !== 'queued' && !ended) {
        ended = true;
        void engine.cancel(runId);
      }
    }, () => undefined);
  }, POLL_MS);

  let lastSave = 0;
  let saving: Promise<void> = Promise.resolve();
  const parts: Uint8Array[] = [];
  let summary;
  try {
    summary = await engine.batch(
      runId,
      template,
      input.records,
      {
        output: batch.output,
        // The entries take the names the whole batch gives them (chunkJob.ts): assembly copies them as they are.
        ...(input.names ? { fileNames: input.names } : {}),
        skipRows: input.skipRows,
        ...(context.workers ? { workers: context.workers } : {}),
        ...(batch.recordTimeoutMs ? { recordTimeoutMs: batch.recordTimeoutMs } : {}),
      },
      (progress) => {
        const now = Date.now();
        if (now - lastSave < PROGRESS_SAVE_MS) return;
        lastSave = now;
        saving = saving.then(() => saveChunkProgress(redis, keys, index, progress)).catch(() => undefined);
      },
      (chunk) => void parts.push(chunk.slice()),
    );
  } finally {
    clearInterval(watcher);
  }
  await saving;
  if (summary.cancelled || ended || (await readState(redis, keys.meta)) !== 'queued') return { kind: 'cancelled' };

  const output = Buffer.concat(parts);
  const what = `writing chunk ${index + 1} of batch ${batchId}`;
  await retryStoreWrite(what, () => store.put(files.chunkOutput(index, batch.output), output), context.storeRetryMs, context.log);
  const errors = summary.errors.map((error) => ({ ...error, row: error.row + input.first }));
  const chunksFinished = await finishChunk(redis, keys, index, { done: summary.done, failed: summary.failed }, errors);
  return chunksFinished === undefined ? { kind: 'cancelled' } : { kind: 'finished', chunksFinished };
}

/**
 * A chunk that failed on every attempt: all its rows end as failed records, so the batch still ends. Its rows come
 * from its input, or from the batch's chunk size when the input itself is what could not be read.
 */
export async function failChunk(context: ChunkContext, { batchId, index }: ChunkJobData, reason: string): Promise<number | undefined> {
  const keys = batchKeys(context.prefix, batchId);
  const batch = await readBatchRecord(context.redis, keys.meta);
  if (!batch) return undefined;
  const input = await readJson<ChunkInput>(context.store, storeKeys(batchId).chunkInput(index)).catch(() => undefined);
  const first = input?.first ?? index * batch.chunkSize;
  const count = input?.records.length ?? Math.max(0, Math.min(batch.chunkSize, batch.rowCount - first));
  const skipped = new Set(input?.skipRows ?? []);
  const message = `chunk ${index + 1} (rows ${first + 1}–${first + count}) failed on every attempt: ${reason}`;
  const errors: RecordError[] = [];
  for (let offset = 0; offset < count; offset += 1) if (!skipped.has(offset)) errors.push({ row: first + offset, message });
  return finishChunk(context.redis, keys, index, { done: 0, failed: errors.length }, errors);
}
