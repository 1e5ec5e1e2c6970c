/**
 * `platen validate` and `platen render` with an e-invoice template (issue #18), as a user runs them on the examples:
 * a wrong printed total is named by record, field and EN 16931 rule; one merged PDF of e-invoices is refused; files
 * are named by invoice number, each carries its factur-x.xml, and each page shows the invoice number, buyer and grand
 * total its XML carries.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { centsForPeople } from '../../../src/templates/einvoice/decimal';
import { recordInvoice } from '../../../src/templates/einvoice';
import type { DataRecord, Template } from '../../../src/templates/types';
import { pdfText, platen, removeScratch, scratch } from './support';

const example = (name: string) => fileURLToPath(new URL(`../../../examples/${name}`, import.meta.url));
const template = example('einvoice.json');
const records = JSON.parse(readFileSync(example('einvoices.json'), 'utf8')) as DataRecord[];

afterAll(removeScratch);

describe('platen with e-invoices', () => {
  it('validate --data names the record, the field and the rule of a printed total that disagrees', { timeout: 180_000 }, async () => {
    const data = join(scratch(), 'invoices.json');
    const wrong = records.map((record, i) => (i === 1 ? { ...record, grandTotal: '385,23 €' } : record));
    writeFileSync(data, JSON.stringify(wrong));
    const run = await platen('validate', '-t', template, '-d', data);
    expect(run.stderr).toContain(`${data}: records[1] field "grandTotal": BR-CO-15: the total with VAT (BT-112) is 358.23, the invoice says 385.23`);
    expect(run.stdout).toContain(`${data}: 6 records, 1 error, 0 warnings`);
    expect(run.status).toBe(1); // a record fails, as every record error does
  });

  it('render refuses one merged PDF of e-invoices with a sentence, before rendering', { timeout: 60_000 }, async () => {
    const out = join(scratch(), 'all.pdf');
    const run = await platen('render', '-q', '-t', template, '-d', example('einvoices.json'), '-o', out);
    expect(run.stderr).toContain('one invoice per file: write to a directory (out/) or a .zip, not one merged PDF');
    expect(run.status).toBe(2);
  });

  it('render writes one PDF per invoice, named by its number, printing what its XML says', { timeout: 300_000 }, async () => {
    const dir = `${scratch()}/`;
    const run = await platen('render', '-q', '-t', template, '-d', example('einvoices.json'), '-o', dir);
    expect(run.status, run.stderr).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(records.map((record) => `${record.invoiceNumber}.pdf`).sort());
    const model = JSON.parse(readFileSync(template, 'utf8')) as Template;
    for (const record of records) {
      const { invoice, totals } = recordInvoice(model, record)!;
      const text = (await pdfText(join(dir, `${record.invoiceNumber}.pdf`))).replace(/\s+/g, ' ');
      // The printed total is German ("2.684,98 €"); the XML's is 2684.98.
      const grand = centsForPeople(totals.grandTotal).replace(/,/g, 'X').replace('.', ',').replace(/X/g, '.');
      expect(text, invoice.number).toContain(invoice.number);
      expect(text, invoice.number).toContain(invoice.buyer.name);
      expect(text, invoice.number).toContain(`Gesamtbetrag ${grand} €`);
      // The invoice travels inside the PDF as factur-x.xml, with the same number and total.
      const pdf = join(dir, `${record.invoiceNumber}.pdf`);
      expect(execFileSync('pdfdetach', ['-list', pdf], { encoding: 'utf8' }), invoice.number).toContain('factur-x.xml');
      const saved = join(scratch(), 'factur-x.xml');
      execFileSync('pdfdetach', ['-save', '1', '-o', saved, pdf]);
      const xml = readFileSync(saved, 'utf8');
      expect(xml).toContain(`<ram:GrandTotalAmount>${(Number(totals.grandTotal) / 100).toFixed(2)}</ram:GrandTotalAmount>`);
    }
  });

  it('render fails the record whose invoice breaks a rule, naming it, and writes the others', { timeout: 300_000 }, async () => {
    const base = scratch();
    const data = join(base, 'invoices.json');
    writeFileSync(data, JSON.stringify(records.slice(0, 2).map((record, i) => (i === 0 ? { ...record, buyerCountry: 'XX' } : record))));
    const run = await platen('render', '-q', '-t', template, '-d', data, '-o', `${base}/out/`);
    expect(run.stderr).toContain('records[0]: field "buyerCountry": BR-CL-14: the buyer country (BT-55) “XX” is not an ISO 3166 country code');
    expect(readdirSync(join(base, 'out'))).toEqual(['RE-2025-1002.pdf']);
    expect(run.status).toBe(1);
  });
});
