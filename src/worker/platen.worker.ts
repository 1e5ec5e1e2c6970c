/**
 * The coordinator worker: the only Comlink.expose the page talks to. It renders previews itself and runs batches
 * over a pool of render workers, assembling ZIPs and merged PDFs here so the page receives only large chunks and
 * progress, never thousands of buffers.
 */
import * as Comlink from 'comlink';
import type { OutputSink, PlatenApi } from './api';
import { createPlatenCore } from './engine/platenCore';
import { RenderEngine } from './engine/renderEngine';
import { fetchShippedFont } from './fonts/browserFontReader';
import { spawnBrowserWorker } from './pool/browserWorkers';
import { PoolKeeper } from './pool/poolKeeper';

const pools = new PoolKeeper(spawnBrowserWorker, () => navigator.hardwareConcurrency || 1);
let local: RenderEngine | undefined;

const core = createPlatenCore({
  pool: (workers) => pools.get(workers),
  local: () => (local ??= new RenderEngine(fetchShippedFont)),
});

/** Output chunks are moved, not copied, to the page: each is its own buffer, made for this one message. */
const transferring = (sink: OutputSink): OutputSink => (chunk, last) => sink(Comlink.transfer(chunk, [chunk.buffer]), last);

const api: PlatenApi = {
  ...core,
  async render(template, record) {
    const result = await core.render(template, record);
    return result.ok ? Comlink.transfer(result, [result.pdf.buffer]) : result;
  },
  async batch(batchId, template, records, options, onProgress, onOutput) {
    try {
      return await core.batch(batchId, template, records, options, onProgress, transferring(onOutput));
    } finally {
      // The callbacks arrive as Comlink proxies, each holding a MessagePort open until released.
      for (const callback of [onProgress, onOutput] as unknown as Partial<Record<typeof Comlink.releaseProxy, () => void>>[]) {
        callback[Comlink.releaseProxy]?.();
      }
    }
  },
};

Comlink.expose(api);
