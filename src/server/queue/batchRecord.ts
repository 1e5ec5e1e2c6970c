/**
 * A batch's own state in Redis (one hash), shared by `platen serve` and every `platen worker`: what it makes, how many
 * chunks and rows, and where it stands. Only 'queued' is ever left, and only once (finishBatch is a compare-and-set
 * in Redis), so a cancel and the last chunk's assembly cannot both win.
 */
import type { Redis } from 'ioredis';
import type { BatchOutput } from '../../worker/api';

/** 'running' is not stored: a queued batch is running once a chunk has started (startedAt). */
export type StoredState = 'queued' | 'done' | 'cancelled' | 'failed';

export interface BatchRecord {
  state: StoredState;
  output: BatchOutput;
  /** chunks the rows were split into */
  chunks: number;
  /** rows the batch renders (skipped rows left out) */
  total: number;
  /** rows in the data, and rows per chunk: chunk i holds rows i × chunkSize onwards */
  rowCount: number;
  chunkSize: number;
  /** ISO 8601 */
  createdAt: string;
  finishedAt?: string;
  /** ms since the epoch when the first chunk started */
  startedAt?: number;
  message?: string;
  /** bytes of the assembled output, once done (or cancelled and its finished chunks assembled) */
  outputBytes?: number;
  recordTimeoutMs?: number;
}

/** Records a new batch, and indexes it by creation time under `indexKey` for the retention sweep. */
export async function createBatchRecord(redis: Redis, key: string, indexKey: string, id: string, record: BatchRecord): Promise<void> {
  const fields: Record<string, string> = {
    state: record.state,
    output: record.output,
    chunks: String(record.chunks),
    total: String(record.total),
    rowCount: String(record.rowCount),
    chunkSize: String(record.chunkSize),
    createdAt: record.createdAt,
  };
  if (record.recordTimeoutMs !== undefined) fields.recordTimeoutMs = String(record.recordTimeoutMs);
  await redis.multi().hset(key, fields).zadd(indexKey, Date.parse(record.createdAt), id).exec();
}

export async function readBatchRecord(redis: Redis, key: string): Promise<BatchRecord | undefined> {
  const fields = await redis.hgetall(key);
  if (!fields.state) return undefined;
  const number = (value: string | undefined) => (value === undefined ? undefined : Number(value));
  return {
    state: fields.state as StoredState,
    output: fields.output === 'merged' ? 'merged' : 'zip',
    chunks: Number(fields.chunks),
    total: Number(fields.total),
    rowCount: Number(fields.rowCount),
    chunkSize: Number(fields.chunkSize),
    createdAt: fields.createdAt,
    finishedAt: fields.finishedAt,
    startedAt: number(fields.startedAt),
    message: fields.message,
    outputBytes: number(fields.outputBytes),
    recordTimeoutMs: number(fields.recordTimeoutMs),
  };
}

/** The batch's stored state, or undefined when there is no such batch (cheap: what a running chunk polls). */
export async function readState(redis: Redis, key: string): Promise<StoredState | undefined> {
  return ((await redis.hget(key, 'state')) ?? undefined) as StoredState | undefined;
}

/** Notes when the first chunk started (later starts leave it). */
export async function markStarted(redis: Redis, key: string): Promise<void> {
  await redis.hsetnx(key, 'startedAt', String(Date.now()));
}

// Sets state and the given fields only while the batch is still queued; answers 1 when it did.
const FINISH_SCRIPT = `
if redis.call('hget', KEYS[1], 'state') ~= 'queued' then return 0 end
redis.call('hset', KEYS[1], 'state', ARGV[1], 'finishedAt', ARGV[2])
for i = 3, #ARGV, 2 do redis.call('hset', KEYS[1], ARGV[i], ARGV[i + 1]) end
return 1`;

/** Moves a queued batch to its final state; false when it had already ended (cancelled, done or failed). */
export async function finishBatch(
  redis: Redis,
  key: string,
  state: Exclude<StoredState, 'queued'>,
  extra: { outputBytes?: number; message?: string } = {},
): Promise<boolean> {
  const pairs: string[] = [];
  if (extra.outputBytes !== undefined) pairs.push('outputBytes', String(extra.outputBytes));
  if (extra.message !== undefined) pairs.push('message', extra.message);
  const changed = await redis.eval(FINISH_SCRIPT, 1, key, state, new Date().toISOString(), ...pairs);
  return changed === 1;
}

// Sets outputBytes of a cancelled batch whose finished chunks were assembled; answers 1 when it did.
const CANCELLED_OUTPUT_SCRIPT = `
if redis.call('hget', KEYS[1], 'state') ~= 'cancelled' then return 0 end
redis.call('hset', KEYS[1], 'outputBytes', ARGV[1])
return 1`;

/** Notes the output assembled from a cancelled batch's finished chunks; false when the batch is not cancelled. */
export async function setCancelledOutput(redis: Redis, key: string, outputBytes: number): Promise<boolean> {
  return (await redis.eval(CANCELLED_OUTPUT_SCRIPT, 1, key, String(outputBytes))) === 1;
}
