/**
 * Page sizes (mm) of uploaded background PDFs, as pdf.js measured them. pdfme's JSON carries no size for a PDF
 * background, and a Letter form stretched to A4 would put every field in the wrong place over it. The sizes are
 * derived from the PDF, so they live beside the document (never in its history), measured once per file.
 */
export interface PageSizeMm {
  width: number;
  height: number;
}

const measured = new Map<string, PageSizeMm[]>();

/** The measured size of page `pageIndex` of this background PDF (data URL), if pdf.js has measured it yet. */
export function measuredBackgroundSize(pdf: string, pageIndex = 0): PageSizeMm | undefined {
  const sizes = measured.get(pdf);
  return sizes?.[pageIndex] ?? sizes?.[0];
}

/** Records pdf.js's measurement; true when it changed what is known (so the canvas should lay out again). */
export function rememberBackgroundSizes(pdf: string, sizes: PageSizeMm[]): boolean {
  if (sizes.length === 0 || measured.get(pdf) === sizes) return false;
  if (measured.size > 8) measured.clear(); // data URLs are large: keep only the few backgrounds of this session
  measured.set(pdf, sizes);
  return true;
}
