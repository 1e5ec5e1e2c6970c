/**
 * Static forms kept per worker (src/worker/engine/portableForms.ts, issue #23): the first document of a worker draws a
 * page's form and keeps its recipe; later documents as fresh as it get the form from the recipe without drawing. A
 * batch's records reach workers in a different order on every run, so a file must be the same byte for byte whether
 * its form was drawn or replayed. Every record here is rendered as its own file twice, by an engine that draws every
 * form and by one that replays them, and the files compared: the gallery, the examples, the bench fixtures, and a
 * template whose form holds every kind of thing a form can hold (fixed text in fallback faces, see-through text and
 * pictures, an SVG, an ellipse, the base PDF's static fields).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DataRecord, FieldSchema, Template } from '../../../../src/templates/types';
import { GALLERY } from '../../../../src/templates/gallery';
import { RenderEngine } from '../../../../src/worker/engine/renderEngine';
import { StaticForms } from '../../../../src/worker/engine/staticForm';
import { recipesOf, type FormRecipe } from '../../../../src/worker/engine/portableForms';
import { fixDocumentDate } from '../../../../src/worker/engine/documentDate';
import type { PreparedTemplate } from '../../../../src/worker/engine/prepare';
import { readFontFromNodeModules } from '../../../../src/worker/fonts/nodeFontReader';
import { pdfPageTexts, qpdfProblems } from '../../../support/readBack';
import { invoiceRecord, invoiceTemplate } from '../../../../bench/fixtures/invoice';
import { labelsRecord, labelsTemplate } from '../../../../bench/fixtures/labels';
import { logoDataUrl } from '../../../../bench/fixtures/logoPng';

beforeAll(() => fixDocumentDate(new Date(Date.UTC(2026, 10, 28))));
afterEach(() => {
  StaticForms.keptPerWorker = true;
});

/** Each record as its own file, by a fresh engine (its own prepared template, so its own recipes). */
async function filesOf(template: Template, records: DataRecord[], kept: boolean): Promise<{ files: Uint8Array[]; recipes: (FormRecipe | null)[] }> {
  StaticForms.keptPerWorker = kept;
  try {
    const engine = new RenderEngine(readFontFromNodeModules);
    const files = await engine.renderEach(template, records.map((record, row) => ({ row, record })));
    for (const file of files) expect(file.errors).toEqual([]);
    const prepared = (await engine.prepare(template)) as PreparedTemplate;
    return { files: files.map((file) => file.pdf!), recipes: [...recipesOf(prepared).values()] };
  } finally {
    StaticForms.keptPerWorker = true;
  }
}

/** The records whose files differ between the two lists, by index. */
const differing = (a: Uint8Array[], b: Uint8Array[]): number[] =>
  a.flatMap((file, index) => (Buffer.compare(Buffer.from(file), Buffer.from(b[index])) === 0 ? [] : [index]));

const field = (name: string, type: string, x: number, y: number, width: number, height: number, extra: Record<string, unknown> = {}): FieldSchema =>
  ({ name, type, position: { x, y }, width, height, rotate: 0, opacity: 1, ...extra }) as FieldSchema;
const fixedText = (name: string, x: number, y: number, content: string, extra: Record<string, unknown> = {}) =>
  field(name, 'text', x, y, 90, 10, { content, readOnly: true, fontSize: 12, alignment: 'left', verticalAlignment: 'top', lineHeight: 1, characterSpacing: 0, fontColor: '#222222', ...extra });

