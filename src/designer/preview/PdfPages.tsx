/**
 * Shows PDF bytes as page images (pdf.js into canvases), redrawn when the bytes change. `onShown` hears which bytes
 * are on screen once their pages are swapped in (or that they could not be drawn): until then the pane must not
 * claim them as rendered.
 */
import { useEffect, useRef, useState } from 'react';
import { drawPage, openPdf } from './pdfjs';

/** Pages drawn at most: the preview is a check, not a reader. */
const MAX_PAGES = 12;

export function PdfPages({ pdf, widthPx, onShown }: { pdf: Uint8Array; widthPx: number; onShown?: (pdf: Uint8Array, drawn: boolean) => void }) {
  const holder = useRef<HTMLDivElement>(null);
  const [note, setNote] = useState<string | null>(null);
  const shown = useRef(onShown);
  shown.current = onShown;

  useEffect(() => {
    const box = holder.current;
    if (!box) return;
    let alive = true;
    const cancels: (() => void)[] = [];
    void (async () => {
      try {
        const doc = await openPdf(pdf);
        if (!alive) return void doc.loadingTask.destroy();
        const count = Math.min(doc.numPages, MAX_PAGES);
        // Draw off-screen, then swap in: the old pages stay visible until the new ones are ready (no flicker).
        const canvases = Array.from({ length: count }, (_, i) => {
          const canvas = document.createElement('canvas');
          canvas.setAttribute('role', 'img');
          canvas.setAttribute('aria-label', `Preview page ${i + 1}`);
          return canvas;
        });
        for (let i = 0; i < count && alive; i++) {
          const draw = drawPage(doc, i, canvases[i], widthPx);
          cancels.push(draw.cancel);
          await draw.promise;
          canvases[i].style.width = `${widthPx}px`;
        }
        if (alive) {
          box.replaceChildren(...canvases);
          setNote(doc.numPages > MAX_PAGES ? `Showing ${MAX_PAGES} of ${doc.numPages} pages.` : null);
          shown.current?.(pdf, true);
        }
        void doc.loadingTask.destroy();
      } catch (error) {
        if (alive) {
          setNote(`The preview could not be shown: ${error instanceof Error ? error.message : String(error)}`);
          shown.current?.(pdf, false); // settled without a picture: the note says why
        }
      }
    })();
    return () => {
      alive = false;
      for (const cancel of cancels) cancel();
    };
  }, [pdf, widthPx]);

  return (
    <>
      <div ref={holder} className="preview__pages" />
      {note && <p className="preview__status">{note}</p>}
    </>
  );
}
