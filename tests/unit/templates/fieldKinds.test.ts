/**
 * A field kind lives in four places: its catalogue entry (pure traits), its worker renderer, its designer entry
 * (body, property sections, Form input) and its icon. These tests fail when a catalogue type lacks any of them, when
 * the traits contradict each other, and when a type Platen does not know is drawn as some other kind.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BARCODE_TYPES } from '../../../src/templates/barcodeRules';
import { FIELD_TYPES, createField, findFieldType } from '../../../src/templates/fieldTypes';
import { rendererFor } from '../../../src/worker/engine/plugins';
import { DESIGNER_KIND_TYPES, FieldTypeIcon, UNKNOWN_FIELD_KIND, designerKindOf } from '../../../src/designer/fieldKinds/registry';
import { barcodeIcon, unknownFieldIcon } from '../../../src/designer/panels/icons';

const TYPES = FIELD_TYPES.map((fieldType) => fieldType.type);

describe('every catalogue type is complete', () => {
  it.each(TYPES)('%s has a worker renderer, a designer entry and an icon', (type) => {
    expect(rendererFor(type), `worker renderer for ${type} (src/worker/engine/plugins.ts)`).toBeTypeOf('function');
    const kind = designerKindOf(type);
    expect(kind, `designer entry for ${type} (src/designer/fieldKinds/registry.tsx)`).not.toBe(UNKNOWN_FIELD_KIND);
    expect(kind.body).toBeTypeOf('function');
    expect(kind.Input).toBeDefined();
    expect(kind.icon, `icon for ${type} (src/designer/panels/icons.tsx)`).toBeDefined();
    expect(kind.icon).not.toBe(unknownFieldIcon);
  });

  it('has designer entries for catalogue types only', () => {
    expect([...DESIGNER_KIND_TYPES].sort()).toEqual([...TYPES].sort());
  });

  it('gives every barcode of the catalogue a rule, and has no rule for a type the catalogue lacks', () => {
    const barcodes = FIELD_TYPES.filter((fieldType) => fieldType.barcode).map((fieldType) => fieldType.type);
    expect([...barcodes].sort()).toEqual([...BARCODE_TYPES].sort());
  });

  it('gives linear barcodes the shared bars icon and every other type its own', () => {
    for (const fieldType of FIELD_TYPES) {
      const icon = designerKindOf(fieldType.type).icon;
      if (fieldType.barcode?.linear) expect(icon, fieldType.type).toBe(barcodeIcon);
      else expect(icon, fieldType.type).not.toBe(barcodeIcon);
    }
  });
});

describe('catalogue traits agree with each other', () => {
  it.each(FIELD_TYPES.map((fieldType) => [fieldType.type, fieldType] as const))('%s', (type, fieldType) => {
    expect(fieldType.hasContent).toBe(fieldType.value !== 'none');
    // shapes are exactly the types that never read a record, and pdfme starts them read-only
    expect(fieldType.shape !== undefined).toBe(fieldType.value === 'none');
    if (fieldType.shape) expect(createField(type, 'x', { x: 0, y: 0 }).readOnly).toBe(true);
    expect(fieldType.barcode !== undefined).toBe(fieldType.value === 'barcode');
    expect(fieldType.barcode?.linear ?? false).toBe('includetext' in fieldType.defaults);
    expect(fieldType.dateParts !== undefined).toBe(fieldType.value === 'date');
    // a text style is set in a font; the wording typed on the canvas is a text property of the new field
    if (fieldType.textStyle) expect(fieldType.usesFont).toBe(true);
    if (fieldType.wording) expect(typeof createField(type, 'x', { x: 0, y: 0 })[fieldType.wording]).toBe('string');
    if (fieldType.valueFormat) expect(fieldType.value).toBe('text');
    expect(fieldType.label).toMatch(/^[A-Z]/);
  });

  it('checks barcode values through the rule in the entry', () => {
    expect(findFieldType('ean13')?.barcode?.check('123')).toMatch(/EAN-13/);
    expect(findFieldType('qrcode')?.barcode?.check('hello')).toBeNull();
  });
});

describe('a type Platen does not know', () => {
  it('is drawn as an unknown field, not as a barcode', () => {
    const field = { name: 'mystery', type: 'hologram', position: { x: 0, y: 0 }, width: 10, height: 10 };
    const markup = renderToStaticMarkup(createElement(() => designerKindOf('hologram').body({ field, value: '', layout: undefined })));
    expect(markup).toContain('Unknown field type “hologram”');
  });

  it('gets the unknown-field icon', () => {
    expect(designerKindOf('hologram')).toBe(UNKNOWN_FIELD_KIND);
    const icon = renderToStaticMarkup(createElement(FieldTypeIcon, { type: 'hologram' }));
    expect(icon).toBe(renderToStaticMarkup(unknownFieldIcon));
    expect(icon).not.toBe(renderToStaticMarkup(barcodeIcon));
  });
});
