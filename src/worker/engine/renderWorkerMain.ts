/** The body of a render worker, the same in a Web Worker and a worker_thread: an engine behind RenderWorkerApi. */
import * as Comlink from 'comlink';
import { barcodeToSvg } from '../barcodes'; // loaded with the barcode plugins anyway
import type { FontFileReader } from '../fonts/fontSet';
import type { Deflate } from './pdfLibFastPaths';
import { runEnginePreflight } from './preflight';
import { templateAloneProblems } from './recordFreeTextCheck';
import { RenderEngine, type RecordFile } from './renderEngine';
import { withFieldWatch } from './renderWorkerFields';
import { STOP_SIGN, type RenderWorkerApi, type SignPort, type TaskSign } from './renderWorkerApi';
import type { FaultHook } from './renderWorkerFaults';
import { yieldToEventLoop } from './yieldToEventLoop';
import type { Template } from '../../templates/types';

/** The buffer of a PDF, copied only if the bytes are a view into something larger (transfer moves whole buffers). */
function ownBuffer(pdf: Uint8Array): ArrayBuffer {
  return pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? (pdf.buffer as ArrayBuffer) : (pdf.slice().buffer as ArrayBuffer);
}

function withOwnBuffers(files: RecordFile[]): { files: RecordFile[]; buffers: ArrayBuffer[] } {
  const buffers: ArrayBuffer[] = [];
  const out = files.map((file) => {
    if (!file.pdf) return file;
    const buffer = ownBuffer(file.pdf);
    buffers.push(buffer);
    return { ...file, pdf: new Uint8Array(buffer) };
  });
  return { files: out, buffers };
}

/** Batch templates kept by key; a few, since batches rarely overlap. */
const KEPT_TEMPLATES = 4;

/**
 * Posts a task's signs on its port without waiting for answers (a busy coordinator must not slow the render); a
 * STOP_SIGN — the batch was cancelled — arrives a moment later and stops the task before its next record.
 */
function signalling(port: SignPort | undefined) {
  let stopped = false;
  port?.addEventListener('message', (event: MessageEvent) => {
    if (event.data === STOP_SIGN) stopped = true;
  });
  port?.start();
  return {
    sign(sign: TaskSign) {
      port?.postMessage(sign);
    },
    get stopped() {
      return stopped;
    },
    /** closes the port: an open MessagePort keeps a Node thread's event loop alive */
    release() {
      port?.close();
    },
  };
}

/** `faults`: the test-only fault hook (renderWorkerFaults.ts); shipped workers never pass it. */
export function createRenderWorkerApi(readFont: FontFileReader, extraFonts?: Record<string, Uint8Array>, deflate?: Deflate, faults?: FaultHook): RenderWorkerApi {
  const engine = new RenderEngine(readFont, extraFonts, deflate);
  const kept = new Map<string, Template>();
  const resolve = (template: Template | string): Template => {
    if (typeof template !== 'string') return template;
    const found = kept.get(template);
    if (!found) throw new Error('The batch template was not handed to this worker');
    return found;
  };
  return {
    async useTemplate(key, template) {
      kept.set(key, template);
      if (kept.size > KEPT_TEMPLATES) kept.delete(kept.keys().next().value as string);
    },
    async render(template, record, row = 0, signPort) {
      const signs = signalling(signPort);
      let result;
      try {
        const prepared = await engine.prepare(template);
        signs.sign({ kind: 'ready' });
        result = await withFieldWatch(prepared, (name) => signs.sign({ kind: 'field', row, name }), () => engine.render(template, record, row));
      } finally {
        signs.release();
      }
      if (!result.ok) return result;
      const buffer = ownBuffer(result.pdf);
      return Comlink.transfer({ ...result, pdf: new Uint8Array(buffer) }, [buffer]);
    },
    async renderEach(template, items, signPort) {
      const signs = signalling(signPort);
      const files: RecordFile[] = [];
      try {
        const resolved = resolve(template);
        await engine.prepare(resolved); // cached: renderEach below finds it ready
        signs.sign({ kind: 'ready' });
        // One record at a time, so the coordinator hears of each (its sign of life) and a cancel stops the task.
        for (const item of items) {
          if (signs.stopped) break;
          faults?.(item.record);
          const [file] = await engine.renderEach(resolved, [item]);
          files.push(file);
          signs.sign({ kind: 'record', row: item.row, ok: Boolean(file.pdf) });
          if (signPort) await yieldToEventLoop();
        }
      } finally {
        signs.release();
      }
      const { files: out, buffers } = withOwnBuffers(files);
      return Comlink.transfer(out, buffers);
    },
    async renderMerged(template, items, signPort, form) {
      const signs = signalling(signPort);
      let part;
      try {
        const resolved = resolve(template);
        await engine.prepare(resolved);
        signs.sign({ kind: 'ready' });
        let next = 0;
        // renderMerged asks `stop` before each record, and `onRecord` after it: records are taken in order.
        const before = () => {
          if (signs.stopped) return true;
          faults?.(items[next].record);
          return false;
        };
        const after = (ok: boolean) => signs.sign({ kind: 'record', row: items[next++].row, ok });
        part = await engine.renderMerged(resolved, items, after, before, form);
      } finally {
        signs.release();
      }
      if (part.objects) {
        const { objects, contents, pages } = part.objects;
        return Comlink.transfer(part, [objects.buffer, contents.buffer, pages.buffer] as ArrayBuffer[]);
      }
      if (!part.pdf) return part;
      const buffer = ownBuffer(part.pdf);
      return Comlink.transfer({ ...part, pdf: new Uint8Array(buffer) }, [buffer]);
    },
    preflight: (template, records) => runEnginePreflight(engine, template, records),
    async preflightRows(template, items, signPort) {
      const signs = signalling(signPort);
      try {
        const resolved = resolve(template);
        const prepared = await engine.prepare(resolved);
        signs.sign({ kind: 'ready' });
        if (typeof prepared === 'string') return await runEnginePreflight(engine, resolved, []);
        if (items.length === 0) return await templateAloneProblems(engine, resolved, (name) => signs.sign({ kind: 'field', row: 0, name }));
        // One record at a time: each is a sign of life, so one record that takes too long is the one stopped.
        const problems = [];
        for (const { row, record } of items) {
          problems.push(...(await runEnginePreflight(engine, resolved, [record], row)));
          signs.sign({ kind: 'record', row, ok: true });
        }
        return problems;
      } finally {
        signs.release();
      }
    },
    async layout(template, record, signPort) {
      const signs = signalling(signPort);
      try {
        const { layoutRecord } = await import('./fieldLayout'); // the canvas's only: batch workers never load it
        const prepared = await engine.prepare(template);
        signs.sign({ kind: 'ready' });
        return await withFieldWatch(prepared, (name) => signs.sign({ kind: 'field', row: 0, name }), () => layoutRecord(engine, template, record));
      } finally {
        signs.release();
      }
    },
    async barcodeSvg(type, value, schema, signPort) {
      const signs = signalling(signPort);
      try {
        signs.sign({ kind: 'ready' });
        return await barcodeToSvg(type, value, schema);
      } finally {
        signs.release();
      }
    },
    crash() {
      // Thrown from a timer so it escapes Comlink's handler and takes the worker down, as a real crash would.
      setTimeout(() => {
        throw new Error('render worker crashed on purpose (test)');
      });
    },
  };
}
