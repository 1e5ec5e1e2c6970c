/**
 * One page of an uploaded base PDF, drawn with pdf.js behind the fields on the canvas (designer-core places it).
 * Decoding happens once per PDF; a zoom change only redraws.
 */
import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { drawPage, openPdf } from './pdfjs';

interface Props {
  /** data:application/pdf;base64,... */
  pdf: string;
  pageIndex: number;
  widthPx: number;
  heightPx: number;
}

// The last few opened PDFs, by data URL: every page of a template shares one decoded document.
const documents = new Map<string, Promise<PDFDocumentProxy>>();
function openCached(pdf: string): Promise<PDFDocumentProxy> {
  let doc = documents.get(pdf);
  if (!doc) {
    doc = openPdf(pdf);
    documents.set(pdf, doc);
    if (documents.size > 4) {
      const [oldest] = documents.keys();
      void documents.get(oldest)?.then((d) => d.loadingTask.destroy()).catch(() => undefined);
      documents.delete(oldest);
    }
  }
  return doc;
}

export function BasePdfPage({ pdf, pageIndex, widthPx, heightPx }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let cancelDraw: (() => void) | undefined;
    let alive = true;
    setError(null);
    openCached(pdf)
      .then((doc) => {
        if (!alive) return;
        if (pageIndex >= doc.numPages) {
          setError(`The background PDF has no page ${pageIndex + 1}.`);
          return;
        }
        const draw = drawPage(doc, pageIndex, canvas, widthPx);
        cancelDraw = draw.cancel;
        return draw.promise;
      })
      .catch((e: unknown) => alive && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      alive = false;
      cancelDraw?.();
    };
  }, [pdf, pageIndex, widthPx]);

  return (
    <div className="base-pdf-page" style={{ position: 'absolute', inset: 0, width: widthPx, height: heightPx, pointerEvents: 'none' }}>
      <canvas ref={canvasRef} style={{ width: widthPx, height: heightPx, display: 'block' }} aria-hidden="true" />
      {error && <p className="base-pdf-page__error">{error}</p>}
    </div>
  );
}
