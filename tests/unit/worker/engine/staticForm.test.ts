/**
 * Compiled pages (src/worker/engine/staticForm.ts, issue #23): the fields every record prints alike are drawn once per
 * document as a form placed on each record's page, and the pages must not change for it. Each document is rendered
 * with forms and without, and every page compared as pdftoppm's picture at 72 and 150 dpi, pixel for pixel, with the
 * same text read back and a clean qpdf --check: the gallery, the examples with their data and the bench fixtures.
 * A template of its own asks which fields go into the form and which stay per record.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, decodePDFRawStream, rgb } from '@pdfme/pdf-lib';
import type { DataRecord, FieldSchema, Template } from '../../../../src/templates/types';
import { GALLERY } from '../../../../src/templates/gallery';
import { RenderEngine } from '../../../../src/worker/engine/renderEngine';
import { StaticForms } from '../../../../src/worker/engine/staticForm';
import { readFontFromNodeModules } from '../../../../src/worker/fonts/nodeFontReader';
import { pagePictures } from '../../../support/pageRaster';
import { pdfPageTexts, qpdfProblems, removeScratchDirs } from '../../../support/readBack';
import { invoiceRecord, invoiceTemplate } from '../../../../bench/fixtures/invoice';
import { labelsRecord, labelsTemplate } from '../../../../bench/fixtures/labels';
import { logoDataUrl } from '../../../../bench/fixtures/logoPng';

const engine = new RenderEngine(readFontFromNodeModules);

afterEach(() => {
  StaticForms.enabled = true;
});
afterAll(() => removeScratchDirs());

/** `records` merged into one document, with the forms on or off. */
async function merged(template: Template, records: DataRecord[], compiled: boolean): Promise<Uint8Array> {
  StaticForms.enabled = compiled;
  try {
    const part = await engine.renderMerged(template, records.map((record, row) => ({ row, record })));
    expect(part.errors).toEqual([]);
    return part.pdf!;
  } finally {
    StaticForms.enabled = true;
  }
}

/** Sentences naming every page whose picture or text differs; [] when the two files print alike. */
async function differences(compiled: Uint8Array, plain: Uint8Array): Promise<string[]> {
  const out: string[] = [];
  const [textsA, textsB] = [await pdfPageTexts(compiled), await pdfPageTexts(plain)];
  if (textsA.length !== textsB.length) return [`${textsA.length} pages, not ${textsB.length}`];
  textsA.forEach((text, page) => {
    if (text !== textsB[page]) out.push(`page ${page + 1}: its text differs`);
  });
  for (const dpi of [72, 150]) {
    const [a, b] = [await pagePictures(compiled, dpi), await pagePictures(plain, dpi)];
    a.forEach((picture, page) => {
      const other = b[page];
      const same = picture.width === other.width && picture.height === other.height && picture.ink.every((ink, i) => ink === other.ink[i]);
      if (!same) out.push(`page ${page + 1} at ${dpi} dpi: its picture differs`);
    });
  }
  return out;
}

/** Every content-stream line of each page, and the forms the page names (decoded). */
async function pagesOf(pdf: Uint8Array): Promise<{ lines: string[]; forms: Map<string, string[]> }[]> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const text = (stream: unknown) => new TextDecoder().decode(decodePDFRawStream(stream as PDFRawStream).decode());
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    const lines = refs.map((ref) => text(doc.context.lookup(ref as PDFRef))).join('\n').split('\n');
    const forms = new Map<string, string[]>();
    const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const [name, ref] of xObjects?.entries() ?? []) {
      const stream = doc.context.lookup(ref) as PDFRawStream;
      if (stream.dict.get(PDFName.of('Subtype')) === PDFName.of('Form')) forms.set(name.asString(), text(stream).split('\n'));
    }
    return { lines, forms };
  });
}

const examples = (name: string) => JSON.parse(readFileSync(join(__dirname, '../../../../examples', name), 'utf8'));

