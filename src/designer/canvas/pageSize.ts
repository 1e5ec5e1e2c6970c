import type { Template } from '../../templates/types';
import { isBlankPdf } from '../../templates/types';
import { measuredBackgroundSize } from './backgroundSizes';

/** A4 portrait: what an uploaded PDF page is taken to be until pdf.js has measured it (a moment after opening). */
const UNMEASURED_PDF_PAGE = { width: 210, height: 297 };

/**
 * Page size in mm. Blank pages carry it; an uploaded PDF's first page gives it once measured (pages are laid out at
 * one size; a PDF with pages of mixed sizes is shown at its first page's).
 */
export function pageSizeMm(template: Template): { width: number; height: number } {
  if (isBlankPdf(template.basePdf)) return { width: template.basePdf.width, height: template.basePdf.height };
  return measuredBackgroundSize(template.basePdf) ?? UNMEASURED_PDF_PAGE;
}

/** Page padding [top, right, bottom, left] mm (none for uploaded PDFs). */
export function pagePadding(template: Template): [number, number, number, number] | undefined {
  return isBlankPdf(template.basePdf) ? template.basePdf.padding : undefined;
}
