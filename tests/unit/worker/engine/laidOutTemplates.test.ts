/**
 * A record's page layout, remembered by its measured heights (src/worker/engine/laidOutTemplates.ts), must be the
 * layout pdfme's getDynamicTemplate makes for that record: growing tables that break pages, an expanding text, a
 * read-only text whose placeholders decide its height, names that repeat. A record whose heights were met before
 * gets the earlier layout's objects; one whose heights differ gets its own. Right-to-left records, measured with
 * their fallback faces, print from a warm engine the bytes a fresh one writes.
 */
import { getDefaultFont, getDynamicTemplate, type Schema, type Template } from '@pdfme/common';
import { describe, expect, it } from 'vitest';
import { invoiceRecord, invoiceTemplate } from '../../../../bench/fixtures/invoice';
import { findFieldType } from '../../../../src/templates/fieldTypes';
import { LaidOutTemplates } from '../../../../src/worker/engine/laidOutTemplates';
import { fixDocumentDate } from '../../../../src/worker/engine/documentDate';
import { RenderEngine } from '../../../../src/worker/engine/renderEngine';
import { layoutWithSharedTableHeights } from '../../../../src/worker/engine/table/tableHeights';
import { readFontFromNodeModules } from '../../../../src/worker/fonts/nodeFontReader';

const options = { font: getDefaultFont() };

/** What pdfme lays out for `input`, as the engine asked it before layouts were remembered. */
function pdfmeLayout(template: Template, input: Record<string, string>): Promise<Template> {
  return getDynamicTemplate({ template, input, options, _cache: new Map(), getDynamicHeights: layoutWithSharedTableHeights } as never);
}

const invoice = () => invoiceTemplate() as unknown as Template;

/** An invoice record with `rows` table rows; `long` makes the first description wrap to several lines. */
function withRows(i: number, rows: number, long = false): Record<string, string> {
  const record = invoiceRecord(i) as Record<string, string>;
  const one = JSON.parse(record.items) as string[][];
  const items = Array.from({ length: rows }, (_, r) => [...one[r % one.length]]);
  if (long) items[0][0] = 'A description long enough to wrap over several lines of its narrow column in the table';
  return { ...record, items: JSON.stringify(items) };
}

/** Fields of a laid-out template by page, as names with their place and height (mm), for readable failures. */
const places = (template: Template) => template.schemas.map((page) => page.map((s) => `${s.name} y=${s.position.y.toFixed(3)} h=${s.height.toFixed(3)}`));

