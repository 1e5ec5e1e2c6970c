import { describe, expect, it } from 'vitest';
import { checkLayout, designFit, nupRecords, nupTemplate, slotOrigin } from '../../../src/data/nup';
import { findSheetPreset, fittingLayout, SHEET_PRESETS } from '../../../src/data/nupPresets';
import { evaluateConditions } from '../../../src/worker/expressions/conditions';
import type { FieldSchema, Template } from '../../../src/templates/types';

const field = (name: string, x: number, y: number, extra: Partial<FieldSchema> = {}): FieldSchema => ({ name, type: 'text', position: { x, y }, width: 50, height: 8, ...extra });
const label: Template = {
  schemas: [[field('name', 3, 4), field('city', 3, 14), field('from', 3, 20, { readOnly: true, content: 'Sent by Platen to {city}' })]],
  basePdf: { width: 66.675, height: 25.4, padding: [0, 0, 0, 0] },
};
const avery5160 = findSheetPreset('avery-5160')!.layout;

/** Positions are rounded to 0.001 mm; a printer resolves 0.02 mm at best. */
function expectAt(point: { x: number; y: number }, x: number, y: number) {
  expect(point.x).toBeCloseTo(x, 2);
  expect(point.y).toBeCloseTo(y, 2);
}

describe('N-up label sheets', () => {
  it('places Avery 5160 labels 3 across, 10 down on Letter, in mm', () => {
    expect(avery5160).toMatchObject({ sheetWidth: 215.9, sheetHeight: 279.4, columns: 3, rows: 10, cellWidth: 66.675, cellHeight: 25.4, gapX: 3.175, gapY: 0 });
    expectAt(slotOrigin(avery5160, 0), 4.7625, 12.7);
    expectAt(slotOrigin(avery5160, 1), 74.6125, 12.7);
    expectAt(slotOrigin(avery5160, 2), 144.4625, 12.7);
    expectAt(slotOrigin(avery5160, 29), 144.4625, 241.3);
    expect(checkLayout(label, avery5160)).toEqual([]);
  });

  it("renames the names a slot's Show when condition reads, not quoted text or properties", () => {
    const conditional: Template = {
      ...label,
      schemas: [[...label.schemas[0], field('vip', 40, 4, { readOnly: true, content: 'VIP', platenShowIf: 'city === "name" && name.length > 2 && Number(missing) > 0' })]],
    };
    const slot3 = nupTemplate(conditional, avery5160).schemas[0].find((f) => f.name === 'vip__slot3')!;
    // every name the record provides is renamed, a data column (`missing`) as a field; built-ins (Number) are not
    expect(slot3.platenShowIf).toBe('city__slot3 === "name" && name__slot3.length > 2 && Number(missing__slot3) > 0');
  });

  it('a slot\'s condition reads a data column no field is named after, and an empty slot reads it empty (issue #17)', () => {
    const conditional: Template = {
      ...label,
      schemas: [[...label.schemas[0], field('fragile', 40, 4, { readOnly: true, content: 'FRAGILE', platenShowIf: 'Fragile === "yes"' })]],
    };
    const sheet = nupTemplate(conditional, avery5160);
    // the records as the batch gets them: every column with the fields' values (src/data/records.ts withColumns)
    const [record] = nupRecords(conditional, [{ name: 'Ada', Fragile: 'yes' }, { name: 'Bo', Fragile: 'no' }], avery5160);
    const { hidden, errors } = evaluateConditions(sheet.schemas as never, record as Record<string, string>);
    expect(errors).toEqual([]);
    expect(hidden.has('fragile__slot1')).toBe(false);
    expect(hidden.has('fragile__slot2')).toBe(true);
    expect(hidden.has('fragile__slot3')).toBe(true); // no record: Fragile__slot3 is '' there
  });

  it("each slot shows or hides by its own record's values", () => {
    const conditional: Template = {
      ...label,
      schemas: [[...label.schemas[0], field('spend', 40, 14), field('vip', 40, 4, { readOnly: true, content: 'VIP {name}', platenShowIf: 'Number(spend) > 100' })]],
    };
    const sheet = nupTemplate(conditional, avery5160);
    const [record] = nupRecords(conditional, [{ name: 'Ada', city: 'Leeds', spend: '150' }, { name: 'Bo', city: 'York', spend: '5' }], avery5160);
    const { hidden } = evaluateConditions(sheet.schemas as never, record as Record<string, string>);
    expect(hidden.has('vip__slot1')).toBe(false);
    expect(hidden.has('vip__slot2')).toBe(true);
    expect(record.vip__slot1).toBe('VIP Ada');
  });

  it('makes a sheet template with every field repeated per slot and renamed name__slotN', () => {
    const sheet = nupTemplate(label, avery5160);
    expect(sheet.basePdf).toEqual({ width: 215.9, height: 279.4, padding: [0, 0, 0, 0] });
    expect(sheet.schemas).toHaveLength(1);
    expect(sheet.schemas[0]).toHaveLength(90);
    const name2 = sheet.schemas[0].find((f) => f.name === 'name__slot2')!;
    expectAt(name2.position, 77.6125, 16.7);
    const city30 = sheet.schemas[0].find((f) => f.name === 'city__slot30')!;
    expectAt(city30.position, 147.4625, 255.3);
    expect(sheet.schemas[0].find((f) => f.name === 'from__slot1')!.readOnly).toBe(false);
  });

  it('makes one record per sheet; the last sheet leaves unused labels blank, fixed text included', () => {
    const records = Array.from({ length: 32 }, (_, i) => ({ name: `Person ${i + 1}`, city: 'Springfield' }));
    const sheets = nupRecords(label, records, avery5160);
    expect(sheets).toHaveLength(2);
    expect(sheets[0].name__slot1).toBe('Person 1');
    expect(sheets[0].name__slot30).toBe('Person 30');
    expect(sheets[0].from__slot30).toBe('Sent by Platen to Springfield');
    expect(sheets[1].name__slot2).toBe('Person 32');
    expect(sheets[1].name__slot3).toBe('');
    expect(sheets[1].from__slot3).toBe('');
  });

  it('starts at a later label on a partly used sheet', () => {
    const sheets = nupRecords(label, [{ name: 'A', city: '' }, { name: 'B', city: '' }], avery5160, { skipSlots: 29 });
    expect(sheets[0].name__slot30).toBe('A');
    expect(sheets[0].name__slot1).toBe('');
    expect(sheets[1].name__slot1).toBe('B');
  });

  it('places A4 presets inside the sheet and badges 2 × 4', () => {
    for (const preset of SHEET_PRESETS) {
      const t: Template = { schemas: [[]], basePdf: { width: preset.layout.cellWidth, height: preset.layout.cellHeight, padding: [0, 0, 0, 0] } };
      expect(checkLayout(t, preset.layout), preset.id).toEqual([]);
    }
    const badges = findSheetPreset('badges-a4-2x4')!.layout;
    expect(slotOrigin(badges, 7)).toEqual({ x: 110, y: 223.5 });
    const l7160 = findSheetPreset('avery-l7160')!.layout;
    expect(slotOrigin(l7160, 20)).toEqual({ x: 139.28, y: 243.75 });
  });

  it('starts a custom sheet with as many labels as fit, centred', () => {
    const layout = fittingLayout({ width: 210, height: 297 }, { width: 86, height: 54 }, 5);
    expect(layout).toMatchObject({ columns: 2, rows: 5, gapX: 5, gapY: 5 });
    expect(layout.marginLeft).toBeCloseTo((210 - 2 * 86 - 5) / 2, 3);
    expect(layout.marginTop).toBeCloseTo((297 - 5 * 54 - 4 * 5) / 2, 3);
    const t: Template = { schemas: [[]], basePdf: { width: 86, height: 54, padding: [0, 0, 0, 0] } };
    expect(checkLayout(t, layout)).toEqual([]);
  });

  it('says when labels do not fit the sheet or the template is bigger than a label', () => {
    const problems = checkLayout({ ...label, basePdf: { width: 100, height: 30, padding: [0, 0, 0, 0] } }, { ...avery5160, columns: 4 });
    expect(problems.map((p) => [p.severity, p.message])).toEqual([
      ['error', 'The labels need 280.987 mm across but the sheet is 215.9 mm wide'],
      [
        'error',
        'The design page is 100 × 30 mm but a label on this sheet is 66.675 × 25.4 mm: it does not fit (it would have to be scaled to ×0.67). Choose a sheet with labels of at least 100 × 30 mm, or one record per page',
      ],
    ]);
  });

  it('refuses a 100 × 150 mm shipping label on Avery L7163 (99.1 × 38.1 mm), naming both sizes (issue #17)', () => {
    const shipping: Template = { schemas: [[]], basePdf: { width: 100, height: 150, padding: [0, 0, 0, 0] } };
    const l7163 = findSheetPreset('avery-l7163')!.layout;
    expect(designFit(shipping, l7163)).toEqual({ design: { width: 100, height: 150 }, slot: { width: 99.1, height: 38.1 }, fits: false, scale: 38.1 / 150 });
    const problems = checkLayout(shipping, l7163);
    expect(problems).toHaveLength(1);
    expect(problems[0].severity).toBe('error');
    expect(problems[0].message).toContain('The design page is 100 × 150 mm but a label on this sheet is 99.1 × 38.1 mm: it does not fit (it would have to be scaled to ×0.25)');
    // a design the size of the label, or within 0.01 mm of rounding, fits
    expect(designFit({ ...shipping, basePdf: { width: 99.1, height: 38.105, padding: [0, 0, 0, 0] } }, l7163)?.fits).toBe(true);
    expect(designFit({ ...shipping, basePdf: { width: 99.2, height: 38.1, padding: [0, 0, 0, 0] } }, l7163)?.fits).toBe(false);
  });
});