const corpus: { name: string; template: Template; records: DataRecord[] }[] = [
  ...GALLERY.map((entry) => ({ name: `gallery: ${entry.id}`, template: entry.template, records: entry.sampleRecords })),
  { name: 'examples/invoice.json', template: examples('invoice.json'), records: examples('invoices.json').slice(0, 3) },
  { name: 'examples/einvoice.json', template: examples('einvoice.json'), records: examples('einvoices.json').slice(0, 3) },
  { name: 'examples/multi-script.json', template: examples('multi-script.json'), records: examples('multi-script-data.json').slice(0, 3) },
  { name: 'examples/render-request.json (name badge)', template: examples('render-request.json').template, records: [examples('render-request.json').record] },
  { name: 'bench invoice', template: invoiceTemplate(), records: [0, 1, 2].map(invoiceRecord) },
  { name: 'bench labels', template: labelsTemplate(), records: [0, 1].map(labelsRecord) },
];

/** The bench invoice on an uploaded page (no dynamic layout there: its table may run past its box). */
async function onUploadedPage(): Promise<Template> {
  const base = await PDFDocument.create();
  const page = base.addPage([595.28, 841.89]);
  page.drawRectangle({ x: 20, y: 20, width: 555, height: 800, borderWidth: 2, color: rgb(0.95, 0.97, 1) });
  page.drawLine({ start: { x: 20, y: 100 }, end: { x: 575, y: 100 }, thickness: 1 });
  const bytes = await base.save();
  return { ...invoiceTemplate(), basePdf: `data:application/pdf;base64,${Buffer.from(bytes).toString('base64')}` } as Template;
}

describe('pages drawn with forms print as pages drawn field by field', () => {
  it('bench invoice on an uploaded page', async () => {
    const template = await onUploadedPage();
    const records = [0, 1, 2].map(invoiceRecord);
    const compiled = await merged(template, records, true);
    expect(await qpdfProblems(compiled)).toEqual([]);
    expect(await differences(compiled, await merged(template, records, false))).toEqual([]);
    expect((await pagesOf(compiled)).every(({ lines }) => lines.some((line) => /^\/Static\d+ Do$/.test(line)))).toBe(true);
  });

  for (const c of corpus) {
    it(c.name, async () => {
      const compiled = await merged(c.template, c.records, true);
      const plain = await merged(c.template, c.records, false);
      expect(await qpdfProblems(compiled)).toEqual([]);
      expect(await differences(compiled, plain)).toEqual([]);
      const pages = await pagesOf(compiled);
      const withForm = pages.filter(({ lines }) => lines.some((line) => /^\/Static\d+ Do$/.test(line))).length;
      if (process.env.STATIC_FORM_COUNTS) console.log(`${c.name}: ${pages.length} pages, ${withForm} with a form, ${compiled.length} vs ${plain.length} bytes`);
    });
  }
});

const field = (name: string, type: string, x: number, y: number, width: number, height: number, extra: Record<string, unknown> = {}): FieldSchema =>
  ({ name, type, position: { x, y }, width, height, rotate: 0, opacity: 1, ...extra }) as FieldSchema;
const textField = (name: string, x: number, y: number, content: string, extra: Record<string, unknown> = {}) =>
  field(name, 'text', x, y, 80, 8, { content, fontSize: 11, fontColor: '#202020', alignment: 'left', verticalAlignment: 'top', lineHeight: 1, characterSpacing: 0, ...extra });

