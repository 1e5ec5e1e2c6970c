/** The body of a render worker, the same in a Web Worker and a worker_thread: an engine behind RenderWorkerApi. */
import * as Comlink from 'comlink';
import type { FontFileReader } from '../fonts/fontSet';
import { runEnginePreflight } from './preflight';
import { RenderEngine, type RecordFile } from './renderEngine';
import type { RenderWorkerApi } from './renderWorkerApi';

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

export function createRenderWorkerApi(readFont: FontFileReader, extraFonts?: Record<string, Uint8Array>): RenderWorkerApi {
  const engine = new RenderEngine(readFont, extraFonts);
  return {
    async render(template, record, row) {
      const result = await engine.render(template, record, row);
      if (!result.ok) return result;
      const buffer = ownBuffer(result.pdf);
      return Comlink.transfer({ ...result, pdf: new Uint8Array(buffer) }, [buffer]);
    },
    async renderEach(template, items) {
      const { files, buffers } = withOwnBuffers(await engine.renderEach(template, items));
      return Comlink.transfer(files, buffers);
    },
    async renderMerged(template, items, onRecord) {
      // The callback is a Comlink proxy (each call a round trip, small beside a record); a closed port must not fail the render.
      const tell = onRecord ? (ok: boolean) => Promise.resolve(onRecord(ok)).catch(() => true) : undefined;
      let part;
      try {
        part = await engine.renderMerged(template, items, tell);
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
