/**
 * Progress of a batch spread over chunks, in Redis beside the batch record: each chunk's done/failed counts and its
 * record errors (rows in the whole batch's numbering), each under the chunk's index, so a chunk run again overwrites
 * its own figures instead of adding to them. Status sums the chunks.
 */
import type { Redis } from 'ioredis';
import type { RecordError } from '../../worker/api';
import type { batchKeys } from './names';

type Keys = ReturnType<typeof batchKeys>;

export interface ChunkCounts {
  done: number;
  failed: number;
}

// Writes a chunk's running figures only when more of its rows are settled than the stored figures say.
const RAISE_SCRIPT = `
local old = redis.call('hget', KEYS[1], ARGV[1])
if old then
  local counts = cjson.decode(old)
  if counts.done + counts.failed >= tonumber(ARGV[3]) then return 0 end
end
redis.call('hset', KEYS[1], ARGV[1], ARGV[2])
return 1`;

/**
 * A running chunk's figures. A chunk re-run after its worker was lost starts again from 0; its figures are kept until
 * the new run passes them, so the batch's count never goes back (issue #9 saw 507 → 302 on one machine).
 */
export async function saveChunkProgress(redis: Redis, keys: Keys, index: number, counts: ChunkCounts): Promise<void> {
  const value = JSON.stringify({ done: counts.done, failed: counts.failed });
  await redis.eval(RAISE_SCRIPT, 1, keys.progress, String(index), value, String(counts.done + counts.failed));
}

// A chunk's final figures, errors and place in the finished set, unless the batch has ended: a cancelled batch's
// output holds exactly the chunks finished before the cancel, and its counts say so. Answers the chunks finished, or -1.
const FINISH_CHUNK_SCRIPT = `
local state = redis.call('hget', KEYS[1], 'state')
if state and state ~= 'queued' then return -1 end
redis.call('hset', KEYS[2], ARGV[1], ARGV[2])
redis.call('hset', KEYS[3], ARGV[1], ARGV[3])
redis.call('sadd', KEYS[4], ARGV[1])
return redis.call('scard', KEYS[4])`;

/**
 * A chunk's final figures and errors, and the chunk marked finished; resolves with the chunks finished so far, or
 * undefined when the batch had already ended (cancelled): the chunk then counts for nothing.
 */
export async function finishChunk(redis: Redis, keys: Keys, index: number, counts: ChunkCounts, errors: RecordError[]): Promise<number | undefined> {
  const finished = await redis.eval(
    FINISH_CHUNK_SCRIPT,
    4,
    keys.meta,
    keys.progress,
    keys.errors,
    keys.finished,
    String(index),
    JSON.stringify({ done: counts.done, failed: counts.failed }),
    JSON.stringify(errors),
  );
  return typeof finished === 'number' && finished >= 0 ? finished : undefined;
}

/** Counts a start of a chunk (a second start means its first worker was lost or it failed once). */
export async function countStart(redis: Redis, keys: Keys, index: number): Promise<number> {
  return redis.hincrby(keys.starts, String(index), 1);
}

export async function isChunkFinished(redis: Redis, keys: Keys, index: number): Promise<boolean> {
  return (await redis.sismember(keys.finished, String(index))) === 1;
}

/** The chunks whose output (or failure) is final, in order. */
export async function finishedChunks(redis: Redis, keys: Keys): Promise<number[]> {
  return (await redis.smembers(keys.finished)).map(Number).sort((a, b) => a - b);
}

/** Done and failed summed over the chunks, or over `only` those (a cancelled batch's finished chunks). */
export async function readCounts(redis: Redis, keys: Keys, only?: readonly number[]): Promise<ChunkCounts> {
  const sum = { done: 0, failed: 0 };
  const values = only ? (only.length > 0 ? await redis.hmget(keys.progress, ...only.map(String)) : []) : Object.values(await redis.hgetall(keys.progress));
  for (const value of values) {
    if (value === null) continue;
    const counts = JSON.parse(value) as ChunkCounts;
    sum.done += counts.done;
    sum.failed += counts.failed;
  }
  return sum;
}

/** Every record error of the batch (of `only` those chunks), by row. */
export async function readErrors(redis: Redis, keys: Keys, only?: readonly number[]): Promise<RecordError[]> {
  const errors: RecordError[] = [];
  const values = only ? (only.length > 0 ? await redis.hmget(keys.errors, ...only.map(String)) : []) : Object.values(await redis.hgetall(keys.errors));
  for (const value of values) if (value !== null) errors.push(...(JSON.parse(value) as RecordError[]));
  return errors.sort((a, b) => a.row - b.row);
}

/** How often a chunk was started, by index. */
export async function readStarts(redis: Redis, keys: Keys): Promise<Map<number, number>> {
  const starts = new Map<number, number>();
  for (const [index, count] of Object.entries(await redis.hgetall(keys.starts))) starts.set(Number(index), Number(count));
  return starts;
}
