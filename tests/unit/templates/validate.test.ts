import { describe, expect, it } from 'vitest';
import { FIELD_TYPES, createField } from '../../../src/templates/fieldTypes';
import type { FieldSchema, Problem, Template } from '../../../src/templates/types';
import { hasErrors, validateTemplate } from '../../../src/templates/validate';

/** An A4 template with these pages of fields. */
function a4(...pages: FieldSchema[][]): Template {
  return { basePdf: { width: 210, height: 297, padding: [10, 10, 10, 10] }, schemas: pages };
}
const text = (name: string, patch: Partial<FieldSchema> = {}): FieldSchema => ({
  ...createField('text', name, { x: 20, y: 20 }),
  ...patch,
});
/** The one problem at this path (fails if there are none or several). */
function problemAt(problems: Problem[], path: (string | number)[]): Problem {
  const found = problems.filter((problem) => JSON.stringify(problem.path) === JSON.stringify(path));
  expect(found, `problems at ${JSON.stringify(path)} in ${JSON.stringify(problems, null, 1)}`).toHaveLength(1);
  return found[0];
}

describe('validateTemplate', () => {
  it('finds nothing wrong with a template holding a new field of every type', () => {
    const fields = FIELD_TYPES.map((fieldType, index) =>
      createField(fieldType.type, `f${index}`, { x: 10, y: 10 + (index % 10) * 25 }),
    );
    const pages = [fields.slice(0, 10), fields.slice(10, 20), fields.slice(20)];
    expect(validateTemplate(a4(...pages))).toEqual([]);
  });

  it('refuses something that is not a template at all', () => {
    const [problem] = validateTemplate('hello');
    expect(problem).toMatchObject({ path: [], severity: 'error' });
    expect(problem.message).toMatch(/not a template/);
  });

  it('reports a template without pages', () => {
    const problem = problemAt(validateTemplate(a4()), ['schemas']);
    expect(problem.severity).toBe('error');
    expect(problem.message).toMatch(/no pages/);
  });

  it('names page and field when a width is not a positive number of millimetres', () => {
    const template = a4([text('a')], [text('b'), text('total', { width: -5 })]);
    const problem = problemAt(validateTemplate(template), ['schemas', 1, 1, 'width']);
    expect(problem).toEqual({
      path: ['schemas', 1, 1, 'width'],
      severity: 'error',
      message: 'Page 2, field “total”: width must be a positive number of millimetres.',
    });
  });

  it('reports missing positions and names, and counts unnamed fields from 1', () => {
    const broken = { ...text(''), position: undefined } as unknown as FieldSchema;
    const problems = validateTemplate(a4([text('a'), broken]));
    expect(problemAt(problems, ['schemas', 0, 1, 'name']).message).toBe('Page 1, field 2 (no name): every field needs a name.');
    expect(problemAt(problems, ['schemas', 0, 1, 'position']).severity).toBe('error');
  });

  it('reports content that is not text, as pdfme stores every value as a string', () => {
    const problem = problemAt(validateTemplate(a4([text('qty', { content: 3 as unknown as string })])), [
      'schemas', 0, 0, 'content',
    ]);
    expect(problem.message).toMatch(/“qty”: the content must be text/);
  });

  it('warns about duplicate field names across pages (stock pdfme prints the same value on both)', () => {
    const problems = validateTemplate(a4([text('total')], [text('total', { position: { x: 50, y: 50 } })]));
    const problem = problemAt(problems, ['schemas', 1, 0, 'name']);
    expect(problem.severity).toBe('warning');
    expect(problem.message).toMatch(/^Page 2, field “total”: the field “total” on page 1 has the same name, so both print the same value/);
  });

  it('reports duplicates between the header/footer and a page', () => {
    const template = a4([text('title')]);
    (template.basePdf as { staticSchema?: FieldSchema[] }).staticSchema = [text('title', { readOnly: true })];
    const problem = problemAt(validateTemplate(template), ['basePdf', 'staticSchema', 0, 'name']);
    expect(problem).toMatchObject({ severity: 'warning' });
    expect(problem.message).toMatch(/^Header\/footer field “title”: a field on page 1 is also called “title”/);
  });

  it('reports a field type Platen does not know, with a hint for a near miss', () => {
    const problems = validateTemplate(a4([text('code', { type: 'qrCode' }), text('holo', { type: 'hologram' })]));
    expect(problemAt(problems, ['schemas', 0, 0, 'type']).message).toBe(
      'Page 1, field “code”: “qrCode” is not a field type Platen knows (did you mean “qrcode”?).',
    );
    expect(problemAt(problems, ['schemas', 0, 1, 'type']).severity).toBe('error');
  });

  it('treats a field entirely off the page as an error and one partly off as a warning', () => {
    const problems = validateTemplate(
      a4([text('gone', { position: { x: 250, y: 20 } }), text('edge', { position: { x: 190, y: 20 }, width: 45 })]),
    );
    const gone = problemAt(problems, ['schemas', 0, 0, 'position']);
    expect(gone.severity).toBe('error');
    expect(gone.message).toMatch(/“gone”: the field is entirely off the page/);
    const edge = problemAt(problems, ['schemas', 0, 1, 'position']);
    expect(edge.severity).toBe('warning');
    expect(edge.message).toBe('Page 1, field “edge”: the field runs past the right edge of the page, so part of it will be cut off.');
  });

  it('does not check bounds on an uploaded PDF, whose page size it cannot know', () => {
    const template: Template = { basePdf: 'data:application/pdf;base64,JVBERi0xLjQK', schemas: [[text('far', { position: { x: 900, y: 900 } })]] };
    expect(validateTemplate(template)).toEqual([]);
  });

  it('reports a font that is neither shipped nor uploaded with the template', () => {
    const problems = validateTemplate(a4([text('a', { fontName: 'Comic Sans' }), text('b', { fontName: 'NotoSansJP' })]));
    const problem = problemAt(problems, ['schemas', 0, 0, 'fontName']);
    expect(problem.severity).toBe('error');
    expect(problem.message).toMatch(/^Page 1, field “a”: the font "Comic Sans" is not available/);
    expect(problems).toHaveLength(1);
  });

  it('accepts a font uploaded with the template', () => {
    const template = { ...a4([text('a', { fontName: 'Brand' })]), platen: { fonts: { Brand: 'data:font/ttf;base64,AAEAAA==' } } };
    expect(validateTemplate(template)).toEqual([]);
  });

  it('checks table header and body fonts', () => {
    const table = createField('table', 'items', { x: 10, y: 10 });
    (table.headStyles as Record<string, unknown>).fontName = 'Missing';
    expect(problemAt(validateTemplate(a4([table])), ['schemas', 0, 0, 'headStyles', 'fontName']).message).toMatch(
      /header row font "Missing"/,
    );
  });

  it('reports colours that are not colours, including inside table styles, and warns about colour names', () => {
    const table = createField('table', 'items', { x: 10, y: 10 });
    (table.bodyStyles as Record<string, unknown>).alternateBackgroundColor = 'url(http://tracker.test/a.png)';
    const problems = validateTemplate(a4([text('a', { fontColor: 'red', backgroundColor: '' }), table]));
    expect(problemAt(problems, ['schemas', 0, 0, 'fontColor'])).toEqual({
      path: ['schemas', 0, 0, 'fontColor'],
      severity: 'warning',
      message: 'Page 1, field “a”: the text colour “red” is printed as #ff0000; write #ff0000 so other pdfme apps can print it too (they read only hex).',
    });
    const url = problemAt(problems, ['schemas', 0, 1, 'bodyStyles', 'alternateBackgroundColor']);
    expect(url.severity).toBe('error');
    expect(url.message).toMatch(/body rows alternate row colour "url\(http:\/\/tracker.test\/a.png\)" is not a colour/);
    expect(problems).toHaveLength(2);
  });

  it('reports a basePdf that is neither a blank page nor an embedded PDF', () => {
    const url = validateTemplate({ basePdf: 'https://example.com/form.pdf', schemas: [[]] });
    expect(problemAt(url, ['basePdf']).message).toMatch(/must be embedded/);
    const png = validateTemplate({ basePdf: 'data:application/pdf;base64,iVBORw0KGgo=', schemas: [[]] });
    expect(problemAt(png, ['basePdf']).message).toMatch(/not a PDF/);
    const blank = validateTemplate({ basePdf: { width: 0, height: 297, padding: [0, 0] }, schemas: [[]] });
    expect(problemAt(blank, ['basePdf', 'width']).message).toBe('The page width must be a positive number of millimetres.');
    expect(problemAt(blank, ['basePdf', 'padding']).severity).toBe('error');
  });

  it('reports a table whose columns and widths disagree', () => {
    const table = createField('table', 'items', { x: 10, y: 10 });
    table.headWidthPercentages = [50, 50];
    const problem = problemAt(validateTemplate(a4([table])), ['schemas', 0, 0, 'headWidthPercentages']);
    expect(problem).toMatchObject({ severity: 'error', message: 'Page 1, field “items”: the table has 3 columns but 2 column widths.' });
  });

  it('warns when table widths do not add up to 100 % or a sample row has the wrong number of cells', () => {
    const table = createField('table', 'items', { x: 10, y: 10 });
    table.headWidthPercentages = [30, 30, 30];
    table.content = JSON.stringify([['a', 'b', 'c'], ['d', 'e']]);
    const problems = validateTemplate(a4([table]));
    expect(problemAt(problems, ['schemas', 0, 0, 'headWidthPercentages']).severity).toBe('warning');
    expect(problemAt(problems, ['schemas', 0, 0, 'content']).message).toMatch(/row 2 of the sample content has 2 cells/);
    expect(hasErrors(problems)).toBe(false);
  });

  it('warns about read-only placeholders naming no field, and allows page numbers in the header', () => {
    const template = a4([
      text('customer'),
      text('greeting', { readOnly: true, content: 'Dear {customer}, total {Number(totl).toFixed(2)} on {date}' }),
      text('pageNo', { readOnly: true, content: 'Page {currentPage}', position: { x: 20, y: 60 } }),
    ]);
    (template.basePdf as { staticSchema?: FieldSchema[] }).staticSchema = [
      text('footer', { readOnly: true, content: 'Page {currentPage} of {totalPages} for {customer}' }),
    ];
    const problems = validateTemplate(template);
    const greeting = problemAt(problems, ['schemas', 0, 1, 'content']);
    expect(greeting).toMatchObject({ severity: 'warning' });
    expect(greeting.message).toBe(
      'Page 1, field “greeting”: {totl} names no field in this template, so it will print as written unless your data has a column of that name.',
    );
    expect(problemAt(problems, ['schemas', 0, 2, 'content']).message).toMatch(/\{currentPage\} only works in the header\/footer/);
    expect(problems).toHaveLength(2);
  });

  it('reads expressions with strings, properties and arrow functions without false alarms', () => {
    const template = a4([
      text('items'),
      text('sum', {
        readOnly: true,
        content: '{JSON.parse(items).map(row => row[1]).join(", ")} {items.length > 0 ? "yes: x" : "no"} {{a: 1}.a}',
      }),
    ]);
    expect(validateTemplate(template)).toEqual([]);
  });

  it('warns when multi-variable text uses a variable it does not list', () => {
    const field = createField('multiVariableText', 'greeting', { x: 10, y: 10 });
    field.text = 'Hello {first} {last}';
    field.variables = ['first'];
    field.content = JSON.stringify({ first: 'Ada' });
    const problem = problemAt(validateTemplate(a4([field])), ['schemas', 0, 0, 'variables']);
    expect(problem.message).toMatch(/\{last\} is used in the text but not listed/);
  });

  it('reports a select whose sample value is not an option', () => {
    const field = createField('select', 'size', { x: 10, y: 10 });
    field.content = 'XL';
    expect(problemAt(validateTemplate(a4([field])), ['schemas', 0, 0, 'content']).severity).toBe('warning');
  });
});

