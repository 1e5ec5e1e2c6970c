/**
 * The engine as the page uses it, but in one Node process: PlatenApi exposed with Comlink on one end of a
 * MessageChannel and wrapped on the other; render workers are in-process engines behind their own MessageChannels.
 */
import * as Comlink from 'comlink';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from '@pdfme/generator';
import * as schemas from '@pdfme/schemas';
import type { Plugin, Template as PdfmeTemplate } from '@pdfme/common';
import type { BatchOptions, BatchProgress, BatchSummary, PlatenApi } from '../../../../src/worker/api';
import type { DataRecord, Template } from '../../../../src/templates/types';
import { createPlatenCore } from '../../../../src/worker/coordinator/platenCore';
import { createRenderWorkerApi } from '../../../../src/worker/engine/renderWorkerMain';
import type { RenderWorkerApi } from '../../../../src/worker/engine/renderWorkerApi';
import { readFontFromNodeModules } from '../../../../src/worker/fonts/nodeFontReader';
import { RenderPool, type WorkerSlot } from '../../../../src/worker/pool/renderPool';

function inProcessWorker(): WorkerSlot {
  const { port1, port2 } = new MessageChannel();
  Comlink.expose(createRenderWorkerApi(readFontFromNodeModules), port1);
  const api = Comlink.wrap<RenderWorkerApi>(port2);
  return {
    api: api as unknown as WorkerSlot['api'],
    onDeath: () => {},
    terminate: () => {
      port1.close();
      port2.close();
    },
  };
}

export interface TestEngine {
  api: Comlink.Remote<PlatenApi>;
  close(): void;
}

/** PlatenApi over Comlink with `workers` in-process render workers. */
export function engineOverComlink(workers = 2): TestEngine {
  const previews = new RenderPool(inProcessWorker, 1);
  const pools: RenderPool[] = [previews];
  const core = createPlatenCore({
    pool: (requested) => {
      const pool = new RenderPool(inProcessWorker, requested ?? workers);
      pools.push(pool);
      return pool;
    },
    previews: () => previews,
  });
  const { port1, port2 } = new MessageChannel();
  Comlink.expose(core, port1);
  return {
    api: Comlink.wrap<PlatenApi>(port2),
    close() {
      for (const pool of pools) void pool.close();
      port1.close();
      port2.close();
    },
  };
}

export interface CollectedBatch {
  summary: BatchSummary;
  bytes: Uint8Array;
  chunks: Uint8Array[];
  lastFlags: boolean[];
  progress: BatchProgress[];
}

/** Resolves once `arrived()` holds, checking after each turn of the event loop; rejects, saying so, if it never does. */
async function callbacksSettled(arrived: () => boolean, batchId: string): Promise<void> {
  // A bound against a hang, not a timing check: the messages are already posted when the batch answers.
  const giveUpAt = Date.now() + 30_000;
  while (!arrived()) {
    if (Date.now() > giveUpAt) throw new Error(`batch ${batchId}: its last chunk or closing progress report never arrived`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Runs a batch through the Comlink API the way client.ts does (callbacks wrapped with Comlink.proxy). */
export async function collectBatch(
  api: Comlink.Remote<PlatenApi>,
  template: Template,
  records: DataRecord[],
  options: BatchOptions,
  batchId = 'test-batch',
  onProgress?: (progress: BatchProgress) => void,
  /** when given, chunks go here instead of being kept (to measure memory while streaming) */
  onChunk?: (chunk: Uint8Array, last: boolean) => void,
): Promise<CollectedBatch> {
  const chunks: Uint8Array[] = [];
  const lastFlags: boolean[] = [];
  const progress: BatchProgress[] = [];
  const summary = await api.batch(
    batchId,
    template,
    records,
    options,
    Comlink.proxy((p: BatchProgress) => {
      progress.push(p);
      onProgress?.(p);
    }),
    Comlink.proxy((chunk: Uint8Array, last: boolean) => {
      lastFlags.push(last);
      if (onChunk) onChunk(chunk, last);
      else chunks.push(chunk);
    }),
  );
  // Comlink delivers callback calls as messages on ports of their own, so the answer may overtake the last of them:
  // wait until the output's last chunk and a progress report counting every row the summary settled have arrived.
  const settled = summary.total - summary.notRendered.reduce((rows, range) => rows + range.last - range.first + 1, 0);
  await callbacksSettled(() => {
    const last = progress.at(-1);
    return lastFlags.at(-1) === true && last !== undefined && last.done + last.failed === settled;
  }, batchId);
  return { summary, bytes: new Uint8Array(Buffer.concat(chunks)), chunks, lastFlags, progress };
}

const scratch = mkdtempSync(join(tmpdir(), 'platen-engine-'));
let fileNo = 0;

/** pdftotext of a PDF (layout off), and pdfinfo's page count. */
export function pdfText(pdf: Uint8Array): string {
  const file = join(scratch, `doc-${(fileNo += 1)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}

export function pdfPages(pdf: Uint8Array): number {
  const file = join(scratch, `doc-${(fileNo += 1)}.pdf`);
  writeFileSync(file, pdf);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
}

/** Stock @pdfme/generator 6.1.13 with every built-in plugin and Roboto given locally (as Platen's engine has it). */
export async function stockGenerate(template: Template, inputs: DataRecord[]): Promise<Uint8Array> {
  const { barcodes, ...rest } = schemas as unknown as Record<string, unknown> & { barcodes: Record<string, Plugin> };
  const plugins: Record<string, Plugin> = {};
  for (const [name, value] of Object.entries({ ...rest, ...barcodes })) {
    if (value && typeof value === 'object' && 'pdf' in value) plugins[name] = value as Plugin;
  }
  const roboto = readFileSync(new URL('../../../../node_modules/@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf', import.meta.url));
  const { platen: _platen, ...pdfmeTemplate } = template;
  return generate({
    template: pdfmeTemplate as unknown as PdfmeTemplate,
    inputs,
    plugins,
    options: { font: { Roboto: { data: new Uint8Array(roboto), fallback: true } } },
  });
}

/** A page of a PDF rasterised by pdftoppm (PPM bytes), to compare drawings pixel for pixel. */
export function pdfPixels(pdf: Uint8Array, page = 1, dpi = 40): Buffer {
  const file = join(scratch, `doc-${(fileNo += 1)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftoppm', ['-r', String(dpi), '-f', String(page), '-l', String(page), file]);
}
