/**
 * The embedded BatchRunner: batches run in this process on the Node engine's worker-thread pool, one after another
 * in the order they came (each batch already uses every worker), and their output is streamed into the OutputStore
 * as the engine produces it. A cancel keeps what the engine finished (the ZIP is closed, the parts are merged).
 *
 * A batch's state is kept in the store beside its output (the data directory), not in this process (issue #20: the
 * map grew ~25 MB per 50,000-refused-row batch and a restart forgot every batch): memory holds only the batches not
 * yet ended. A batch this process did not see end (the server stopped or was killed under it) reads as failed.
 */
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { OutputBacklog } from '../../node/outputBacklog';
import type { RecordError } from '../../worker/api';
import type { PlatenCore } from '../../worker/coordinator/platenCore';
import { BATCHES_PREFIX, type OutputStore } from '../store/outputStore';
import type { BatchNotes, BatchOutput, BatchRequest, BatchRunner, BatchStatus } from './batchRunner';
import { sweepExpired, type SweepSource } from './retention';

export interface LocalRunnerOptions {
  engine: Pick<PlatenCore, 'batch' | 'cancel'>;
  store: OutputStore;
}

const base = (id: string) => `${BATCHES_PREFIX}${id}/`;
const outputKey = (id: string, merged: boolean) => `${base(id)}output.${merged ? 'pdf' : 'zip'}`;
/** the status without its errors; the errors; the notes (JSON each) */
const stateKey = (id: string) => `${base(id)}state.json`;
const errorsKey = (id: string) => `${base(id)}errors.json`;
const notesKey = (id: string) => `${base(id)}notes.json`;

interface Entry {
  status: BatchStatus;
  /** dropped once the batch ends, so a long-running server does not keep every batch's records */
  request?: BatchRequest;
  cancelled: boolean;
}