describe('validateTemplate: content that cannot print', () => {
  it('reports a fixed barcode that cannot encode its content, and warns about a bad sample', () => {
    const fixed = { ...createField('ean13', 'sku', { x: 10, y: 10 }), readOnly: true, content: '123' };
    const sample = { ...createField('code39', 'ref', { x: 10, y: 40 }), content: 'abc' };
    const problems = validateTemplate(a4([fixed, sample]));
    expect(problemAt(problems, ['schemas', 0, 0, 'content'])).toEqual({
      path: ['schemas', 0, 0, 'content'],
      severity: 'error',
      message: 'Page 1, field “sku”: EAN-13 needs 12 or 13 digits, got “123”.',
    });
    const warning = problemAt(problems, ['schemas', 0, 1, 'content']);
    expect(warning.severity).toBe('warning');
    expect(warning.message).toMatch(/^Page 1, field “ref”: the sample value cannot be printed: Code 39 cannot encode “a”/);
  });

  it('reports a picture given as a web address, since Platen never downloads', () => {
    const logo = { ...createField('image', 'logo', { x: 10, y: 10 }), readOnly: true, content: 'https://example.com/logo.png' };
    const problem = problemAt(validateTemplate(a4([logo])), ['schemas', 0, 0, 'content']);
    expect(problem.severity).toBe('error');
    expect(problem.message).toMatch(/“logo”: the picture is a web address/);
  });
});

