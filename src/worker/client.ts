/**
 * The page's handle on the engine: the only Comlink.wrap on the page. One coordinator worker, created on first use.
 * The page imports this file and api.ts types only — never pdfme — so the designer's bundle stays light.
 */
import * as Comlink from 'comlink';
import type { Remote } from 'comlink';
import type { DataRecord, Template } from '../templates/types';
import type { BatchOptions, BatchProgress, BatchSummary, PlatenApi } from './api';

let platen: Remote<PlatenApi> | undefined;

/** The engine (Comlink remote of PlatenApi); its worker starts on the first call. */
export function getPlaten(): Remote<PlatenApi> {
  if (!platen) {
    const worker = new Worker(new URL('./platen.worker.ts', import.meta.url), { type: 'module', name: 'platen' });
    const remote = Comlink.wrap<PlatenApi>(worker);
    // A coordinator that failed (it could not load, or crashed) is dropped: the next call starts a fresh one.
    worker.addEventListener('error', (event) => {
      console.error(`Platen's rendering worker failed: ${event.message || 'unknown error'}`);
      worker.terminate();
      if (platen === remote) platen = undefined;
    });
    platen = remote;
  }
  return platen;
}

export interface BatchHandlers {
  onProgress?: (progress: BatchProgress) => void;
  /** output in large pieces (1–4 MB); `last` marks the end. Write them to a file handle or gather them in a Blob. */
  onOutput: (chunk: Uint8Array, last: boolean) => void;
}

export interface RunningBatch {
  batchId: string;
  /** resolves with the summary when done or cancelled; never rejects for a bad record */
  promise: Promise<BatchSummary>;
  /** stops dispatching records; the promise then resolves with `cancelled: true` */
  cancel(): Promise<void>;
}

let batchCounter = 0;

/** Starts a batch in the worker with the callbacks wrapped for Comlink. */
export function runBatch(template: Template, records: DataRecord[], options: BatchOptions, handlers: BatchHandlers): RunningBatch {
  const api = getPlaten();
  batchCounter += 1;
  const batchId = `batch-${Date.now().toString(36)}-${batchCounter}`;
  const onProgress = Comlink.proxy((progress: BatchProgress) => handlers.onProgress?.(progress));
  const onOutput = Comlink.proxy((chunk: Uint8Array, last: boolean) => handlers.onOutput(chunk, last));
  const promise = api.batch(batchId, template, records, options, onProgress, onOutput);
  return { batchId, promise, cancel: () => api.cancel(batchId) };
}

/** Gathers streamed output into one Blob (type application/zip or application/pdf). */
export function blobCollector(type: string): { onOutput: BatchHandlers['onOutput']; blob(): Blob } {
  const parts: BlobPart[] = [];
  return {
    onOutput: (chunk) => {
      parts.push(chunk as Uint8Array<ArrayBuffer>);
    },
    blob: () => new Blob(parts, { type }),
  };
}
