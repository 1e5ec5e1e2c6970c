/** Repairs for templates stock pdfme renders but Platen warns about: what they plan, what they change, one undo. */
import { describe, expect, it } from 'vitest';
import { plannedRepairs, repairTemplate, repairedCopy } from '../../../src/templates/repairs';
import { sampleValues } from '../../../src/templates/repairs/mvtSampleValues';
import type { FieldSchema, Template } from '../../../src/templates/types';
import { validateTemplate } from '../../../src/templates/validate';
import { TestEditor, runChecked } from './commands/testEditor';

const text = (name: string, extra: Partial<FieldSchema> = {}): FieldSchema => ({
  name, type: 'text', position: { x: 20, y: 20 }, width: 80, height: 10, ...extra,
});
const mvt = (extra: Partial<FieldSchema>): FieldSchema => ({
  name: 'greeting', type: 'multiVariableText', position: { x: 20, y: 40 }, width: 150, height: 10, text: 'Hello {first} from {city}', variables: ['first', 'city'], ...extra,
});
function template(pages: FieldSchema[][], header: FieldSchema[] = []): Template {
  return { basePdf: { width: 210, height: 297, padding: [0, 0, 0, 0], staticSchema: header }, schemas: pages, platen: { mapping: { Title: 'title' } } };
}
const headerNames = (t: Template) => (t.basePdf as { staticSchema: FieldSchema[] }).staticSchema.map((f) => f.name);

describe('renaming header/footer fields that share a page field’s name', () => {
  it('renames only the header copies, uniquely, and leaves the data mapping on the page field', () => {
    const before = template([[text('title')], [text('date')]], [text('title', { readOnly: true }), text('date'), text('date'), text('logo')]);
    const after = runChecked(repairTemplate, before, undefined);
    expect(headerNames(after)).toEqual(['title (header)', 'date (header)', 'date (header)2', 'logo']);
    expect(after.schemas.map((page) => page[0].name)).toEqual(['title', 'date']);
    expect(after.platen?.mapping).toEqual({ Title: 'title' });
    expect(validateTemplate(after).filter((p) => p.path.at(-1) === 'name')).toEqual([]);
  });

  it('renames the second of two header/footer fields with one name', () => {
    const after = repairedCopy(template([[text('body')]], [text('stamp'), text('stamp')]));
    expect(headerNames(after)).toEqual(['stamp', 'stamp (header)']);
  });

  it('warns (does not refuse) for every kind of repeated name, and names where', () => {
    const problems = validateTemplate(template([[text('a'), text('a')], [text('b')], [text('b')]], [text('b')]));
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    const byPath = Object.fromEntries(problems.map((p) => [p.path.join('.'), p.message]));
    expect(byPath['schemas.0.1.name']).toMatch(/^Page 1, field “a”: .* pdfme prints only the first/);
    expect(byPath['schemas.2.0.name']).toMatch(/^Page 3, field “b”: the field “b” on page 2 has the same name, so both print the same value/);
    expect(byPath['basePdf.staticSchema.0.name']).toMatch(/^Header\/footer field “b”: a field on page 2 is also called “b”.*Repair renames/);
  });
});

describe('multi-variable text whose sample values are not JSON', () => {
  it('reads the values back when the sample is the wording filled in', () => {
    expect(sampleValues('Hello {first} from {city}', ['first', 'city'], 'Hello Ada from London')).toEqual({ first: 'Ada', city: 'London' });
    expect(sampleValues('Dear {name}, (ref {id})', ['name', 'id'], 'Dear Bo, (ref 7)')).toEqual({ name: 'Bo', id: '7' });
  });

  it('leaves values empty when the sample does not follow the wording', () => {
    expect(sampleValues('Hello {first}', ['first'], 'something else')).toEqual({ first: '' });
  });

  it('rebuilds the sample as JSON, warns instead of refusing, and keeps a fixed field that prints its content', () => {
    const before = template([[mvt({ content: 'Hello Ada from London' }), mvt({ name: 'fixed', readOnly: true, content: 'Printed as is' })]]);
    expect(validateTemplate(before).filter((p) => p.severity === 'error')).toEqual([]);
    const after = runChecked(repairTemplate, before, undefined);
    expect(after.schemas[0][0].content).toBe('{"first":"Ada","city":"London"}');
    expect(after.schemas[0][1].content).toBe('Printed as is');
  });

  it('warns that a field without wording prints nothing, pointing at content when pdfme 4 kept it there', () => {
    const [problem] = validateTemplate(template([[mvt({ text: undefined, content: 'Hi {first}' })]])).filter((p) => p.path.at(-1) === 'text');
    expect(problem).toMatchObject({ severity: 'warning', path: ['schemas', 0, 0, 'text'] });
    expect(problem.message).toMatch(/wording is in “content”, as pdfme 4 stored it\), so pdfme prints nothing here/);
  });
});

describe('numbers written as text', () => {
  it('turns lineHeight, characterSpacing and dynamic font sizes into numbers, and leaves the font size an error', () => {
    const before = template([[text('a', { lineHeight: '1.2', characterSpacing: '0', dynamicFontSize: { min: '8', max: '12', fit: 'horizontal' } })]]);
    const warnings = validateTemplate(before).filter((p) => p.severity === 'warning' && p.path[0] === 'schemas').map((p) => p.path.slice(3).join('.'));
    expect(warnings).toEqual(['lineHeight', 'characterSpacing', 'dynamicFontSize.min', 'dynamicFontSize.max']);
    const after = runChecked(repairTemplate, before, undefined);
    expect(after.schemas[0][0]).toMatchObject({ lineHeight: 1.2, characterSpacing: 0, dynamicFontSize: { min: 8, max: 12, fit: 'horizontal' } });
    const size = validateTemplate(template([[text('a', { fontSize: '12' as unknown as number })]]));
    expect(size.find((p) => p.path.at(-1) === 'fontSize')?.severity).toBe('error');
  });
});

describe('zero-size fields', () => {
  it('warn rather than refuse (stock pdfme prints them), while a negative size stays an error', () => {
    const problems = validateTemplate(template([[text('flat', { width: 0, height: 0 }), text('neg', { width: -3 })]]));
    expect(problems.find((p) => p.path.join('.') === 'schemas.0.0.width')).toMatchObject({ severity: 'warning' });
    expect(problems.find((p) => p.path.join('.') === 'schemas.0.1.width')).toMatchObject({ severity: 'error' });
  });
});

describe('the Repair command in the designer store', () => {
  it('lists what it will do, applies everything as one undo step, and undo restores the file as imported', () => {
    const before = template([[text('title'), mvt({ content: 'Hello Ada from London', lineHeight: '1' })]], [text('title')]);
    expect(plannedRepairs(before).map((r) => r.message)).toEqual([
      'Header/footer field “title”: renamed “title (header)”.',
      'Page 1, field “greeting”: sample values rebuilt as {"first":"Ada","city":"London"}.',
      'Page 1, field “greeting”: “lineHeight” "1" became the number 1.',
    ]);
    const editor = new TestEditor(structuredClone(before));
    editor.run(repairTemplate, undefined);
    expect(plannedRepairs(editor.doc)).toEqual([]);
    editor.undo();
    expect(plannedRepairs(editor.doc)).toHaveLength(3);
    expect(headerNames(editor.doc)).toEqual(['title']);
  });
});