describe('validateTemplate: rotation and order', () => {
  it('checks a rotated field by the box around its turned corners', () => {
    // 100 × 10 mm centred 265 mm down an A4 page: upright it fits; turned 90° it is 100 mm tall and reaches 315 mm.
    const upright = text('upright', { position: { x: 100, y: 260 }, width: 100, height: 10 });
    const turned = text('turned', { position: { x: 100, y: 260 }, width: 100, height: 10, rotate: 90 });
    expect(validateTemplate(a4([upright]))).toEqual([]);
    const problem = problemAt(validateTemplate(a4([turned])), ['schemas', 0, 0, 'position']);
    expect(problem.message).toMatch(/runs past the bottom edge/);
  });

  it('lists problems page by page and field by field, header/footer last', () => {
    const template = a4(
      [text('a', { fontColor: 'red' }), text('b', { width: 0 })],
      [text('c', { fontName: 'Nope' })],
    );
    (template.basePdf as { staticSchema?: FieldSchema[] }).staticSchema = [text('h', { readOnly: true, content: '{zzz}' })];
    (template.basePdf as { padding: unknown }).padding = [1, 2];
    const paths = validateTemplate(template).map((problem) => problem.path.slice(0, 4).join('.'));
    expect(paths).toEqual([
      'basePdf.padding',
      'schemas.0.0.fontColor',
      'schemas.0.1.width',
      'schemas.1.0.fontName',
      'basePdf.staticSchema.0.content',
    ]);
  });
});

