/**
 * Every name the queue uses, in one place: the BullMQ queue, the Redis keys of a batch's state, the store keys of its
 * inputs and outputs, and the job ids. All deterministic from the batch id and the chunk index, so a chunk run twice
 * writes the same keys again instead of adding new ones.
 */
import { BATCHES_PREFIX } from '../store/outputStore';

/** BullMQ queue names may not contain ':' (it separates Redis key parts). */
export const QUEUE_NAME = 'platen-chunks';
export const DEFAULT_PREFIX = 'platen';

/** Job names on the queue. */
export const CHUNK_JOB = 'chunk';
export const ASSEMBLE_JOB = 'assemble';

const pad = (index: number) => String(index).padStart(6, '0');

/**
 * Job ids. BullMQ 6 refuses a custom id with one ':' (Job.validateOptions: "Custom Id cannot contain :"), so the
 * parts are joined with '-'; batch ids are UUIDs, which contain no '-'-separated number that could be confused.
 */
export const chunkJobId = (batchId: string, index: number): string => `${batchId}-chunk-${pad(index)}`;
export const assembleJobId = (batchId: string): string => `${batchId}-assemble`;

/** Redis sorted set of every batch id by its creation time (ms): what the retention sweep walks (retention.ts). */
export const batchIndexKey = (prefix: string): string => `${prefix}:batches`;

/** Redis keys of one batch under the runner's prefix. */
export function batchKeys(prefix: string, batchId: string) {
  const base = `${prefix}:batch:${batchId}`;
  return {
    /** hash: state, times, counts, output (batchRecord.ts) */
    meta: base,
    /** hash: chunk index → {done, failed} (progressStore.ts) */
    progress: `${base}:progress`,
    /** hash: chunk index → RecordError[] in the batch's row numbering */
    errors: `${base}:errors`,
    /** set: chunk indexes whose output (or failure) is final */
    finished: `${base}:finished`,
    /** hash: chunk index → times a worker started it */
    starts: `${base}:starts`,
    /** string: the HTTP layer's notes on the rows (BatchNotes as JSON), for any serve process that answers */
    notes: `${base}:notes`,
  };
}

/** Every Redis key one batch may have, for its removal. */
export function allBatchKeys(prefix: string, batchId: string): string[] {
  return Object.values(batchKeys(prefix, batchId));
}

/** Store keys of one batch (see OutputStore: '/'-separated, under the store's root). */
export function storeKeys(batchId: string) {
  const base = `${BATCHES_PREFIX}${batchId}`;
  return {
    base: `${base}/`,
    template: `${base}/template.json`,
    chunkInput: (index: number) => `${base}/chunks/${pad(index)}.input.json`,
    chunkOutput: (index: number, output: 'zip' | 'merged') => `${base}/chunks/${pad(index)}.${output === 'zip' ? 'zip' : 'pdf'}`,
    output: (output: 'zip' | 'merged') => `${base}/output.${output === 'zip' ? 'zip' : 'pdf'}`,
  };
}
