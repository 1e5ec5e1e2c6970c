/**
 * The page's own memory during a ZIP batch: JS heap sampled over the DevTools protocol while the batch runs
 * (the render workers' heaps are not the page's). A streamed ZIP should leave it flat as the record count grows.
 */
import type { Page } from 'playwright-core';
import type { MainThreadReport } from './browser/harness';
import type { DataRecord, Template } from '../src/templates/types';

export interface PageMemoryReport {
  records: number;
  elapsedMs: number;
  /** JS heap with the records loaded, before the batch starts */
  heapBeforeMb: number;
  heapPeakMb: number;
  failed: number;
}

const MB = 1024 * 1024;

/** Runs a ZIP batch of `records` through the page's worker client, sampling the page's JS heap every 200 ms. */
export async function measurePageMemory(page: Page, template: Template, records: DataRecord[]): Promise<PageMemoryReport> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  // The records are the user's data and sit in the page anyway: load them first, so "before" includes them and the
  // growth to the peak is what the batch itself holds.
  await page.evaluate(([t, r]) => Object.assign(window, { __benchTemplate: t, __benchRecords: r }), [template, records] as const);
  await cdp.send('HeapProfiler.collectGarbage');
  const heapNow = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0) / MB;
  };
  const heapBeforeMb = await heapNow();
  let heapPeakMb = heapBeforeMb;
  let running = true;
  const sampling = (async () => {
    while (running) {
      heapPeakMb = Math.max(heapPeakMb, await heapNow());
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  const report: MainThreadReport = await page.evaluate(() => {
    const w = window as unknown as { __benchTemplate: Template; __benchRecords: DataRecord[] };
    return window.platenBench.platenZip(w.__benchTemplate, w.__benchRecords);
  });
  await page.evaluate(() => Object.assign(window, { __benchTemplate: undefined, __benchRecords: undefined }));
  running = false;
  await sampling;
  await cdp.detach();
  return { records: records.length, elapsedMs: report.elapsedMs, heapBeforeMb, heapPeakMb, failed: report.failed };
}
