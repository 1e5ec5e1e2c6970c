/**
 * Memory during a ZIP batch in Chromium: the page's own JS heap, sampled over the DevTools protocol while the batch
 * runs (a streamed ZIP should leave it flat as the record count grows), and the resident memory of the renderer
 * processes, which hold the page and its render workers (dedicated workers live in their page's renderer).
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import type { MainThreadReport } from './browser/harness';
import type { DataRecord, Template } from '../src/templates/types';

export interface PageMemoryReport {
  records: number;
  elapsedMs: number;
  /** JS heap with the records loaded, before the batch starts */
  heapBeforeMb: number;
  heapPeakMb: number;
  /** resident memory of the renderer processes (page + workers) before the batch, and the most sampled during it */
  rendererBeforeMb: number;
  rendererPeakMb: number;
  failed: number;
}

/** VmRSS of every renderer process of `browser`, summed, MB (0 where /proc is not there). */
export async function rendererRssReader(browser: Browser): Promise<() => Promise<number>> {
  const cdp = await browser.newBrowserCDPSession();
  return async () => {
    const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: { type: string; id: number }[] };
    let kb = 0;
    for (const { type, id } of processInfo) {
      if (type !== 'renderer') continue;
      try {
        kb += Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
      } catch {
        // the process has just ended
      }
    }
    return kb / 1024;
  };
}

const MB = 1024 * 1024;

/** Runs a ZIP batch of `records` through the page's worker client, sampling the page's JS heap and the renderers' RSS every 200 ms. */
export async function measurePageMemory(page: Page, template: Template, records: DataRecord[], rendererRss: () => Promise<number>): Promise<PageMemoryReport> {
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
  const rendererBeforeMb = await rendererRss();
  let heapPeakMb = heapBeforeMb;
  let rendererPeakMb = rendererBeforeMb;
  let running = true;
  const sampling = (async () => {
    while (running) {
      heapPeakMb = Math.max(heapPeakMb, await heapNow());
      rendererPeakMb = Math.max(rendererPeakMb, await rendererRss());
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
  return { records: records.length, elapsedMs: report.elapsedMs, heapBeforeMb, heapPeakMb, rendererBeforeMb, rendererPeakMb, failed: report.failed };
}
