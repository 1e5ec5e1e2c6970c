/**
 * The coordinator worker: the only Comlink.expose the page talks to. It runs batches over a pool of render workers,
 * assembling ZIPs and merged PDFs here so the page receives only large chunks and progress, never thousands of
 * buffers; previews, canvas layout, preflight and barcode pictures go to a render worker of their own under a time
 * limit (platenCore.ts), so this worker runs no pdfme and always answers.
 */
import * as Comlink from 'comlink';
import type { OutputSink, PlatenApi } from './api';
import { createPlatenCore } from './coordinator/platenCore';
import { spawnBrowserWorker } from './pool/browserWorkers';
import { PoolKeeper } from './pool/poolKeeper';
import { RenderPool } from './pool/renderPool';

const pools = new PoolKeeper(spawnBrowserWorker, () => navigator.hardwareConcurrency || 1);
/**
 * Workers for previews, started on first use, so previews never wait behind a batch. Two: a record's layout and its
 * render run side by side, so a record that runs away holds the preview for one time limit, not two in a row.
 */
const previews = new RenderPool(spawnBrowserWorker, 2);

const core = createPlatenCore({ pool: (workers) => pools.get(workers), previews: () => previews });

/** Output chunks are moved, not copied, to the page: each is its own buffer, made for this one message. */
const transferring = (sink: OutputSink): OutputSink => (chunk, last) => sink(Comlink.transfer(chunk, [chunk.buffer]), last);

/**
 * Calls to a Comlink proxy travel on the proxy's own MessagePort, the batch's answer on the worker's: the page may
 * get the answer before the last progress report or output chunk (a CI run saw the final report arrive late). So
 * each call's acknowledgement is kept, and the batch answers only once the page has received them all.
 */
function delivering<A extends unknown[]>(sink: (...args: A) => void, pending: Set<Promise<unknown>>): (...args: A) => void {
  return (...args) => {
    const delivered = Promise.resolve(sink(...args) as unknown).catch(() => undefined);
    pending.add(delivered);
    void delivered.finally(() => pending.delete(delivered));
  };
}

const api: PlatenApi = {
  ...core,
  async render(template, record) {
    const result = await core.render(template, record);
    return result.ok ? Comlink.transfer(result, [result.pdf.buffer]) : result;
  },
  async batch(batchId, template, records, options, onProgress, onOutput) {
    const pending = new Set<Promise<unknown>>();
    try {
      const summary = await core.batch(batchId, template, records, options, delivering(onProgress, pending), delivering(transferring(onOutput), pending));
      await Promise.all(pending);
      return summary;
    } finally {
      // The callbacks arrive as Comlink proxies, each holding a MessagePort open until released.
      for (const callback of [onProgress, onOutput] as unknown as Partial<Record<typeof Comlink.releaseProxy, () => void>>[]) {
        callback[Comlink.releaseProxy]?.();
      }
    }
  },
};

Comlink.expose(api);
