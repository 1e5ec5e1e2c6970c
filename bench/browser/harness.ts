/**
 * The benchmark's page script (never part of the app): runs a batch through the real worker client, or stock
 * pdfme generate() on the main thread, while watching the main thread — long tasks (PerformanceObserver 'longtask',
 * ≥ 50 ms) and the largest gap between requestAnimationFrame callbacks (what a user sees as a frozen page).
 */
import { generate } from '@pdfme/generator';
import { barcodes, image, line, rectangle, table, text } from '@pdfme/schemas';
import type { Template as PdfmeTemplate } from '@pdfme/common';
import { runBatch } from '../../src/worker/client';
import type { BatchSummary } from '../../src/worker/api';
import type { DataRecord, Template } from '../../src/templates/types';

export interface MainThreadReport {
  elapsedMs: number;
  records: number;
  failed: number;
  bytes: number;
  longTasks: number;
  longTaskTotalMs: number;
  longTaskMaxMs: number;
  maxFrameGapMs: number;
  frames: number;
}

async function watchMainThread(work: () => Promise<{ failed: number; bytes: number; records: number }>): Promise<MainThreadReport> {
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  let maxGap = 0;
  let frames = 0;
  let last = performance.now();
  let watching = true;
  const tick = (now: number) => {
    maxGap = Math.max(maxGap, now - last);
    last = now;
    frames++;
    if (watching) requestAnimationFrame(tick);
  };
  requestAnimationFrame((now) => {
    last = now;
    requestAnimationFrame(tick);
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  const started = performance.now();
  const result = await work();
  const elapsedMs = performance.now() - started;
  // Let the frame after the work land, so a freeze at the very end is counted too.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
  watching = false;
  observer.disconnect();
  return {
    elapsedMs,
    ...result,
    longTasks: tasks.length,
    longTaskTotalMs: tasks.reduce((sum, d) => sum + d, 0),
    longTaskMaxMs: Math.max(0, ...tasks),
    maxFrameGapMs: maxGap,
    frames,
  };
}

const stockPlugins = { text, image, line, rectangle, table, qrcode: barcodes.qrcode, code128: barcodes.code128, ean13: barcodes.ean13 };

const bench = {
  /** A ZIP batch through the worker client; chunks are counted and dropped, as a streaming save would. */
  platenZip(template: Template, records: DataRecord[], workers?: number): Promise<MainThreadReport> {
    return watchMainThread(async () => {
      let bytes = 0;
      const running = runBatch(template, records, { output: 'zip', workers }, { onOutput: (chunk) => (bytes += chunk.length) });
      const summary: BatchSummary = await running.promise;
      return { failed: summary.failed, bytes, records: records.length };
    });
  },
  /** Stock pdfme on the main thread, one generate() per record (a ZIP of per-record files). */
  stockPerRecord(template: Template, records: DataRecord[]): Promise<MainThreadReport> {
    return watchMainThread(async () => {
      let bytes = 0;
      for (const record of records) {
        const pdf = await generate({ template: template as unknown as PdfmeTemplate, inputs: [record], plugins: stockPlugins });
        bytes += pdf.length;
      }
      return { failed: 0, bytes, records: records.length };
    });
  },
  /** Start the workers and prepare the template, outside the measurement. */
  async warmUp(template: Template, records: DataRecord[]): Promise<void> {
    await runBatch(template, records, { output: 'zip' }, { onOutput: () => {} }).promise;
    await generate({ template: template as unknown as PdfmeTemplate, inputs: records.slice(0, 1), plugins: stockPlugins });
  },
};

declare global {
  interface Window {
    platenBench: typeof bench;
  }
}

window.platenBench = bench;
document.body.dataset.ready = 'true';
