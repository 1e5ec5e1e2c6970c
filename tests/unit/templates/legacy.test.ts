import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createField } from '../../../src/templates/fieldTypes';
import { parseTemplateFile, serializeTemplate } from '../../../src/templates/legacy';
import { findJsonSyntaxError } from '../../../src/templates/jsonError';
import { lineAndColumn } from '../../../src/templates/load';
import type { Template } from '../../../src/templates/types';
import { pageCount, pdfText, renderPdf, writeTempPdf } from './support/pdfme';

const fixture = readFileSync(new URL('../../fixtures/legacy-v4-invoice.json', import.meta.url), 'utf8');
const blankA4 = { width: 210, height: 297, padding: [10, 10, 10, 10] as [number, number, number, number] };

describe('parseTemplateFile: JSON errors', () => {
  it('points at the line and column of a syntax error', () => {
    const { template, problems } = parseTemplateFile('{\n  "schemas": [],\n  "basePdf" {}\n}');
    expect(template).toBeUndefined();
    expect(problems).toHaveLength(1);
    expect(problems[0].severity).toBe('error');
    expect(problems[0].message).toBe(
      'The file is not valid JSON at line 3, column 13: unexpected "{", expected a colon after the property name.',
    );
  });

  it('says a cut-off file ends too early', () => {
    const { problems } = parseTemplateFile('{"schemas": [[');
    expect(problems[0].message).toMatch(/at line 1, column 15: the file ends too early/);
  });

  it('names a trailing comma, the commonest hand-editing slip', () => {
    const { problems } = parseTemplateFile('{\n  "schemas": [[]],\n  "basePdf": "x",\n}');
    expect(problems[0].message).toBe('The file is not valid JSON at line 4, column 1: a trailing comma before “}”.');
  });

  it('locates errors exactly where JSON.parse rejects, and accepts what it accepts', () => {
    const samples = [
      '{"a": [1, 2.5e3, -0.1, true, false, null, "x\\u00e9\\n"]}', '[]', ' {} ', '"s"', '0', '{"a":1}x', '[01]',
      '{"a" 1}', "{'a': 1}", '[1,]', '{"a": tru}', '"tab\there"', '[-]', '{"a":"\\q"}', '', '[1 2]', '{"a":1,}',
    ];
    for (const sample of samples) {
      let valid = true;
      try {
        JSON.parse(sample);
      } catch {
        valid = false;
      }
      expect(findJsonSyntaxError(sample) === null, sample).toBe(valid);
    }
  });

  it('says an empty file is empty', () => {
    expect(parseTemplateFile('  \n').problems[0].message).toMatch(/The file is empty/);
  });

  it('recognises JSON that is not a template', () => {
    const { template, problems } = parseTemplateFile('{"name": "Ada", "age": 36}');
    expect(template).toBeUndefined();
    expect(problems[0].message).toMatch(/not a pdfme template/);
  });

  it('computes lines and columns from offsets', () => {
    expect(lineAndColumn('ab\ncd\nef', 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn('ab\ncd\nef', 4)).toEqual({ line: 2, column: 2 });
  });
});

describe('parseTemplateFile: current templates', () => {
  const current: Template = {
    basePdf: blankA4,
    schemas: [[{ ...createField('text', 'title', { x: 20, y: 20 }), content: 'Hello' }]],
    pdfmeVersion: '6.1.13',
    platen: { name: 'Greeting', mapping: { Title: 'title' } },
  };

  it('opens a pdfme 6 template unchanged, with no problems and no conversions', () => {
    const loaded = parseTemplateFile(JSON.stringify(current));
    expect(loaded).toEqual({ template: current, problems: [] });
  });

  it('unwraps { template, inputs } and keeps the inputs as sample rows', () => {
    const loaded = parseTemplateFile(JSON.stringify({ template: current, inputs: [{ title: 'Hi', n: 3 }] }));
    expect(loaded.template).toEqual(current);
    expect(loaded.sampleRecords).toEqual([{ title: 'Hi', n: '3' }]);
  });

  it('still opens a template with fixable problems, so the user can fix them in the designer', () => {
    const withBadFont = structuredClone(current);
    withBadFont.schemas[0][0].fontName = 'Gone';
    const loaded = parseTemplateFile(JSON.stringify(withBadFont));
    expect(loaded.template).toBeDefined();
    expect(loaded.problems.map((p) => p.path)).toEqual([['schemas', 0, 0, 'fontName']]);
  });

  it('does not open a template whose fields have no geometry', () => {
    const loaded = parseTemplateFile(JSON.stringify({ basePdf: blankA4, schemas: [[{ name: 'a', type: 'text' }]] }));
    expect(loaded.template).toBeUndefined();
    expect(loaded.problems.some((p) => p.message.startsWith('Page 1, field “a”: the position'))).toBe(true);
  });

  it('round-trips through serializeTemplate, dropping designer ids but keeping Platen metadata', () => {
    const withIds = structuredClone(current);
    withIds.schemas[0][0].id = 'f-1';
    (withIds.basePdf as { staticSchema?: unknown[] }).staticSchema = [
      { ...createField('text', 'footer', { x: 20, y: 280 }), id: 'f-2', readOnly: true, content: 'Page {currentPage}' },
    ];
    const text = serializeTemplate(withIds);
    expect(text).not.toContain('"id"');
    expect(text).toContain('"mapping"');
    const loaded = parseTemplateFile(text);
    expect(loaded.problems).toEqual([]);
    expect(loaded.template?.platen).toEqual(current.platen);
    expect(loaded.template?.schemas[0][0]).toEqual(current.schemas[0][0]);
    expect(withIds.schemas[0][0].id).toBe('f-1');
  });
});

describe('parseTemplateFile: a pdfme v4 invoice', () => {
  const loaded = parseTemplateFile(fixture);

  it('opens without errors and says what it converted', () => {
    expect(loaded.problems).toEqual([]);
    expect(loaded.conversions).toHaveLength(4);
    expect(loaded.conversions?.join(' ')).toMatch(/keyed-by-name.*sample rows.*1 fixed field of the old read-only types.*data URL/);
  });

  it('turns fields keyed by name into lists per page, in the file’s column order', () => {
    const names = loaded.template!.schemas.map((page) => page.map((field) => field.name));
    // Fields missing from `columns` (the fixed heading) keep their file order after the listed ones.
    expect(names).toEqual([['invoiceNo', 'customer', 'issued', 'items', 'total', 'heading'], ['paymentLink', 'notes']]);
    expect(loaded.template!.schemas[0][4]).toMatchObject({ type: 'text', alignment: 'right', position: { x: 150, y: 230 } });
  });

  it('moves the first sample row into the fields’ content and keeps all rows as sample records', () => {
    expect(loaded.template!.schemas[0][1].content).toBe('Hartmann & Söhne GmbH');
    expect(loaded.sampleRecords).toHaveLength(2);
    expect(loaded.sampleRecords![1].notes).toBe('42');
    expect(loaded.template).not.toHaveProperty('sampledata');
    expect(loaded.template).not.toHaveProperty('columns');
  });

  it('turns pdfme 3’s readOnlyText into fixed text', () => {
    expect(loaded.template!.schemas[0][5]).toMatchObject({ name: 'heading', type: 'text', readOnly: true, content: 'INVOICE' });
  });

  it('embeds the bare base64 background PDF as a data URL', () => {
    expect(loaded.template!.basePdf).toMatch(/^data:application\/pdf;base64,JVBER/);
  });

  it('renders with stock pdfme on the letterhead, one page per template page', async () => {
    const pdf = await renderPdf(loaded.template!, loaded.sampleRecords!);
    const path = writeTempPdf(pdf, 'legacy-v4-invoice');
    expect(pageCount(path)).toBe(4);
    const first = pdfText(path, 1);
    expect(first).toContain('ACME letterhead');
    expect(first).toContain('INV-2024-0042');
    expect(first).toContain('Toner XL');
    expect(first).toContain('INVOICE');
    expect(pdfText(path, 4)).toContain('42');
  });

  it('gives a blank page without padding zero margins', () => {
    const old = { basePdf: { width: 210, height: 297 }, schemas: [{ a: { type: 'text', position: { x: 1, y: 1 }, width: 10, height: 5 } }] };
    const result = parseTemplateFile(JSON.stringify(old));
    expect(result.problems).toEqual([]);
    expect(result.template!.basePdf).toEqual({ width: 210, height: 297, padding: [0, 0, 0, 0] });
  });

  it('refuses a background PDF given as a web address, as Platen never fetches', () => {
    const result = parseTemplateFile(JSON.stringify({ basePdf: 'https://example.com/a.pdf', schemas: [[]] }));
    expect(result.problems[0]).toMatchObject({ path: ['basePdf'], severity: 'error' });
    expect(result.template).toBeUndefined();
  });
});

describe('parseTemplateFile never throws', () => {
  it('survives absurdly deep nesting and odd top-level values', () => {
    for (const text of ['['.repeat(200_000), 'null', '42', '"text"', '[]', '{"schemas": null}', '{"template": 1}']) {
      const result = parseTemplateFile(text);
      expect(result.template).toBeUndefined();
      expect(result.problems[0].severity).toBe('error');
    }
  });
});
