/**
 * The real page sizes (mm) of an uploaded background PDF. The template model has no size for a PDF background
 * (pdfme reads it from the file), so the canvas can use this instead of assuming A4.
 */
import { useEffect, useState } from 'react';
import { openCachedPdf } from './pdfCache';

const MM_PER_PT = 25.4 / 72;

export interface PageSizeMm {
  width: number;
  height: number;
}

/** Sizes of every page in mm (rotation applied), or null while measuring / when `pdf` is null or unreadable. */
export function usePdfPageSizes(pdf: string | null): PageSizeMm[] | null {
  const [sizes, setSizes] = useState<{ pdf: string; sizes: PageSizeMm[] } | null>(null);
  useEffect(() => {
    if (!pdf) return;
    let alive = true;
    void (async () => {
      try {
        const doc = await openCachedPdf(pdf);
        const result: PageSizeMm[] = [];
        for (let i = 1; i <= doc.numPages; i++) {
          const viewport = (await doc.getPage(i)).getViewport({ scale: 1 });
          result.push({ width: viewport.width * MM_PER_PT, height: viewport.height * MM_PER_PT });
        }
        if (alive) setSizes({ pdf, sizes: result });
      } catch {
        if (alive) setSizes(null);
      }
    })();
    return () => {
      alive = false;
    };
  }, [pdf]);
  return pdf && sizes?.pdf === pdf ? sizes.sizes : null;
}
