/** Page sizes as the panels need them (mm). */
import type { Template } from '../../templates/types';
import { isBlankPdf } from '../../templates/types';

/** A4 portrait: what an uploaded PDF page is assumed to be until pdf.js has measured it. */
const FALLBACK = { width: 210, height: 297 };

/** The size of a page in mm. Blank pages carry their size; uploaded PDFs are assumed A4 here. */
export function pageSizeMm(template: Template): { width: number; height: number } {
  return isBlankPdf(template.basePdf) ? { width: template.basePdf.width, height: template.basePdf.height } : FALLBACK;
}
