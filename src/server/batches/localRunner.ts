/**
 * The embedded BatchRunner: batches run in this process on the Node engine's worker-thread pool, one after another
 * in the order they came (each batch already uses every worker), and their output is streamed into the OutputStore
 * as the engine produces it. A cancel keeps what the engine finished (the ZIP is closed, the parts are merged).
 */
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { PlatenApi } from '../../worker/api';
import type { OutputStore } from '../store/outputStore';
import type { BatchNotes, BatchOutput, BatchRequest, BatchRunner, BatchStatus } from './batchRunner';

export interface LocalRunnerOptions {
  engine: Pick<PlatenApi, 'batch' | 'cancel'>;
  store: OutputStore;
}

const outputKey = (id: string, merged: boolean) => `batches/${id}/output.${merged ? 'pdf' : 'zip'}`;

interface Entry {
  status: BatchStatus;
  /** dropped once the batch ends, so a long-running server does not keep every batch's records */
  request?: BatchRequest;
  notes?: BatchNotes;
  cancelled: boolean;
}

/** A runner over `engine`, writing outputs to `store`. */
export function createLocalRunner({ engine, store }: LocalRunnerOptions): BatchRunner {
  const batches = new Map<string, Entry>();
  let queue: Promise<void> = Promise.resolve();
  let closed = false;

  async function run(entry: Entry): Promise<void> {
    const { status, request } = entry;
    if (entry.cancelled || !request) return;
    status.state = 'running';
    const merged = request.options.output === 'merged';
    const key = outputKey(status.id, merged);
    // The engine pushes chunks; the store pulls a stream. A PassThrough joins them (a ZIP is written entry by entry).
    const pipe = new PassThrough();
    const written = store.putStream(key, pipe);
    let summary;
    try {
      summary = await engine.batch(
        status.id,
        request.template,
        request.records,
        request.options,
        (progress) => void (status.progress = progress),
        (chunk, last) => {
          pipe.write(chunk);
          if (last) pipe.end();
        },
      );
    } catch (error) {
      pipe.destroy(error as Error);
      await written.catch(() => undefined);
      Object.assign(status, { state: 'failed', message: `the engine stopped: ${(error as Error).message}`, finishedAt: new Date().toISOString() });
      return;
    }
    if (!pipe.writableEnded) pipe.end();
    const bytes = await written;
    status.errors = summary.errors;
    status.progress = { ...status.progress, done: summary.done, failed: summary.failed, total: summary.total, etaSeconds: 0 };
    status.state = summary.cancelled || entry.cancelled ? 'cancelled' : 'done';
    status.finishedAt = new Date().toISOString();
    if (bytes > 0) status.output = { contentType: merged ? 'application/pdf' : 'application/zip', bytes, fileName: `batch-${status.id}.${merged ? 'pdf' : 'zip'}` };
  }

  const copy = (status: BatchStatus): BatchStatus => structuredClone(status);

  return {
    async start(request) {
      if (closed) throw new Error('the server is shutting down');
      const id = randomUUID();
      const total = request.records.length;
      const status: BatchStatus = {
        id,
        state: 'queued',
        progress: { done: 0, failed: 0, total, recordsPerSecond: 0, etaSeconds: Number.NaN },
        errors: [],
        createdAt: new Date().toISOString(),
      };
      const entry: Entry = { status, request, notes: request.notes, cancelled: false };
      batches.set(id, entry);
      // A store that cannot be written fails this batch, not the ones queued after it.
      queue = queue
        .then(() => run(entry))
        .catch((error: Error) => {
          Object.assign(status, { state: 'failed', message: `the output could not be stored: ${error.message}`, finishedAt: new Date().toISOString() });
        })
        .finally(() => void (entry.request = undefined));
      return copy(status);
    },
    async status(id) {
      const entry = batches.get(id);
      return entry && copy(entry.status);
    },
    async output(id): Promise<BatchOutput | undefined> {
      const entry = batches.get(id);
      const output = entry?.status.output;
      if (!entry || !output) return undefined;
      const key = outputKey(id, output.contentType === 'application/pdf');
      return { ...output, open: (range) => store.open(key, range) };
    },
    async notes(id) {
      return batches.get(id)?.notes;
    },
    async cancel(id) {
      const entry = batches.get(id);
      if (!entry) return undefined;
      if (entry.status.state === 'queued') {
        Object.assign(entry.status, { state: 'cancelled', finishedAt: new Date().toISOString() });
      }
      entry.cancelled = true;
      if (entry.status.state === 'running') await engine.cancel(id);
      return copy(entry.status);
    },
    async close() {
      closed = true;
      for (const entry of batches.values()) if (entry.status.state === 'queued' || entry.status.state === 'running') await this.cancel(entry.status.id);
      await queue;
    },
  };
}