/** A page with fixed text, a rule, a box and a logo, a record's name, and the three kinds of field that must stay out. */
function sampleTemplate(): Template {
  return {
    basePdf: {
      width: 210,
      height: 297,
      padding: [10, 10, 10, 10],
      staticSchema: [
        textField('footerNote', 15, 280, 'Thank you for your custom', { readOnly: true, fontSize: 8 }),
        textField('pageNumber', 150, 280, 'Page {currentPage} of {totalPages}', { readOnly: true, fontSize: 8 }),
      ],
    } as Template['basePdf'],
    schemas: [
      [
        textField('heading', 15, 15, 'Delivery note', { readOnly: true, fontSize: 18, characterSpacing: 1 }),
        // a record's SVG whose text drawn next takes the character spacing the heading leaves set (pdfme sets Tc outside q … Q)
        field('stamp', 'svg', 15, 63, 80, 14, { content: '' }),
        field('rule', 'line', 15, 26, 180, 0.5, { color: '#1e5ac8', readOnly: true }),
        field('box', 'rectangle', 15, 30, 100, 30, { borderWidth: 0.3, borderColor: '#888888', color: '', readOnly: true }),
        field('logo', 'image', 160, 30, 30, 30, { content: logoDataUrl(), readOnly: true }),
        textField('customer', 18, 33, ''),
        field('lines', 'table', 15, 80, 180, 20, {
          content: JSON.stringify([['x', '1']]),
          showHead: true,
          head: ['Item', 'Qty'],
          headWidthPercentages: [70, 30],
          tableStyles: { borderColor: '#000000', borderWidth: 0.2 },
          headStyles: { fontSize: 9, alignment: 'left', verticalAlignment: 'middle', lineHeight: 1, characterSpacing: 0, fontColor: '#ffffff', backgroundColor: '#1e5ac8', borderColor: '', borderWidth: { top: 0, right: 0, bottom: 0, left: 0 }, padding: { top: 1, right: 1, bottom: 1, left: 1 } },
          bodyStyles: { fontSize: 9, alignment: 'left', verticalAlignment: 'middle', lineHeight: 1, characterSpacing: 0, fontColor: '#000000', backgroundColor: '', borderColor: '#888888', borderWidth: { top: 0.1, right: 0.1, bottom: 0.1, left: 0.1 }, padding: { top: 1, right: 1, bottom: 1, left: 1 } },
          columnStyles: {},
        }),
        // below the table: moved down by every row it grows
        textField('belowTable', 15, 105, 'Goods remain our property until paid', { readOnly: true }),
        // shown only for some records
        textField('urgent', 120, 15, 'URGENT', { readOnly: true, fontColor: '#c00000', platenShowIf: 'customer == "Ada"' }),
        // a record's badge, and a fixed caption printed on it: the form would put the caption under the badge
        textField('badge', 120, 40, '', { backgroundColor: '#ffcc00', width: 30 }),
        textField('badgeCaption', 135, 41, 'NEW', { readOnly: true, width: 14, fontColor: '#0000aa' }),
      ],
    ],
  } as unknown as Template;
}

