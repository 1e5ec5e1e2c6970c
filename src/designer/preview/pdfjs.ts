/**
 * pdf.js, loaded on first use so the designer starts without it. The worker script ships with the app (Vite `?url`
 * emits it as an asset of our own origin); never a CDN.
 */
import type { PDFDocumentProxy, PDFWorker } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { declaresEncryption, looksLikePdf } from './pdfBytes';

type PdfJs = typeof import('pdfjs-dist');
let loading: Promise<PdfJs> | undefined;
/**
 * One pdf.js worker for every document the app opens. Without it getDocument starts a Web Worker per document and
 * destroying the document ends it, so each preview paid for a cold worker (seconds on a busy machine) after the
 * engine had already finished: the pane stayed blank under "rendered" (issue #17).
 */
let sharedWorker: PDFWorker | undefined;

function pdfjs(): Promise<PdfJs> {
  return (loading ??= import('pdfjs-dist').then((lib) => {
    lib.GlobalWorkerOptions.workerSrc = workerUrl;
    return lib;
  }));
}

function worker(lib: PdfJs): PDFWorker {
  if (!sharedWorker || sharedWorker.destroyed) sharedWorker = new lib.PDFWorker();
  return sharedWorker;
}

/** Loads pdf.js and starts its worker ahead of need (while the engine is still rendering the first preview). */
export function warmUpPdfJs(): void {
  void pdfjs()
    .then(worker)
    .catch(() => undefined); // openPdf reports a failure when it is actually needed
}

/** Why a PDF could not be opened, in words a user understands. */
export class PdfOpenError extends Error {
  constructor(
    message: string,
    readonly reason: 'encrypted' | 'corrupt',
  ) {
    super(message);
  }
}

/** Opens PDF bytes (or a data URL). Rejects with a PdfOpenError for encrypted or unreadable files. */
export async function openPdf(source: Uint8Array | string): Promise<PDFDocumentProxy> {
  const lib = await pdfjs();
  const data = typeof source === 'string' ? dataUrlToBytes(source) : source;
  if (!looksLikePdf(data)) throw new PdfOpenError('This file is not a PDF.', 'corrupt');
  if (declaresEncryption(data)) {
    throw new PdfOpenError(
      'This PDF is encrypted (password or permission restrictions), so nothing can be printed onto it. Save an unprotected copy, e.g. with “Print to PDF”, and upload that.',
      'encrypted',
    );
  }
  try {
    // pdf.js transfers (detaches) the buffer it is given; pass a copy so callers keep theirs.
    return await lib.getDocument({ data: data.slice(), useSystemFonts: false, worker: worker(lib) }).promise;
  } catch (error) {
    // By name: pdf.js 5.6 (the last line for Node 20) does not export the class, and rebuilds it from the worker's reply.
    if ((error as { name?: unknown } | null)?.name === 'PasswordException') {
      throw new PdfOpenError('This PDF is password-protected. Remove the password and upload it again.', 'encrypted');
    }
    const detail = error instanceof Error ? error.message : String(error);
    throw new PdfOpenError(`This file is not a readable PDF (${detail}).`, 'corrupt');
  }
}

/** Draws one page into `canvas`, scaled to `widthPx` CSS pixels wide, sharp on high-DPI screens. Cancellable. */
export function drawPage(doc: PDFDocumentProxy, pageIndex: number, canvas: HTMLCanvasElement, widthPx: number) {
  let cancelled = false;
  let task: { cancel(): void; promise: Promise<void> } | undefined;
  const promise = (async () => {
    const page = await doc.getPage(pageIndex + 1);
    if (cancelled) return;
    const unscaled = page.getViewport({ scale: 1 });
    const ratio = window.devicePixelRatio || 1;
    const viewport = page.getViewport({ scale: (widthPx / unscaled.width) * ratio });
    canvas.width = Math.max(1, Math.round(viewport.width));
    canvas.height = Math.max(1, Math.round(viewport.height));
    task = page.render({ canvas, viewport });
    try {
      await task.promise;
    } catch (error) {
      // A superseded draw is cancelled on purpose; only real failures reach the caller.
      if (!cancelled) throw error;
    }
  })();
  return {
    promise,
    cancel() {
      cancelled = true;
      task?.cancel();
    },
  };
}

/** Bytes of a base64 data URL (data:application/pdf;base64,...). */
export function dataUrlToBytes(dataUrl: string): Uint8Array {
  const comma = dataUrl.indexOf(',');
  const binary = atob(dataUrl.slice(comma + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
