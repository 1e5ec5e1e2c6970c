/**
 * The gallery's e-invoice and the examples made from it: every sample is a valid EN 16931 invoice whose printed amounts
 * are the computed ones, the examples are the gallery's template (with PDF/A-3b) and records, and a binding that
 * names what the template lacks is refused with its place.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findGalleryEntry } from '../../../../src/templates/gallery';
import { germanAmount, recordInvoice, withComputedAmounts } from '../../../../src/templates/einvoice';
import type { Template } from '../../../../src/templates/types';
import { validateTemplate } from '../../../../src/templates/validate';

const entry = findGalleryEntry('e-invoice')!;
const example = (name: string): unknown => JSON.parse(readFileSync(fileURLToPath(new URL(`../../../../examples/${name}`, import.meta.url)), 'utf8'));

describe('the e-invoice template', () => {
  it('has sample invoices that break no rule and print the computed amounts', () => {
    expect(entry.sampleRecords.length).toBeGreaterThanOrEqual(5);
    for (const record of entry.sampleRecords) {
      expect(recordInvoice(entry.template, record)!.findings, record.invoiceNumber).toEqual([]);
      // Filling the amounts again over the printed ones changes nothing: they are the computed ones.
      expect(withComputedAmounts(entry.template, record, germanAmount, true)).toEqual(record);
    }
    const types = entry.sampleRecords.map((record) => recordInvoice(entry.template, record)!.invoice.typeCode);
    expect(types).toContain('381');
    const categories = new Set(entry.sampleRecords.flatMap((record) => recordInvoice(entry.template, record)!.totals.breakdown.map((row) => row.category)));
    expect([...categories].sort()).toEqual(['AE', 'E', 'S']);
  });

  it('is what examples/einvoice.json and einvoices.json hold, with PDF/A-3b set', () => {
    expect(entry.template.platen?.standard).toBe('pdfa-3b');
    expect(example('einvoice.json')).toEqual(entry.template);
    expect(example('einvoices.json')).toEqual(entry.sampleRecords);
  });

  it('refuses a binding whose table or columns are not in the template, naming the place', () => {
    const template = structuredClone(entry.template) as Template;
    const binding = template.platen!.einvoice!;
    binding.lines.terms.quantity = { column: 'Anzahl' };
    (binding.terms as Record<string, unknown>).sellerFax = { fixed: '030 1' };
    binding.terms.buyerName = { columns: 'x' } as never;
    expect(validateTemplate(template).filter((problem) => problem.path[1] === 'einvoice')).toEqual([
      expect.objectContaining({ path: ['platen', 'einvoice', 'terms', 'buyerName'], severity: 'error', message: expect.stringContaining('must come from a column') }),
      expect.objectContaining({ path: ['platen', 'einvoice', 'terms', 'sellerFax'], message: expect.stringContaining('“sellerFax” is no e-invoice term') }),
      expect.objectContaining({ path: ['platen', 'einvoice', 'lines', 'terms', 'quantity'], message: expect.stringContaining('reads the column “Anzahl”, which the table “lines” does not have') }),
    ]);
    binding.lines.from = { table: 'gone' };
    expect(validateTemplate(template).map((problem) => problem.message)).toContain('The e-invoice lines come from the table “gone”, which is not a table field of this template.');
  });
});
