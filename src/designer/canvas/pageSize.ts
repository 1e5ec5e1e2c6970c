import type { Template } from '../../templates/types';
import { isBlankPdf } from '../../templates/types';

/**
 * Page size in mm. Blank pages carry it; for an uploaded PDF the model has no size, so A4 is assumed
 * (the same assumption as the panels' pageGeometry).
 */
export function pageSizeMm(template: Template): { width: number; height: number } {
  return isBlankPdf(template.basePdf) ? { width: template.basePdf.width, height: template.basePdf.height } : { width: 210, height: 297 };
}

/** Page padding [top, right, bottom, left] mm (none for uploaded PDFs). */
export function pagePadding(template: Template): [number, number, number, number] | undefined {
  return isBlankPdf(template.basePdf) ? template.basePdf.padding : undefined;
}
