/** The N-up layout in effect for a template (pure over the session settings). */
import { checkLayout, type SheetLayout } from '../../data/nup';
import { findSheetPreset, fittingLayout } from '../../data/nupPresets';
import type { Problem } from '../../templates/types';
import { isBlankPdf, type Template } from '../../templates/types';
import type { BatchSettings } from './dataSession';

export const SHEETS = { A4: { width: 210, height: 297 }, Letter: { width: 215.9, height: 279.4 }, A3: { width: 297, height: 420 } } as const;

/** The custom layout in effect: the saved one, or as many of the template's pages as fit on A4. */
export function customLayoutFor(template: Template, settings: BatchSettings): SheetLayout {
  if (settings.customLayout) return settings.customLayout;
  const cell = isBlankPdf(template.basePdf) ? template.basePdf : { width: 90, height: 55 };
  return fittingLayout(SHEETS.A4, { width: cell.width, height: cell.height });
}

/** The sheet layout the batch settings choose: a preset's, the custom one, or undefined for one record per page. */
export function sheetLayoutOf(template: Template, settings: BatchSettings): SheetLayout | undefined {
  if (settings.nupPreset === 'custom') return customLayoutFor(template, settings);
  return settings.nupPreset ? findSheetPreset(settings.nupPreset)?.layout : undefined;
}

/** Why the chosen sheet cannot take this design (a design larger than its labels, labels off the sheet): errors only. */
export function sheetRefusals(template: Template, settings: BatchSettings): Problem[] {
  const layout = sheetLayoutOf(template, settings);
  return layout ? checkLayout(template, layout).filter((problem) => problem.severity === 'error') : [];
}

/**
 * The settings to remember for the next batch: a sheet this design cannot take is not remembered (issue #17: a
 * refused Avery preset came back for the next batch); `remembered` (the last saved choice) is kept instead.
 */
export function settingsToRemember(settings: BatchSettings, template: Template, remembered: string): BatchSettings {
  return sheetRefusals(template, settings).length > 0 ? { ...settings, nupPreset: remembered } : settings;
}