describe('page layouts remembered by their heights', () => {
  it('lays out as pdfme does: the same rows, more rows over pages, a wrapped row, no rows', async () => {
    const template = invoice();
    const layouts = new LaidOutTemplates();
    for (const input of [withRows(0, 10), withRows(1, 60), withRows(2, 10, true), withRows(3, 0), withRows(4, 140, true)]) {
      const ours = await layouts.of(template, input, options, new Map());
      const theirs = await pdfmeLayout(template, input);
      expect(places(ours)).toEqual(places(theirs));
      expect(ours).toEqual(theirs);
    }
  });

  it('gives a record whose heights were met before the earlier layout, and one whose heights differ its own', async () => {
    const template = invoice();
    const layouts = new LaidOutTemplates();
    const first = await layouts.of(template, withRows(0, 60), options, new Map());
    // other values, the same rows of one line each: the same heights
    const again = await layouts.of(template, withRows(7, 60), options, new Map());
    expect(again).toBe(first);
    const longer = await layouts.of(template, withRows(7, 61), options, new Map());
    expect(longer).not.toBe(first);
    expect(longer.schemas.length).toBeGreaterThanOrEqual(first.schemas.length);
    const wrapped = await layouts.of(template, withRows(7, 60, true), options, new Map());
    expect(wrapped).not.toBe(first);
    expect(wrapped).toEqual(await pdfmeLayout(template, withRows(7, 60, true)));
  });

  it('measures an expanding text and a read-only text with placeholders as pdfme does', async () => {
    const template = invoice();
    const fields = template.schemas[0] as Schema[];
    const notes = fields.find((s) => s.name === 'notes')!;
    // the notes grow with their text; a read-only text right below the table grows with the values it names
    Object.assign(notes, { overflow: 'expand' });
    fields.push({ ...notes, name: 'terms', readOnly: true, content: 'Terms for {customerName}: {notes}', position: { x: 15, y: 175 } } as Schema);
    const layouts = new LaidOutTemplates();
    const short = { ...withRows(0, 10), notes: 'Thanks.' };
    const long = { ...withRows(1, 10), notes: 'Thank you for your business. '.repeat(12) };
    for (const input of [short, long, { ...short, customerName: 'Someone else entirely' }]) {
      const ours = await layouts.of(template, input, options, new Map());
      expect(places(ours)).toEqual(places(await pdfmeLayout(template, input)));
    }
    expect(await layouts.of(template, long, options, new Map())).not.toBe(await layouts.of(template, short, options, new Map()));
  });

  it('lays out a growing list, alone and above a table, as pdfme does', async () => {
    const template = invoice();
    const fields = template.schemas[0] as Schema[];
    const list = findFieldType('list')!;
    // a list of the catalogue's defaults above the table: its items push the table and all below it
    fields.push({ ...list.defaults, name: 'points', type: 'list', position: { x: 15, y: 82 }, width: 120, height: 6 } as unknown as Schema);
    const layouts = new LaidOutTemplates();
    const items = (n: number, long = false) => JSON.stringify(Array.from({ length: n }, (_, i) => (long && i === 1 ? 'An item long enough to wrap over more than one line of the list, and then some more words' : `Item ${i + 1}`)));
    for (const input of [{ ...withRows(0, 10), points: items(1) }, { ...withRows(1, 10), points: items(30) }, { ...withRows(2, 40), points: items(12, true) }, { ...withRows(3, 10), points: items(30) }]) {
      const ours = await layouts.of(template, input, options, new Map());
      expect(places(ours)).toEqual(places(await pdfmeLayout(template, input)));
      expect(ours).toEqual(await pdfmeLayout(template, input));
    }
    // the list does grow: thirty items move the table from where one item leaves it
    const tableAt = async (n: number) => (await layouts.of(template, { ...withRows(0, 10), points: items(n) }, options, new Map())).schemas[0].find((s) => s.name === 'items')!.position.y;
    expect(await tableAt(30)).not.toBe(await tableAt(1));
    // thirty one-line items again, with other words: the earlier layout
    const again = await layouts.of(template, { ...withRows(5, 10), points: items(30) }, options, new Map());
    expect(again).toBe(await layouts.of(template, { ...withRows(1, 10), points: items(30) }, options, new Map()));
  });

  it('lays out a template whose field names repeat as pdfme does', async () => {
    const template = invoice();
    const fields = template.schemas[0] as Schema[];
    const table = fields.find((s) => s.type === 'table')!;
    // a second table of the same name lower down: each is measured for itself
    fields.push({ ...table, position: { x: 15, y: 200 }, height: 20 } as Schema);
    const layouts = new LaidOutTemplates();
    for (const input of [withRows(0, 10), withRows(1, 45)]) {
      expect(await layouts.of(template, input, options, new Map())).toEqual(await pdfmeLayout(template, input));
    }
  });
});

describe('remembered layouts in right-to-left records', () => {
  /** Arabic and Hebrew rows with numbers and punctuation, some long enough to wrap; notes that grow with their text. */
  function rtlRecord(i: number, rows: number, { wrap = false, longNotes = false } = {}): Record<string, string> {
    const record = withRows(i, rows);
    const items = (JSON.parse(record.items) as string[][]).map((row, r) => [
      wrap && r % 3 === 1 ? `وصف طويل للبند رقم ${r + 1} يكفي ليلتف على عدة أسطر في عمود الجدول الضيق (${i})` : r % 2 ? `פריט ${r + 1}, מק״ט ${i}-${r}` : `بند ${r + 1}: ٣٫٥ كغ`,
      ...row.slice(1),
    ]);
    const notes = longNotes ? 'شكراً لتعاملكم معنا، يرجى الدفع خلال 30 يوماً مع ذكر رقم الفاتورة. '.repeat(6) : 'תודה! 30 ימים.';
    return { ...record, items: JSON.stringify(items), notes };
  }

  it('gives a warm engine, whose layouts are remembered, the bytes a fresh engine writes for each record', { timeout: 300_000 }, async () => {
    fixDocumentDate(new Date(Date.UTC(2026, 0, 2)));
    try {
      const template = invoiceTemplate();
      const notes = template.schemas[0].find((s) => s.name === 'notes')!;
      Object.assign(notes, { overflow: 'expand' });
      // as many rows, wrapped or not, the notes short or long: the same count of heights, other heights
      const records = [rtlRecord(0, 10), rtlRecord(1, 10, { wrap: true }), rtlRecord(2, 10, { longNotes: true }), rtlRecord(3, 60, { wrap: true }), rtlRecord(4, 60)];
      const warm = new RenderEngine(readFontFromNodeModules);
      // twice through: the second round meets every layout of the first (other values, the same heights)
      const rounds = [...records, ...records.map((record, i) => ({ ...record, invoiceNo: `INV-R2-${i}` }))];
      for (const [i, record] of rounds.entries()) {
        const ours = await warm.render(template, record, i);
        const fresh = await new RenderEngine(readFontFromNodeModules).render(template, record, i);
        if (!ours.ok || !fresh.ok) throw new Error('not rendered');
        expect(Buffer.from(ours.pdf).equals(Buffer.from(fresh.pdf)), `record ${i}`).toBe(true);
      }
    } finally {
      fixDocumentDate(undefined);
    }
  });
});
