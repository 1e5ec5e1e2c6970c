/**
 * What a chunk is: a contiguous run of the batch's rows, stored once in the shared store as its own input file, and a
 * BullMQ job that names it. Splitting and naming here; enqueueing by queueRunner.ts, processing by chunkProcessor.ts.
 */
import type { JobsOptions } from 'bullmq';
import type { DataRecord } from '../../templates/types';
import { fileNamesFor } from '../../worker/coordinator/fileNames';
import type { BatchOptions } from '../../worker/api';

export const DEFAULT_CHUNK_SIZE = 500;
/** Beyond these a chunk is either mostly queue overhead or a long loss when its machine dies. */
export const MIN_CHUNK_SIZE = 1;
export const MAX_CHUNK_SIZE = 5000;

/** Attempts per chunk: a machine lost twice is bad luck, three times is the chunk; its rows then fail. */
export const CHUNK_ATTEMPTS = 3;

export interface ChunkJobData {
  batchId: string;
  index: number;
}

export interface AssembleJobData {
  batchId: string;
}

/** A chunk's input in the store: its rows' records, and what it needs of the whole batch. */
export interface ChunkInput {
  /** the batch row of records[0] */
  first: number;
  records: DataRecord[];
  /** rows of this chunk to leave out, in the chunk's own numbering */
  skipRows: number[];
  /** ZIP output: each row's entry name, unique across the whole batch (null for a skipped row); the chunk writes its entries under them */
  names?: (string | null)[];
}

/** The rows split into chunks of `size`, with the file names a one-machine batch would give (fileNamesFor). */
export function splitIntoChunks(records: DataRecord[], options: BatchOptions, size: number): ChunkInput[] {
  const skip = new Set(options.skipRows ?? []);
  const rows = records.map((_, row) => row).filter((row) => !skip.has(row));
  const names = options.output === 'zip' ? fileNamesFor(options.fileName, records, rows) : undefined;
  const chunks: ChunkInput[] = [];
  for (let first = 0; first < records.length; first += size) {
    const chunkRecords = records.slice(first, first + size);
    const local = chunkRecords.map((_, offset) => offset);
    chunks.push({
      first,
      records: chunkRecords,
      skipRows: local.filter((offset) => skip.has(first + offset)),
      names: names && local.map((offset) => names.get(first + offset) ?? null),
    });
  }
  return chunks;
}

/** Rows a chunk renders. */
export const chunkTotal = (chunk: ChunkInput): number => chunk.records.length - chunk.skipRows.length;

/** Retries with backoff; finished jobs kept a while so a late duplicate add of the same id is a no-op. */
export const CHUNK_JOB_OPTIONS: JobsOptions = {
  attempts: CHUNK_ATTEMPTS,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600 },
  removeOnFail: { age: 7 * 24 * 3600 },
};