const rows = (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => [`Item ${i + 1}`, String(i + 1)]));
const stamp = (word: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="20" viewBox="0 0 80 20"><text x="2" y="16" font-size="14" fill="#000000">${word}</text></svg>`;
const sampleRecords: DataRecord[] = [
  { customer: 'Ada', lines: rows(6), badge: 'a', stamp: stamp('Checked') },
  { customer: 'Grace', lines: rows(9), badge: 'b', stamp: stamp('Packed') },
  { customer: 'Edsger', lines: rows(7), badge: 'c', stamp: stamp('Sent') },
];

/** Each page's text as its form alone prints it: the page's content replaced by the form's placement. */
async function formTexts(pdf: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const pages = await pagesOf(pdf);
  doc.getPages().forEach((page, index) => {
    const placed = pages[index].lines.filter((line) => /^\/Static\d+ Do$/.test(line));
    page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.flateStream(placed.map((line) => `q ${line} Q`).join('\n'))));
  });
  return pdfPageTexts(await doc.save());
}

describe('what goes into the form', () => {
  it('draws the fixed fields by one form, placed first on each record’s page, and prints the pages as before', async () => {
    const compiled = await merged(sampleTemplate(), sampleRecords, true);
    expect(await differences(compiled, await merged(sampleTemplate(), sampleRecords, false))).toEqual([]);
    expect(await qpdfProblems(compiled)).toEqual([]);
    const pages = await pagesOf(compiled);
    expect(pages).toHaveLength(3);
    const formNames = new Set<string>();
    for (const { lines, forms } of pages) {
      const placed = lines.filter((line) => /^\/Static\d+ Do$/.test(line));
      expect(placed).toHaveLength(1);
      // before any of the record's own drawing
      expect(lines.indexOf(placed[0])).toBeLessThan(lines.indexOf('BT'));
      const name = placed[0].split(' ')[0];
      formNames.add(name);
      const form = forms.get(name)!;
      // the rule's stroke, the box's outline, the logo and two fixed texts (the heading, the footer note)
      expect(form.filter((line) => line === 'S').length).toBeGreaterThanOrEqual(2);
      expect(form.filter((line) => /^\/Image\S* Do$/.test(line))).toHaveLength(1);
      expect(form.filter((line) => line === 'BT')).toHaveLength(2);
      // the page itself draws no fixed field again: its only image is the form
      expect(lines.filter((line) => /^\/Image\S* Do$/.test(line))).toHaveLength(0);
    }
    // every record's page has the same fixed fields: one form for the document
    expect(formNames.size).toBe(1);
  });

  it('leaves out a field moved by a growing table, one with a condition, one with {currentPage}, one on a record’s field, and the record’s own', async () => {
    const compiled = await merged(sampleTemplate(), sampleRecords, true);
    const all = await pdfPageTexts(compiled);
    const formOnly = await formTexts(compiled);
    formOnly.forEach((text, page) => {
      expect(text).toContain('Delivery note');
      expect(text).toContain('Thank you for your custom');
      for (const perRecord of ['Goods remain', 'URGENT', 'Page 1 of 1', 'NEW', sampleRecords[page].customer]) {
        expect(text).not.toContain(perRecord);
      }
      // … which the page still prints itself
      expect(all[page]).toContain('Goods remain');
      expect(all[page]).toContain('NEW');
      expect(all[page]).toContain('Page 1 of 1');
      expect(all[page]).toContain(sampleRecords[page].customer);
    });
    expect(all[0]).toContain('URGENT');
    expect(all[1]).not.toContain('URGENT');
  });

  it('works the choice out again for each record when a record’s text running past its box decided it', async () => {
    // no dynamic layout: the page's fields are the design's, so only the record's note can change the choice
    const template = {
      basePdf: { width: 210, height: 297, padding: [10, 10, 10, 10] },
      schemas: [[textField('note', 15, 20, ''), textField('caption', 15, 35, 'Fixed caption', { readOnly: true })]],
    } as unknown as Template;
    const long = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ');
    const records: DataRecord[] = [{ note: 'short' }, { note: long }, { note: 'brief' }];
    const compiled = await merged(template, records, true);
    expect(await differences(compiled, await merged(template, records, false))).toEqual([]);
    const formOnly = await formTexts(compiled);
    // the caption goes into the form under a short note, and is drawn after the long one, which runs over it
    expect(formOnly[0]).toContain('Fixed caption');
    expect(formOnly[1]).not.toContain('Fixed caption');
    expect(formOnly[2]).toContain('Fixed caption');
    expect((await pdfPageTexts(compiled))[1]).toMatch(/Fixed\s+caption/);
  });

  it('keeps a form first built during a record that failed, and later records place it and print as before', async () => {
    // the first record's code is not an EAN-13: its barcode throws after the form was built, and its pages are taken out
    const template = {
      basePdf: { width: 210, height: 297, padding: [10, 10, 10, 10] },
      schemas: [[
        textField('heading', 15, 15, 'Delivery note', { readOnly: true, fontSize: 18 }),
        field('rule', 'line', 15, 26, 180, 0.5, { color: '#1e5ac8', readOnly: true }),
        textField('customer', 15, 40, ''),
        field('code', 'ean13', 150, 60, 40, 16, { content: '', backgroundColor: '#ffffff', barColor: '#000000', textColor: '#000000', includetext: true }),
      ]],
    } as unknown as Template;
    const records: DataRecord[] = [
      { customer: 'Ada', code: 'not a number' },
      { customer: 'Grace', code: '4006381333931' },
      { customer: 'Edsger', code: '4006381333931' },
    ];
    const render = async (compiled: boolean) => {
      StaticForms.enabled = compiled;
      const part = await engine.renderMerged(template, records.map((record, row) => ({ row, record })));
      StaticForms.enabled = true;
      expect(part.errors.map((error) => error.row)).toEqual([0]);
      return part.pdf!;
    };
    const compiled = await render(true);
    expect(await differences(compiled, await render(false))).toEqual([]);
    expect(await qpdfProblems(compiled)).toEqual([]);
    const texts = await pdfPageTexts(compiled);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain('Grace');
    expect(texts[1]).toContain('Edsger');
    expect(texts.join('')).not.toContain('Ada');
    const pages = await pagesOf(compiled);
    const placed = pages.map(({ lines }) => lines.filter((line) => /^\/Static\d+ Do$/.test(line)));
    // one form for the document, drawn once (during the failed record) and placed once on each later page
    expect(placed.map((names) => names.length)).toEqual([1, 1]);
    expect(new Set(placed.flat()).size).toBe(1);
    const formOnly = await formTexts(compiled);
    for (const text of formOnly) expect(text).toContain('Delivery note');
  });
});
