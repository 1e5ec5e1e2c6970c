import { describe, expect, it } from 'vitest';
import { GALLERY, findGalleryEntry } from '../../../src/templates/gallery';
import type { GalleryEntry } from '../../../src/templates/gallery';
import type { DataRecord, FieldSchema } from '../../../src/templates/types';
import { validateTemplate } from '../../../src/templates/validate';
import { decodeBarcodes, pageCount, pdfText, renderPdf, writeTempPdf } from './support/pdfme';

/** Pages each sample record prints, in order (the invoice's 45-row table takes two pages). */
const EXPECTED_PAGES: Record<string, number[]> = {
  invoice: [2, 1, 1],
  'e-invoice': [1, 1, 1, 2, 1, 1],
  certificate: [1, 1, 1],
  'shipping-label': [1, 1],
  'name-badge': [1, 1, 1, 1],
  'event-ticket': [1, 1, 1],
  report: [2, 2],
  'japanese-receipt': [1, 1, 1],
};

/** Barcode types zbarimg can read back (it has no PDF417, DataMatrix or Japan Post). */
const READABLE_BARCODES = new Set(['qrcode', 'code128', 'code39', 'ean13', 'ean8', 'upca', 'itf14']);

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const allFields = (entry: GalleryEntry): FieldSchema[] => [
  ...entry.template.schemas.flat(),
  ...(typeof entry.template.basePdf === 'object' ? (entry.template.basePdf.staticSchema ?? []) : []),
];
const dataFields = (entry: GalleryEntry) => allFields(entry).filter((field) => !field.readOnly);
const usesJapanese = (entry: GalleryEntry) => allFields(entry).some((field) => String(field.fontName).startsWith('NotoSansJP'));

/** What the PDF must show for a record: every line of text values, list items, table cells' first column, names. */
function expectedText(entry: GalleryEntry, record: DataRecord): string[] {
  const expected: string[] = [];
  for (const field of dataFields(entry)) {
    const value = record[field.name];
    if (field.type === 'text') expected.push(...value.split('\n'));
    if (field.type === 'list') expected.push(...(JSON.parse(value) as string[]));
    if (field.type === 'table') expected.push(...(JSON.parse(value) as string[][]).flatMap((row) => [row[0], row[row.length - 1]]));
    if (field.type === 'multiVariableText') {
      const variables = JSON.parse(value) as Record<string, string>;
      expected.push((field.text as string).replace(/\{(\w+)\}/g, (_, name: string) => variables[name]));
    }
  }
  return expected.map(collapse).filter(Boolean);
}

/** Totals that add up the table the template itself shows (3 item rows), not the first record's 45 rows. */
const FOLLOW_TABLE_SAMPLE: Record<string, string[]> = { invoice: ['subtotal', 'vat', 'total'] };

describe('gallery', () => {
  it('has the eight starting points a user expects, with unique ids', () => {
    expect(GALLERY.map((entry) => entry.id)).toEqual(Object.keys(EXPECTED_PAGES));
    expect(findGalleryEntry('invoice')?.name).toBe('Invoice');
    for (const entry of GALLERY) {
      expect(entry.name).not.toBe('');
      expect(entry.description.length).toBeGreaterThan(20);
    }
  });

  describe.each(GALLERY.map((entry) => [entry.id, entry] as const))('%s', (id, entry) => {
    it('passes validation without a single problem', () => {
      expect(validateTemplate(entry.template)).toEqual([]);
    });

    it('has sample records of strings that fill every data field and nothing else', () => {
      const names = dataFields(entry).map((field) => field.name).sort();
      expect(entry.sampleRecords.length).toBeGreaterThanOrEqual(2);
      for (const record of entry.sampleRecords) {
        expect(Object.keys(record).sort()).toEqual(names);
        for (const value of Object.values(record)) expect(typeof value).toBe('string');
      }
    });

    it('shows the first sample record’s values in the designer (field content)', () => {
      const first = entry.sampleRecords[0];
      const derived = FOLLOW_TABLE_SAMPLE[id] ?? [];
      for (const field of dataFields(entry)) {
        if (field.type !== 'table' && !derived.includes(field.name)) expect(field.content, field.name).toBe(first[field.name]);
      }
    });

    it.each(entry.sampleRecords.map((record, index) => [index + 1, record] as const))(
      'renders sample record %i with stock pdfme, showing its data',
      async (number, record) => {
        const pdf = await renderPdf(entry.template, [record], { japanese: usesJapanese(entry) });
        const path = writeTempPdf(pdf, `${id}-${number}`);
        const pages = EXPECTED_PAGES[id][number - 1];
        expect(pageCount(path)).toBe(pages);
        const text = collapse(pdfText(path));
        const wanted = expectedText(entry, record);
        expect(wanted.length).toBeGreaterThan(2);
        for (const expected of wanted) expect(text, `${id} record ${number}`).toContain(expected);
        if (number === 1) {
          const barcodes = dataFields(entry).filter((field) => READABLE_BARCODES.has(field.type) && field.position);
          const found = new Set(Array.from({ length: pages }, (_, page) => decodeBarcodes(path, page + 1)).flat());
          for (const field of barcodes) expect([...found], field.name).toContain(record[field.name]);
        }
      },
    );
  });

  it('shows an invoice whose subtotal, VAT and total add up to the table lines the template itself shows', () => {
    const fields = findGalleryEntry('invoice')!.template.schemas[0];
    const content = (name: string) => String(fields.find((f) => f.name === name)!.content);
    const pence = (text: string) => Math.round(Number(text.replace(/[£,]/g, '')) * 100);
    const lines = (JSON.parse(content('items')) as string[][]).map((row) => pence(row[3]));
    const subtotal = lines.reduce((a, b) => a + b, 0);
    expect(pence(content('subtotal'))).toBe(subtotal);
    expect(pence(content('vat'))).toBe(Math.round(subtotal * 0.2));
    expect(pence(content('total'))).toBe(pence(content('subtotal')) + pence(content('vat')));
  });

  it('breaks the invoice’s 45-row table across pages, repeating the heading and numbering the pages', async () => {
    const invoice = findGalleryEntry('invoice')!;
    const record = invoice.sampleRecords[0];
    const rows = JSON.parse(record.items) as string[][];
    expect(rows.length).toBeGreaterThanOrEqual(40);
    const path = writeTempPdf(await renderPdf(invoice.template, [record]), 'invoice-long');
    const [first, second] = [collapse(pdfText(path, 1)), collapse(pdfText(path, 2))];
    expect(first).toContain('Page 1 of 2');
    expect(second).toContain('Page 2 of 2');
    expect(second).toContain('Description Qty Unit price Amount');
    expect(second).toContain(`Total due ${record.total}`);
    expect(first).not.toContain('Total due');
  });

  it('prints the report’s header and page numbers on both pages', async () => {
    const report = findGalleryEntry('report')!;
    const path = writeTempPdf(await renderPdf(report.template, [report.sampleRecords[0]]), 'report-pages');
    for (const page of [1, 2]) {
      const text = collapse(pdfText(path, page));
      expect(text).toContain('Northwind Supplies Ltd.');
      expect(text).toContain(`Page ${page} of 2`);
    }
    expect(collapse(pdfText(path, 2))).toContain('Prepared on 3 October 2025');
  });
});
