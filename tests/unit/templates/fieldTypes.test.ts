import * as schemas from '@pdfme/schemas';
import { isDynamicLayoutSchema } from '@pdfme/schemas/dynamicLayout';
import { describe, expect, it } from 'vitest';
import { FIELD_GROUPS, FIELD_TYPES, createField, findFieldType, isBarcodeType } from '../../../src/templates/fieldTypes';

/** Every plugin @pdfme/schemas exports, keyed by the type id its defaultSchema declares. */
function pdfmeDefaultSchemas(): Map<string, Record<string, unknown>> {
  const plugins: unknown[] = [];
  for (const value of Object.values(schemas)) {
    if (value && typeof value === 'object' && 'propPanel' in value) plugins.push(value);
  }
  plugins.push(...Object.values(schemas.barcodes));
  const byType = new Map<string, Record<string, unknown>>();
  for (const plugin of plugins as { propPanel: { defaultSchema: Record<string, unknown> } }[]) {
    const defaults = plugin.propPanel.defaultSchema;
    byType.set(defaults.type as string, defaults);
  }
  return byType;
}

const PALETTE_LABELS = [
  'Text', 'Multi-variable text', 'Image', 'SVG', 'Signature', 'Table', 'List', 'QR code', 'EAN-13', 'EAN-8',
  'Code 39', 'Code 128', 'NW-7 (Codabar)', 'ITF-14', 'UPC-A', 'UPC-E', 'Japan Post', 'GS1 DataMatrix', 'PDF417', 'Line',
  'Rectangle', 'Ellipse', 'Date', 'Time', 'Date & time', 'Select', 'Checkbox', 'Radio group',
];

describe('field type catalogue', () => {
  const pdfme = pdfmeDefaultSchemas();

  it('lists exactly the types pdfme 6.1.13 ships, no more and no fewer', () => {
    expect(FIELD_TYPES.map((t) => t.type).sort()).toEqual([...pdfme.keys()].sort());
  });

  it('shows every palette label the designer promises', () => {
    const labels = FIELD_TYPES.map((t) => t.label);
    for (const label of PALETTE_LABELS) expect(labels).toContain(label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('puts every type in a palette group', () => {
    for (const fieldType of FIELD_TYPES) expect(FIELD_GROUPS).toContain(fieldType.group);
  });

  it.each(FIELD_TYPES.map((t) => [t.type, t] as const))('%s starts with pdfme’s size and properties', (type, fieldType) => {
    const real = pdfme.get(type)!;
    expect(fieldType.defaultWidthMm).toBe(real.width);
    expect(fieldType.defaultHeightMm).toBe(real.height);
    expect(Object.keys(fieldType.defaults).sort()).toEqual(
      // pdfme lists fontName and dynamicFontSize as undefined; a missing key means the same.
      Object.keys(real)
        .filter((key) => real[key] !== undefined && !['name', 'type', 'position', 'width', 'height'].includes(key))
        .sort(),
    );
    // Content differs on purpose for media (no sample picture), dates (fixed sample) and SVG (a plain frame).
    for (const [key, value] of Object.entries(fieldType.defaults)) {
      if (key === 'content' && ['image', 'signature', 'svg', 'date', 'time', 'dateTime'].includes(type)) continue;
      expect(value, `${type}.${key}`).toEqual(real[key]);
    }
  });

  it('finds a type by id and tells barcodes apart', () => {
    expect(findFieldType('qrcode')?.label).toBe('QR code');
    expect(findFieldType('nope')).toBeUndefined();
    expect(isBarcodeType('code128')).toBe(true);
    expect(isBarcodeType('gs1datamatrix')).toBe(true);
    expect(isBarcodeType('text')).toBe(false);
    expect(isBarcodeType('nope')).toBe(false);
  });
});

describe('createField', () => {
  it('makes a named field at the given place with the type’s default size', () => {
    const field = createField('code128', 'tracking', { x: 12, y: 30 });
    expect(field).toMatchObject({ name: 'tracking', type: 'code128', position: { x: 12, y: 30 }, width: 40, height: 20 });
    expect(field.includetext).toBe(true);
    expect(field.id).toBeUndefined();
  });

  it('never shares nested styles between fields or with the catalogue', () => {
    const a = createField('table', 'items', { x: 0, y: 0 });
    const b = createField('table', 'items2', { x: 0, y: 0 });
    (a.headStyles as { fontSize: number }).fontSize = 99;
    expect((b.headStyles as { fontSize: number }).fontSize).toBe(13);
    expect((findFieldType('table')!.defaults.headStyles as { fontSize: number }).fontSize).toBe(13);
  });

  it('refuses a type pdfme does not have', () => {
    expect(() => createField('hologram', 'x', { x: 0, y: 0 })).toThrow(/Unknown field type/);
  });

  it('grows with rows exactly where pdfme’s dynamic layout sizes a field whatever its overflow (tables, lists)', () => {
    // an expanding text is dynamic too, but only with overflow 'expand': it is measured, not given the trait
    for (const type of FIELD_TYPES) {
      const sized = isDynamicLayoutSchema({ type: type.type, name: 'x', position: { x: 0, y: 0 }, width: 10, height: 10 } as never);
      expect(type.growsWithRows === true, type.type).toBe(sized);
    }
  });
});