/** A runner over `engine`, writing outputs and batch state to `store`. */
export function createLocalRunner({ engine, store }: LocalRunnerOptions): BatchRunner {
  /** batches queued or running in this process; an ended batch lives in the store only */
  const batches = new Map<string, Entry>();
  let queue: Promise<void> = Promise.resolve();
  let closed = false;

  const readJson = async <T>(key: string): Promise<T | undefined> => {
    const bytes = await store.get(key);
    return bytes && (JSON.parse(Buffer.from(bytes).toString('utf8')) as T);
  };
  const writeJson = (key: string, value: unknown) => store.put(key, Buffer.from(JSON.stringify(value)));
  const saveState = ({ errors: _errors, ...rest }: BatchStatus) => writeJson(stateKey(rest.id), rest);

  /**
   * Runs a batch; answers how it ended without saying so yet: `settle` stores the end first and only then shows it,
   * so a serve started again over the same directory answers as this one did (a client that saw "done" and then
   * restarted the server read "failed": the state file still said "queued").
   */
  async function run(entry: Entry): Promise<Partial<BatchStatus>> {
    const { status, request } = entry;
    if (entry.cancelled || !request) return {};
    status.state = 'running';
    const merged = request.options.output === 'merged';
    const key = outputKey(status.id, merged);
    // The engine pushes chunks; the store pulls a stream. A PassThrough joins them (a ZIP is written entry by entry).
    const pipe = new PassThrough();
    const written = store.putStream(key, pipe);
    // A store slower than rendering (a far S3) pauses the batch instead of piling chunks up in the pipe.
    const backlog = new OutputBacklog();
    pipe.once('close', () => backlog.end());
    let summary;
    try {
      summary = await engine.batch(
        status.id,
        request.template,
        request.records,
        request.options,
        (progress) => void (status.progress = progress),
        (chunk, last) => {
          const length = chunk.length;
          backlog.add(length);
          pipe.write(chunk, () => backlog.written(length));
          if (last) pipe.end();
        },
        () => backlog.ready(),
      );
    } catch (error) {
      pipe.destroy(error as Error);
      await written.catch(() => undefined);
      return { state: 'failed', message: `batch ${status.id}: the engine stopped: ${(error as Error).message}`, finishedAt: new Date().toISOString() };
    }
    if (!pipe.writableEnded) pipe.end();
    const bytes = await written;
    return {
      errors: summary.errors,
      progress: { ...status.progress, done: summary.done, failed: summary.failed, total: summary.total, etaSeconds: 0 },
      state: summary.cancelled || entry.cancelled ? 'cancelled' : 'done',
      finishedAt: new Date().toISOString(),
      ...(bytes > 0 ? { output: { contentType: merged ? 'application/pdf' : 'application/zip', bytes, fileName: `batch-${status.id}.${merged ? 'pdf' : 'zip'}` } } : {}),
    };
  }

  /**
   * Moves an ended batch from memory to the store, then answers with its end; kept in memory while the store will
   * not take it (the answer stays right in this process; after a restart the store's unfinished batch reads as failed).
   */
  async function settle(entry: Entry, ended: Partial<BatchStatus>): Promise<void> {
    entry.request = undefined;
    const final: BatchStatus = { ...entry.status, ...ended };
    try {
      await writeJson(errorsKey(final.id), final.errors);
      await saveState(final);
      batches.delete(final.id);
    } catch {
      // kept in memory, below
    }
    Object.assign(entry.status, ended);
  }

  /** The status of a batch that is not running here: from the store. */
  async function stored(id: string): Promise<BatchStatus | undefined> {
    const state = await readJson<Omit<BatchStatus, 'errors'>>(stateKey(id));
    if (!state) return undefined;
    if (state.state === 'queued' || state.state === 'running') {
      return { ...state, state: 'failed', errors: [], message: `batch ${id} did not finish: the server stopped while it ran` };
    }
    return { ...state, errors: (await readJson<RecordError[]>(errorsKey(id))) ?? [] };
  }

  const copy = (status: BatchStatus): BatchStatus => structuredClone(status);

  const sweepSource: SweepSource = {
    store,
    candidates: () => store.children(BATCHES_PREFIX),
    async endedAt(id) {
      if (batches.has(id)) return 'live';
      const state = await readJson<Omit<BatchStatus, 'errors'>>(stateKey(id)).catch(() => undefined);
      return state?.finishedAt ? Date.parse(state.finishedAt) : store.modifiedAt(base(id));
    },
    forget: async () => undefined, // the state is in the batch's own files
  };

  return {
    async start(request) {
      if (closed) throw new Error('the server is shutting down');
      const id = randomUUID();
      // Rows the runner renders: the skipped ones (refused before rendering) are the HTTP layer's to count.
      const total = request.records.length - new Set(request.options.skipRows ?? []).size;
      const status: BatchStatus = {
        id,
        state: 'queued',
        progress: { done: 0, failed: 0, total, recordsPerSecond: 0, etaSeconds: Number.NaN },
        errors: [],
        createdAt: new Date().toISOString(),
      };
      if (request.notes) await writeJson(notesKey(id), request.notes);
      await saveState(status);
      const entry: Entry = { status, request, cancelled: false };
      batches.set(id, entry);
      // A store that cannot be written fails this batch, not the ones queued after it.
      queue = queue
        .then(() => run(entry))
        .catch((): Partial<BatchStatus> => ({ state: 'failed', message: `batch ${id}: the output could not be stored`, finishedAt: new Date().toISOString() }))
        .then((ended) => settle(entry, ended));
      return copy(status);
    },
    async status(id) {
      const entry = batches.get(id);
      return entry ? copy(entry.status) : stored(id);
    },
    async output(id): Promise<BatchOutput | undefined> {
      const output = (await this.status(id))?.output;
      if (!output) return undefined;
      const key = outputKey(id, output.contentType === 'application/pdf');
      return { ...output, open: (range) => store.open(key, range) };
    },
    async notes(id) {
      return batches.get(id)?.request?.notes ?? (await readJson<BatchNotes>(notesKey(id)));
    },
    async cancel(id) {
      const entry = batches.get(id);
      if (!entry) return stored(id);
      if (entry.status.state === 'queued') {
        Object.assign(entry.status, { state: 'cancelled', finishedAt: new Date().toISOString() });
      }
      entry.cancelled = true;
      if (entry.status.state === 'running') await engine.cancel(id);
      return copy(entry.status);
    },
    sweep: (before) => sweepExpired(sweepSource, before),
    async close() {
      closed = true;
      for (const entry of batches.values()) if (entry.status.state === 'queued' || entry.status.state === 'running') await this.cancel(entry.status.id);
      await queue;
    },
  };
}
