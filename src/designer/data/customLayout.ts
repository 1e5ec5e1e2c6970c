/** The custom N-up layout in effect for a template (pure over the session settings). */
import type { SheetLayout } from '../../data/nup';
import { fittingLayout } from '../../data/nupPresets';
import { isBlankPdf, type Template } from '../../templates/types';
import type { BatchSettings } from './dataSession';

export const SHEETS = { A4: { width: 210, height: 297 }, Letter: { width: 215.9, height: 279.4 }, A3: { width: 297, height: 420 } } as const;

/** The custom layout in effect: the saved one, or as many of the template's pages as fit on A4. */
export function customLayoutFor(template: Template, settings: BatchSettings): SheetLayout {
  if (settings.customLayout) return settings.customLayout;
  const cell = isBlankPdf(template.basePdf) ? template.basePdf : { width: 90, height: 55 };
  return fittingLayout(SHEETS.A4, { width: cell.width, height: cell.height });
}
