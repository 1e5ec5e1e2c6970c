// Issue #17: a label sheet the design does not fit is refused and not remembered for the next batch.
import { describe, expect, it } from 'vitest';
import { settingsToRemember, sheetRefusals } from '../../../../src/designer/dataPanel/customLayout';
import { DEFAULT_SETTINGS } from '../../../../src/designer/dataPanel/dataSession';
import type { Template } from '../../../../src/templates/types';

const shipping: Template = { schemas: [[]], basePdf: { width: 100, height: 150, padding: [0, 0, 0, 0] } };
const badge: Template = { schemas: [[]], basePdf: { width: 86, height: 54, padding: [0, 0, 0, 0] } };

describe('the N-up sheet chosen for a batch', () => {
  it('refuses Avery L7163 for a 100 × 150 mm label, and remembers the last sheet that fitted instead', () => {
    const chosen = { ...DEFAULT_SETTINGS, nupPreset: 'avery-l7163' };
    expect(sheetRefusals(shipping, chosen).map((problem) => problem.message)).toEqual([expect.stringContaining('100 × 150 mm but a label on this sheet is 99.1 × 38.1 mm')]);
    expect(settingsToRemember(chosen, shipping, '').nupPreset).toBe('');
    expect(settingsToRemember(chosen, shipping, 'tickets-a4-1x4').nupPreset).toBe('tickets-a4-1x4');
  });

  it('keeps a sheet the design fits, and one record per page', () => {
    const chosen = { ...DEFAULT_SETTINGS, nupPreset: 'badges-a4-2x4' };
    expect(sheetRefusals(badge, chosen)).toEqual([]);
    expect(settingsToRemember(chosen, badge, '')).toBe(chosen);
    expect(sheetRefusals(shipping, DEFAULT_SETTINGS)).toEqual([]);
  });
});
