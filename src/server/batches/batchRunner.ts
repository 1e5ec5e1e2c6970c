/**
 * How `platen serve` runs batches, whoever renders them: in this process over its worker-thread pool (the embedded
 * default, src/server/batches/localRunner.ts) or as chunks on a BullMQ queue that `platen worker` processes on any
 * number of machines (src/server/queue/). The HTTP routes see only this interface.
 */
import type { RowPlaces } from '../../data/records';
import type { DataRecord, Template } from '../../templates/types';
import type { BatchOptions, BatchProgress, RecordError } from '../../worker/api';

export type BatchState = 'queued' | 'running' | 'done' | 'cancelled' | 'failed';

export interface BatchRequest {
  template: Template;
  records: DataRecord[];
  options: BatchOptions;
  /** kept with the batch for whoever answers for it later */
  notes?: BatchNotes;
}

/**
 * What the HTTP layer knows of a batch's rows beyond the runner: how the data numbers them and the rows refused before
 * rendering. Kept with the batch (issue #17): with a queue, any serve process answers for any batch, and each must
 * name a record "line 5" as the one that took the upload did.
 */
export interface BatchNotes {
  rowPlaces: RowPlaces;
  /** rows whose values could not be converted: skipped by the runner, reported as failed */
  refused: RecordError[];
}

/** What `GET /v1/batches/:id` answers. Rows in errors are 0-based indexes into the records. */
export interface BatchStatus {
  id: string;
  state: BatchState;
  progress: BatchProgress;
  errors: RecordError[];
  /** ISO 8601 times */
  createdAt: string;
  finishedAt?: string;
  /** why a batch failed as a whole (state 'failed') */
  message?: string;
  /** present once the output can be read (state 'done', or 'cancelled' with partial output) */
  output?: { contentType: 'application/zip' | 'application/pdf'; bytes: number; fileName: string };
}

/** A finished output, read whole or by byte range (both ends included, as HTTP Range has them). */
export interface BatchOutput {
  contentType: 'application/zip' | 'application/pdf';
  bytes: number;
  fileName: string;
  open(range?: { start: number; end: number }): NodeJS.ReadableStream;
}

export interface BatchRunner {
  start(request: BatchRequest): Promise<BatchStatus>;
  status(id: string): Promise<BatchStatus | undefined>;
  output(id: string): Promise<BatchOutput | undefined>;
  /** undefined: no such batch */
  cancel(id: string): Promise<BatchStatus | undefined>;
  /** the notes the batch was started with; undefined: no such batch, or none */
  notes(id: string): Promise<BatchNotes | undefined>;
  /** Removes every batch that ended before `before` (ms since the epoch), files and state; answers how many (retention.ts). */
  sweep(before: number): Promise<number>;
  close(): Promise<void>;
}
