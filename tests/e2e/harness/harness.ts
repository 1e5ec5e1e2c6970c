/**
 * The engine harness page's script: puts the real worker client (the same one the designer uses) on `window`, with
 * helpers that return output as base64 so a browser test can pull the bytes back to Node.
 */
import { getPlaten, runBatch } from '../../../src/worker/client';
import { spawnBrowserWorker } from '../../../src/worker/pool/browserWorkers';
import { RenderPool } from '../../../src/worker/pool/renderPool';
import type { BatchOptions, BatchProgress, BatchSummary } from '../../../src/worker/api';
import type { DataRecord, Template } from '../../../src/templates/types';

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export interface HarnessBatch {
  summary: BatchSummary;
  base64: string;
  chunks: number[];
  lastFlags: boolean[];
  progress: BatchProgress[];
}

const harness = {
  async render(template: Template, record: DataRecord) {
    const result = await getPlaten().render(template, record);
    return result.ok ? { ok: true, base64: toBase64(result.pdf) } : result;
  },
  async batch(template: Template, records: DataRecord[], options: BatchOptions, cancelAtDone?: number): Promise<HarnessBatch> {
    const parts: Uint8Array[] = [];
    const lastFlags: boolean[] = [];
    const progress: BatchProgress[] = [];
    let cancelled = false;
    const running = runBatch(template, records, options, {
      onProgress: (p) => {
        progress.push(p);
        if (cancelAtDone !== undefined && !cancelled && p.done >= cancelAtDone) {
          cancelled = true;
          void running.cancel();
        }
      },
      onOutput: (chunk, last) => {
        parts.push(chunk);
        lastFlags.push(last);
      },
    });
    const summary = await running.promise;
    const total = parts.reduce((sum, p) => sum + p.length, 0);
    const all = new Uint8Array(total);
    let offset = 0;
    for (const part of parts) {
      all.set(part, offset);
      offset += part.length;
    }
    return { summary, base64: toBase64(all), chunks: parts.map((p) => p.length), lastFlags, progress };
  },
  barcodeSvg: (type: string, value: string) => getPlaten().barcodeSvg(type, value, {}),
  /** A pool of real render Web Workers whose first worker crashes mid-task: the task must finish on a replacement. */
  async crashAndRecover(template: Template, record: DataRecord) {
    const pool = new RenderPool(spawnBrowserWorker, 1);
    let attempts = 0;
    try {
      const files = await pool.run(async (api) => {
        attempts += 1;
        if (attempts === 1) {
          await api.crash();
          return new Promise<never>(() => {});
        }
        return api.renderEach(template, [{ row: 0, record }]);
      });
      return { attempts, replaced: pool.replaced, ok: Boolean(files[0].pdf), errors: files[0].errors };
    } finally {
      await pool.close();
    }
  },
};

declare global {
  interface Window {
    platenHarness: typeof harness;
  }
}

window.platenHarness = harness;
document.body.dataset.ready = 'true';