const seal = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="none" stroke="#1e5ac8" stroke-width="2"/><path d="M10 20 L18 28 L30 12" stroke="#1e5ac8" stroke-width="3" fill="none"/></svg>`;

/** A form with every kind of thing in it, and per-record fields after it. */
function everyKindTemplate(): Template {
  return {
    basePdf: {
      width: 210,
      height: 297,
      padding: [10, 10, 10, 10],
      staticSchema: [fixedText('footer', 15, 280, 'Northwind Office Supply · Linz', { fontSize: 8 })],
    } as Template['basePdf'],
    schemas: [
      [
        fixedText('title', 15, 15, 'Delivery note', { fontSize: 20, characterSpacing: 0.5 }),
        fixedText('arabic', 110, 15, 'مرحبا بكم، فاتورة رقم ١٢٣', { alignment: 'right' }),
        fixedText('hebrew', 110, 27, 'שלום, חשבונית 42', { alignment: 'right' }),
        fixedText('japanese', 15, 27, '請求書 ご確認ください'),
        fixedText('faint', 15, 39, 'Copy for the customer', { opacity: 0.4 }),
        field('logo', 'image', 160, 40, 30, 30, { content: logoDataUrl(), readOnly: true, opacity: 0.6 }),
        field('seal', 'svg', 120, 40, 30, 30, { content: seal, readOnly: true }),
        field('ring', 'ellipse', 15, 52, 20, 10, { borderWidth: 0.5, borderColor: '#c00000', color: '' , readOnly: true }),
        field('rule', 'line', 15, 75, 180, 0.4, { color: '#1e5ac8', readOnly: true }),
        field('box', 'rectangle', 15, 80, 110, 30, { borderWidth: 0.3, borderColor: '#888888', color: '#f3f6fb', readOnly: true, radius: 2 }),
        field('customer', 'text', 18, 83, 100, 8, { content: '', fontSize: 11, alignment: 'left', verticalAlignment: 'top', lineHeight: 1, characterSpacing: 0, fontColor: '#000000' }),
        field('note', 'text', 18, 93, 100, 8, { content: '', fontSize: 10, alignment: 'right', verticalAlignment: 'top', lineHeight: 1, characterSpacing: 0, fontColor: '#000000' }),
        // a record's picture: its name on the page comes from the document's generator, which the form's picture moved on
        field('photo', 'image', 160, 80, 30, 30, { content: '' }),
      ],
    ],
  } as unknown as Template;
}

const everyKindRecords: DataRecord[] = [
  { customer: 'Ada Lovelace', note: 'مع الشكر', photo: logoDataUrl() },
  { customer: 'Grace Hopper', note: 'תודה רבה', photo: '' },
  { customer: 'Edsger Dijkstra', note: 'Danke', photo: logoDataUrl() },
  { customer: '山田 太郎', note: 'ありがとう', photo: logoDataUrl() },
];

const examples = (name: string) => JSON.parse(readFileSync(join(__dirname, '../../../../examples', name), 'utf8'));
const thrice = (records: DataRecord[]) => [...records, ...records, ...records];

const cases: { name: string; template: Template; records: DataRecord[] }[] = [
  { name: 'a form of every kind', template: everyKindTemplate(), records: everyKindRecords },
  { name: 'bench invoice', template: invoiceTemplate(), records: [0, 1, 2, 3].map(invoiceRecord) },
  { name: 'bench labels', template: labelsTemplate(), records: [0, 1].map(labelsRecord) },
  ...GALLERY.map((entry) => ({ name: `gallery: ${entry.id}`, template: entry.template, records: thrice(entry.sampleRecords) })),
  { name: 'examples/invoice.json', template: examples('invoice.json'), records: examples('invoices.json').slice(0, 3) },
  { name: 'examples/multi-script.json', template: examples('multi-script.json'), records: examples('multi-script-data.json').slice(0, 3) },
];

describe('a form replayed from the worker’s recipe writes the file drawing it would', () => {
  for (const c of cases) {
    it(c.name, async () => {
      const drawn = await filesOf(c.template, c.records, false);
      const replayed = await filesOf(c.template, c.records, true);
      expect(drawn.recipes).toEqual([]);
      expect(differing(replayed.files, drawn.files)).toEqual([]);
    });
  }
});

describe('what the worker keeps', () => {
  it('keeps a recipe with the form’s fonts, fallback faces and picture, and replays it into files that read back', async () => {
    const { files, recipes } = await filesOf(everyKindTemplate(), everyKindRecords, true);
    const [recipe] = recipes;
    expect(recipe).toBeTruthy();
    const fonts = recipe!.slots.filter((slot) => slot.kind === 'font');
    // the template's font and the faces of Arabic, Hebrew and Japanese, each with the glyphs the form printed
    expect(fonts.length).toBeGreaterThanOrEqual(3);
    expect(fonts.filter((slot) => slot.kind === 'font' && slot.face).length).toBeGreaterThanOrEqual(2);
    for (const slot of fonts) if (slot.kind === 'font') expect(slot.notes.ids.length).toBeGreaterThan(0);
    expect(recipe!.slots.some((slot) => slot.kind === 'image')).toBe(true);
    // the see-through text and picture's graphics states, written into each document's form
    expect(recipe!.resources.map(([category]) => category.asString())).toEqual(expect.arrayContaining(['/Font', '/XObject', '/ExtGState']));
    const last = files[files.length - 1];
    expect(await qpdfProblems(last)).toEqual([]);
    const [text] = await pdfPageTexts(last);
    for (const words of ['Delivery note', 'Copy for the customer', 'Northwind Office Supply', '山田 太郎', 'ありがとう', '請求書']) expect(text).toContain(words);
  });

  it('draws the form again where the document is not fresh: the second page’s form of a two-page template', async () => {
    const template = everyKindTemplate();
    const second = [fixedText('secondTitle', 15, 15, 'Terms and conditions'), field('secondRule', 'line', 15, 30, 180, 0.4, { color: '#1e5ac8', readOnly: true })];
    const twoPages = { ...template, schemas: [template.schemas[0], second] } as Template;
    const drawn = await filesOf(twoPages, everyKindRecords, false);
    const replayed = await filesOf(twoPages, everyKindRecords, true);
    // one recipe: page 1's; page 2's form meets the fonts page 1 printed in, so it is drawn in each file
    expect(replayed.recipes).toHaveLength(1);
    expect(differing(replayed.files, drawn.files)).toEqual([]);
  });
});
