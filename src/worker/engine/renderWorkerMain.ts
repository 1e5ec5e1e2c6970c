/** The body of a render worker, the same in a Web Worker and a worker_thread: an engine behind RenderWorkerApi. */
import * as Comlink from 'comlink';
import type { FontFileReader } from '../fonts/fontSet';
import type { Deflate } from './pdfLibFastPaths';
import { runEnginePreflight } from './preflight';
import { RenderEngine, type RecordFile } from './renderEngine';
import type { RenderWorkerApi } from './renderWorkerApi';
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

export function createRenderWorkerApi(readFont: FontFileReader, extraFonts?: Record<string, Uint8Array>, deflate?: Deflate): RenderWorkerApi {
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
    async render(template, record, row) {
      const result = await engine.render(template, record, row);
      if (!result.ok) return result;
      const buffer = ownBuffer(result.pdf);
      return Comlink.transfer({ ...result, pdf: new Uint8Array(buffer) }, [buffer]);
    },
    async renderEach(template, items) {
      const { files, buffers } = withOwnBuffers(await engine.renderEach(resolve(template), items));
      return Comlink.transfer(files, buffers);
    },
    async renderMerged(template, items, onRecord) {
      // The callback is a Comlink proxy: each call is a message, not awaited (a busy coordinator must not slow the
      // render); its answer false — the batch was cancelled — arrives a moment later and stops the run.
      let stopped = false;
      const tell = onRecord
        ? (ok: boolean) => {
            Promise.resolve(onRecord(ok)).then((goOn) => {
              if (goOn === false) stopped = true;
            }, () => {});
          }
        : undefined;
      let part;
      try {
        part = await engine.renderMerged(resolve(template), items, tell, () => stopped);
      } finally {
        (onRecord as unknown as Partial<Record<typeof Comlink.releaseProxy, () => void>> | undefined)?.[Comlink.releaseProxy]?.();
      }
      if (!part.pdf) return part;
      const buffer = ownBuffer(part.pdf);
      return Comlink.transfer({ ...part, pdf: new Uint8Array(buffer) }, [buffer]);
    },
    preflight: (template, records) => runEnginePreflight(engine, template, records),
    crash() {
      // Thrown from a timer so it escapes Comlink's handler and takes the worker down, as a real crash would.
      setTimeout(() => {
        throw new Error('render worker crashed on purpose (test)');
      });
    },
  };
}
