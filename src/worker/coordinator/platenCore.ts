/**
 * PlatenApi over pools of render workers: the one implementation behind the page's coordinator worker and the Node
 * engine. Batches go to the batch pool. Previews, canvas layout, preflight and barcode pictures go to the preview
 * pool (in the page, a worker of their own, so they never wait behind a batch) under a per-record time limit: a
 * runaway record (a pdfme expression like {"AB".repeat(5e7)}, a 5 MB text) stops its worker, which is replaced, and
 * comes back as an error value naming the field where known (issue #9). The coordinator itself runs no pdfme, so it
 * always answers.
 */
import type { DataRecord, Problem, RecordList, Template } from '../../templates/types';
import type { BatchOptions, BatchSummary, LayoutResult, OutputReady, OutputSink, PlatenApi, ProgressSink, RenderResult } from '../api';
import type { OutputTraits } from './outputTraits';
import { runBatch } from './runBatch';
import { runPoolPreflight } from './runPreflight';
import { PREVIEW_RECORD_MS } from '../pool/recordTimeLimit';
import type { RenderPool } from '../pool/renderPool';
import { runWatched } from '../pool/watchedTask';

export interface PlatenCoreOptions {
  /** the pool for a given worker count (options.workers); the core keeps one per count */
  pool: (workers?: number) => RenderPool;
  /**
   * The pool for render, layout, preflight and barcodeSvg. Its workers start on first use, so a coordinator that
   * only runs batches never starts one; the Node engine hands in its batch pool, so the CLI starts no extra engine.
   */
  previews: () => RenderPool;
  /** ms one record may take in those calls once its worker is ready; default PREVIEW_RECORD_MS */
  recordTimeoutMs?: number;
  /** how a batch's output is written: default PAGE_OUTPUT (the page's messages); Node's engine gives its own */
  output?: OutputTraits;
}

const fieldPlace = (field: string | undefined) => (field ? `field “${field}”: ` : '');

/**
 * PlatenApi whose batch and preflight also take records that are not an array (a RecordList): the Node engine's
 * callers, which share its thread, hand in records packed outside the JS heap (src/node/packedRecords.ts). Across
 * Comlink, to the page's coordinator, records stay an array.
 */
export type PlatenCore = Omit<PlatenApi, 'batch' | 'preflight'> & {
  batch(batchId: string, template: Template, records: RecordList, options: BatchOptions, onProgress: ProgressSink, onOutput: OutputSink, outputReady?: OutputReady): Promise<BatchSummary>;
  preflight(template: Template, records: RecordList): Promise<Problem[]>;
};

export function createPlatenCore({ pool, previews, recordTimeoutMs = PREVIEW_RECORD_MS, output }: PlatenCoreOptions): PlatenCore {
  const running = new Map<string, AbortController>();
  const cancelledEarly = new Set<string>();
  return {
    async render(template: Template, record: DataRecord): Promise<RenderResult> {
      const result = await runWatched(previews(), recordTimeoutMs, 'rendering', (api, signs) => api.render(template, record, 0, signs));
      return result.ok ? result.value : { ok: false, errors: [{ row: 0, field: result.field, message: result.message }] };
    },

    async batch(
      batchId: string,
      template: Template,
      records: RecordList,
      options: BatchOptions,
      onProgress: ProgressSink,
      onOutput: OutputSink,
      outputReady?: OutputReady,
    ): Promise<BatchSummary> {
      const control = new AbortController();
      if (cancelledEarly.delete(batchId)) control.abort();
      running.set(batchId, control);
      try {
        return await runBatch(pool(options.workers), template, records, options, onProgress, onOutput, control.signal, output, outputReady);
      } finally {
        running.delete(batchId);
      }
    },

    async cancel(batchId: string): Promise<void> {
      // Aborting stops the batch's tasks: queued ones never start, running ones stop within a record, and a worker
      // that does not (stuck in a loop) is stopped by the pool (renderPool.ts, CANCEL_GRACE_MS).
      const control = running.get(batchId);
      if (control) control.abort();
      else cancelledEarly.add(batchId); // cancel may overtake its batch call on the way to the worker
    },

    async preflight(template: Template, records: RecordList): Promise<Problem[]> {
      return runPoolPreflight(previews(), template, records, recordTimeoutMs);
    },

    async layout(template: Template, record: DataRecord): Promise<LayoutResult> {
      const result = await runWatched(previews(), recordTimeoutMs, 'laying out', (api, signs) => api.layout(template, record, signs));
      return result.ok ? result.value : { ok: false, message: `${fieldPlace(result.field)}${result.message}` };
    },

    async barcodeSvg(type: string, value: string, schema: Record<string, unknown>): Promise<string> {
      const result = await runWatched(previews(), recordTimeoutMs, 'drawing the barcode', (api, signs) => api.barcodeSvg(type, value, schema, signs));
      if (!result.ok) throw new Error(result.message); // as the encoder's own refusal of a value: the canvas shows it
      return result.value;
    },
  };
}