describe('validateTemplate: Platen’s own settings', () => {
  it('reports an uploaded font that is not an embedded font file', () => {
    const template = { ...a4([text('a', { fontName: 'Brand' })]), platen: { fonts: { Brand: 'https://fonts.example/brand.ttf' } } };
    const problem = problemAt(validateTemplate(template), ['platen', 'fonts', 'Brand']);
    expect(problem).toMatchObject({ severity: 'error' });
    expect(problem.message).toMatch(/uploaded font “Brand” is damaged/);
  });

  it('warns when a saved mapping points at a field that was deleted', () => {
    const template = { ...a4([text('total')]), platen: { mapping: { Total: 'total', Discount: 'discount' } } };
    const problems = validateTemplate(template);
    expect(problems).toHaveLength(1);
    expect(problemAt(problems, ['platen', 'mapping', 'Discount'])).toMatchObject({
      severity: 'warning',
      message: 'The data column “Discount” is mapped to the field “discount”, which is no longer in the template; map it again or leave it out.',
    });
  });
});

describe('validateTemplate: dates and flags', () => {
  it('reports a fixed date pdfme cannot read, since its formatter would stop the whole render', () => {
    const fixed = { ...createField('date', 'issued', { x: 10, y: 10 }), readOnly: true, content: '31.01.2025' };
    const sample = { ...createField('time', 'doors', { x: 10, y: 30 }), content: 'half past seven' };
    const fine = { ...createField('dateTime', 'stamp', { x: 10, y: 50 }), content: '2025/01/31 14:30' };
    const problems = validateTemplate(a4([fixed, sample, fine]));
    expect(problemAt(problems, ['schemas', 0, 0, 'content'])).toEqual({
      path: ['schemas', 0, 0, 'content'],
      severity: 'error',
      message: 'Page 1, field “issued”: “31.01.2025” is not a date pdfme can read; write it as 2025/01/31.',
    });
    expect(problemAt(problems, ['schemas', 0, 1, 'content']).severity).toBe('warning');
    expect(problems).toHaveLength(2);
  });

  it('warns that a fixed field cannot also be required', () => {
    const problem = problemAt(validateTemplate(a4([text('note', { readOnly: true, required: true })])), ['schemas', 0, 0, 'required']);
    expect(problem).toMatchObject({ severity: 'warning' });
  });
});

