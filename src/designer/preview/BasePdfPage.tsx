/**
 * One page of an uploaded base PDF, drawn with pdf.js behind the fields on the canvas (designer-core places it).
 * Decoding happens once per PDF; a zoom change only redraws.
 */
import { useEffect, useRef, useState } from 'react';
import { openCachedPdf } from './pdfCache';
import { drawPage } from './pdfjs';

interface Props {
  /** data:application/pdf;base64,... */
  pdf: string;
  pageIndex: number;
  widthPx: number;
  heightPx: number;
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
    openCachedPdf(pdf)
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
      {error && (
        <p className="base-pdf-page__error" style={{ position: 'absolute', left: 8, top: 8, margin: 0, font: '11px system-ui, sans-serif', color: '#b42318' }}>
          {error}
        </p>
      )}
    </div>
  );
}
