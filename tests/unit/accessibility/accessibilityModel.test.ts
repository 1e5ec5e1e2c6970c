/** Issue #19: what each field is for a screen reader, its alternative text, and what validation names with PDF/UA on. */
import { describe, expect, it } from 'vitest';
import { altTextOf, structureOf } from '../../../src/templates/accessibility';
import { FIELD_TYPES, createField } from '../../../src/templates/fieldTypes';
import type { FieldSchema, Template } from '../../../src/templates/types';
import { validateTemplate } from '../../../src/templates/validate';

const page = (fields: FieldSchema[], platen: Template['platen'] = { pdfua: true }): Template => ({
  schemas: [fields],
  basePdf: { width: 210, height: 297, padding: [0, 0, 0, 0] },
  platen,
});

describe('the structure of each field kind', () => {
  it('reads text as paragraphs, pictures, barcodes and marks as figures, shapes as artifacts', () => {
    const kinds = Object.fromEntries(FIELD_TYPES.map((t) => [t.type, structureOf({ type: t.type }).kind]));
    expect(kinds).toMatchObject({ text: 'text', multiVariableText: 'text', date: 'text', select: 'text', image: 'figure', svg: 'figure',
      signature: 'figure', qrcode: 'figure', ean13: 'figure', checkbox: 'figure', circleMark: 'figure', table: 'table', list: 'list',
      line: 'artifact', rectangle: 'artifact', ellipse: 'artifact' });
  });

  it('makes a text a heading, and anything decorative, as Properties → Accessibility says', () => {
    expect(structureOf({ type: 'text', platenRole: 'heading2' })).toEqual({ kind: 'text', tag: 'H2' });
    expect(structureOf({ type: 'image', platenRole: 'decorative' })).toEqual({ kind: 'artifact' });
    expect(structureOf({ type: 'text', platenRole: 'nonsense' })).toEqual({ kind: 'text', tag: 'P' });
  });

  it('fills alternative text from the record, and describes barcodes and marks by themselves', () => {
    expect(altTextOf({ type: 'image', name: 'photo', platenAlt: 'Photo of {name}' }, '', { name: 'Ada' })).toBe('Photo of Ada');
    expect(altTextOf({ type: 'qrcode', name: 'qr' }, 'https://example.org/1', {})).toBe('QR code: https://example.org/1');
    expect(altTextOf({ type: 'checkbox', name: 'paid' }, 'true', {})).toBe('paid: checked');
    expect(altTextOf({ type: 'image', name: 'logo' }, '', {})).toBe('Image “logo”');
  });
});

describe('validation with tagged PDF on', () => {
  const messages = (template: Template) => validateTemplate(template).map((p) => `${p.severity}: ${p.message}`);

  it('names a picture without alternative text, a table without header and a skipped heading level', () => {
    const photo = createField('image', 'photo', { x: 10, y: 10 });
    const table = { ...createField('table', 'lines', { x: 10, y: 60 }), showHead: false };
    const title = { ...createField('text', 'title', { x: 10, y: 100 }), platenRole: 'heading1' };
    const sub = { ...createField('text', 'sub', { x: 10, y: 120 }), platenRole: 'heading3' };
    const found = messages(page([photo, table, title, sub]));
    expect(found).toContainEqual(expect.stringMatching(/^warning: Page 1, field “photo”: a picture without alternative text/));
    expect(found).toContainEqual(expect.stringMatching(/^warning: Page 1, field “lines”: a table without a header row/));
    expect(found).toContainEqual(expect.stringMatching(/^warning: Page 1, field “sub”: Heading 3 follows Heading 1/));
    expect(messages(page([photo, table, title, sub], {}))).toEqual([]);
  });

  it('refuses a role or a language it cannot use, naming the place', () => {
    const text = { ...createField('text', 'a', { x: 10, y: 10 }), platenRole: 'banner' };
    const problems = validateTemplate(page([text], { pdfua: true, lang: 'english please' }));
    expect(problems.map((p) => [p.severity, p.path.join('.')])).toEqual([
      ['error', 'platen.lang'],
      ['error', 'schemas.0.0.platenRole'],
    ]);
  });
});