describe('validateTemplate: value formats', () => {
  const money = { kind: 'currency', locale: 'en-GB', currency: 'EUR', decimals: 2 };

  it('accepts the formats the properties panel writes', () => {
    const fields = [
      text('a', { platenFormat: money }),
      text('b', { position: { x: 20, y: 40 }, platenFormat: { kind: 'date', locale: 'de-DE', dateStyle: 'long' } }),
      text('c', { position: { x: 20, y: 60 }, platenFormat: { kind: 'percent', locale: 'fr-FR', decimals: 0 } }),
    ];
    expect(validateTemplate(a4(fields))).toEqual([]);
  });

  it('names the field and what is wrong with a hand-edited format', () => {
    const problems = validateTemplate(
      a4([
        text('total', { platenFormat: { ...money, currency: 'EURO' } }),
        text('when', { position: { x: 20, y: 40 }, platenFormat: { kind: 'date', locale: 'en-GB', dateStyle: 'tiny' } }),
        text('share', { position: { x: 20, y: 60 }, platenFormat: { kind: 'roman', locale: 'en-GB' } }),
        { ...createField('qrcode', 'link', { x: 20, y: 80 }), platenFormat: money },
        text('qty', { position: { x: 20, y: 120 }, platenFormat: { kind: 'number', locale: 'en-GB', decimals: 2.5 } }),
      ]),
    );
    expect(problemAt(problems, ['schemas', 0, 0, 'platenFormat']).message).toMatch(/^Page 1, field “total”: the value format cannot be used \(.*EURO/);
    expect(problemAt(problems, ['schemas', 0, 1, 'platenFormat', 'dateStyle']).message).toBe('Page 1, field “when”: the date style must be short, medium, long or full.');
    expect(problemAt(problems, ['schemas', 0, 2, 'platenFormat']).message).toBe('Page 1, field “share”: the value format must be number, currency, percent or date.');
    expect(problemAt(problems, ['schemas', 0, 3, 'platenFormat']).message).toBe('Page 1, field “link”: only Text fields can have a value format; this is a qrcode field.');
    expect(problemAt(problems, ['schemas', 0, 4, 'platenFormat', 'decimals']).message).toBe('Page 1, field “qty”: decimals must be a whole number from 0 to 6.');
    expect(hasErrors(problems)).toBe(true);
  });
});
