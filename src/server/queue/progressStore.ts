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

/** A chunk's final figures and errors, and the chunk marked finished; resolves with the chunks finished so far. */
export async function finishChunk(redis: Redis, keys: Keys, index: number, counts: ChunkCounts, errors: RecordError[]): Promise<number> {
  const results = await redis
    .multi()
    .hset(keys.progress, String(index), JSON.stringify(counts))
    .hset(keys.errors, String(index), JSON.stringify(errors))
    .sadd(keys.finished, String(index))
    .scard(keys.finished)
    .exec();
  const finished = results?.[3]?.[1];
  return typeof finished === 'number' ? finished : 0;
}

/** Counts a start of a chunk (a second start means its first worker was lost or it failed once). */
export async function countStart(redis: Redis, keys: Keys, index: number): Promise<number> {
  return redis.hincrby(keys.starts, String(index), 1);
}

export async function isChunkFinished(redis: Redis, keys: Keys, index: number): Promise<boolean> {
  return (await redis.sismember(keys.finished, String(index))) === 1;
}

/** Done and failed summed over the chunks. */
export async function readCounts(redis: Redis, keys: Keys): Promise<ChunkCounts> {
  const sum = { done: 0, failed: 0 };
  for (const value of Object.values(await redis.hgetall(keys.progress))) {
    const counts = JSON.parse(value) as ChunkCounts;
    sum.done += counts.done;
    sum.failed += counts.failed;
  }
  return sum;
}

/** Every record error of the batch, by row. */
export async function readErrors(redis: Redis, keys: Keys): Promise<RecordError[]> {
  const errors: RecordError[] = [];
  for (const value of Object.values(await redis.hgetall(keys.errors))) errors.push(...(JSON.parse(value) as RecordError[]));
  return errors.sort((a, b) => a.row - b.row);
}

/** How often a chunk was started, by index. */
export async function readStarts(redis: Redis, keys: Keys): Promise<Map<number, number>> {
  const starts = new Map<number, number>();
  for (const [index, count] of Object.entries(await redis.hgetall(keys.starts))) starts.set(Number(index), Number(count));
  return starts;
}

export async function removeProgress(redis: Redis, keys: Keys): Promise<void> {
  await redis.del(keys.progress, keys.errors, keys.finished, keys.starts);
}
