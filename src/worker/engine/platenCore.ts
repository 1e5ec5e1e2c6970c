/**
 * PlatenApi over a pool of render workers: the one implementation behind the page's coordinator worker and the
 * Node engine. Single renders (the live preview) and preflight run on the coordinator's own engine so they never
 * wait behind a batch; batches go to the pool.
 */
import type { DataRecord, Problem, Template } from '../../templates/types';
import type { BatchOptions, BatchSummary, OutputSink, PlatenApi, ProgressSink, RenderResult } from '../api';
import { runBatch, type BatchControl } from '../batch/runBatch';
import { barcodeToSvg } from '../barcodes';
import type { RenderPool } from '../pool/renderPool';
import { runEnginePreflight } from './preflight';
import type { RenderEngine } from './renderEngine';

export interface PlatenCoreOptions {
  /** the pool for a given worker count (options.workers); the core keeps one per count */
  pool: (workers?: number) => RenderPool;
  /** the coordinator's own engine, created on first use */
  local: () => RenderEngine;
}

export function createPlatenCore({ pool, local }: PlatenCoreOptions): PlatenApi {
  const running = new Map<string, BatchControl>();
  const cancelledEarly = new Set<string>();
  return {
    async render(template: Template, record: DataRecord): Promise<RenderResult> {
      return local().render(template, record);
    },

    async batch(
      batchId: string,
      template: Template,
      records: DataRecord[],
      options: BatchOptions,
      onProgress: ProgressSink,
      onOutput: OutputSink,
    ): Promise<BatchSummary> {
      const control: BatchControl = { cancelled: cancelledEarly.delete(batchId) };
      running.set(batchId, control);
      try {
        return await runBatch(pool(options.workers), template, records, options, onProgress, onOutput, control);
      } finally {
        running.delete(batchId);
      }
    },

    async cancel(batchId: string): Promise<void> {
      const control = running.get(batchId);
      if (control) control.cancelled = true;
      else cancelledEarly.add(batchId); // cancel may overtake its batch call on the way to the worker
    },

    async preflight(template: Template, records: DataRecord[]): Promise<Problem[]> {
      return runEnginePreflight(local(), template, records);
    },

    async barcodeSvg(type: string, value: string, schema: Record<string, unknown>): Promise<string> {
      return barcodeToSvg(type, value, schema);
    },
  };
}
