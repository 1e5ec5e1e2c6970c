/**
 * The EN 16931 rules a record can break, as preflight reports them: the rule id first, the term and its BT number,
 * the line, where the value came from, at the record's place (['records', row, column]).
 */
import { describe, expect, it } from 'vitest';
import { einvoiceProblems, recordInvoice } from '../../../../src/templates/einvoice';
import type { DataRecord } from '../../../../src/templates/types';
import { BINDING, invoiceRecord, invoiceTemplate, type TestLine } from './support/invoices';

const template = invoiceTemplate();
const LINE: TestLine = { name: 'Toner', qty: '2', price: '79.00' };

const messages = (record: DataRecord) => recordInvoice(template, record)!.findings.map((finding) => finding.message);

describe('EN 16931 rules from data', () => {
  it('finds nothing wrong with a correct invoice', () => {
    expect(messages(invoiceRecord([LINE]))).toEqual([]);
  });

  it('names an empty mandatory term with its rule, BT number and column', () => {
    expect(messages(invoiceRecord([LINE], { number: '', buyer: ' ' }))).toEqual([
      'BR-02: the invoice number (BT-1) is empty (column “number”)',
      'BR-07: the buyer name (BT-44) is empty (column “buyer”)',
    ]);
  });

  it('refuses codes outside the code lists', () => {
    const found = messages(
      invoiceRecord([{ ...LINE, unit: 'PCS' }, { ...LINE, cat: 'X' }], { currency: 'EURO', buyerCountry: 'UK', type: '999', means: '99' }),
    );
    expect(found).toEqual([
      expect.stringMatching(/^BR-CL-01: the document type \(BT-3\) “999” is not one Platen writes/),
      'BR-CL-04: the currency (BT-5) “EURO” is not an ISO 4217 currency code such as EUR (column “currency”)',
      'BR-CL-14: the buyer country (BT-55) “UK” is not an ISO 3166 country code such as DE (column “buyerCountry”)',
      expect.stringMatching(/^BR-CL-16: the payment means \(BT-81\) “99” is not a UNCL 4461/),
      expect.stringMatching(/^BR-CL-23: line 1: the unit “PCS” \(BT-130\) is not a UN\/ECE Recommendation 20 code/),
      expect.stringMatching(/^BR-CL-17: line 2: the VAT category “X” \(BT-151\) is not a UNCL 5305 code/),
    ]);
  });

  it('checks each VAT category’s rate and who must be identified', () => {
    expect(messages(invoiceRecord([{ ...LINE, rate: '0' }]))).toEqual([expect.stringMatching(/^BR-S-05: line 1: the standard rate \(category S\) must be more than 0 %/)]);
    expect(messages(invoiceRecord([{ ...LINE, cat: 'Z', rate: '7' }]))).toEqual([expect.stringMatching(/^BR-Z-05: line 1: category Z \(zero rated\) has a VAT rate of 0 %; it says 7 %/)]);
    expect(messages(invoiceRecord([{ ...LINE, cat: 'E', rate: '0' }]))).toEqual([expect.stringMatching(/^BR-E-10: lines exempt from VAT \(category E\) need the exemption reason \(BT-120\)/)]);
    expect(messages(invoiceRecord([{ ...LINE, cat: 'AE', rate: '0' }]))).toEqual([
      'BR-AE-02: a reverse-charge invoice (category AE) needs the buyer’s VAT ID (BT-48) or legal registration ID (BT-47)',
    ]);
    expect(messages(invoiceRecord([LINE], { sellerVatId: '' }))).toEqual([
      'BR-S-02: an invoice with standard rate lines (category S) needs the seller’s VAT ID (BT-31) or tax registration number (BT-32)',
    ]);
    expect(messages(invoiceRecord([LINE], { buyerVatId: '987654321' }))).toEqual([expect.stringMatching(/^BR-CO-09: the buyer VAT ID “987654321” must start with its country’s two-letter prefix/)]);
  });

  it('wants reasons for allowances, an IBAN for a transfer, a due date or terms for an amount due', () => {
    expect(
      messages(invoiceRecord([{ ...LINE, off: '5', offReason: '' }], { allowance: '3', allowanceCategory: 'S', allowanceRate: '19', iban: '', due: '', terms: '' })),
    ).toEqual([
      'BR-42: line 1: the line allowance (BT-136) of 5.00 needs a reason (BT-139)',
      'BR-33: the invoice allowance of 3.00 needs a reason (BT-97)',
      'BR-61: payment by credit transfer (means 58) needs the IBAN or account of the payee (BT-84)',
      'BR-CO-25: an amount is due (178.50), so the invoice needs a due date (BT-9) or payment terms (BT-20)',
    ]);
  });

  it('says what a value that is no number or date should look like', () => {
    expect(messages(invoiceRecord([{ ...LINE, qty: 'two' }, { ...LINE, price: '1.234,50' }], { date: '31.02.2025' }))).toEqual([
      'BR-03: the invoice date (BT-2) “31.02.2025” is not a date (write 2025-10-03 or 3.10.2025) (column “date”)',
      'BR-22: line 1: the quantity (BT-129) “two” is not a number (write 3 or 1.5) (column “qty”)',
      'BR-26: line 2: the net price (BT-146) “1.234,50” is not a number (write 12.50) (column “price”)',
    ]);
  });

  it('compares printed totals and line amounts with the computed ones, naming the record and the field', () => {
    // 2 × 79.00 = 158.00 + 19 % = 188.02
    const good = invoiceRecord([{ ...LINE, amount: '158,00 €' }], { printedLines: '158.00', printedVat: '30,02 €', printedTotal: 'EUR 188.02', printedDue: '188,02' });
    const bad = invoiceRecord([{ ...LINE, amount: '185.00' }], { printedLines: '1,243.50', printedTotal: '188.20' });
    expect(einvoiceProblems(template, [good, bad])).toEqual([
      { path: ['records', 1, 'lines'], severity: 'error', message: 'BR-CO-10: line 1: the line amount (BT-131) is 158.00 (quantity × price), the invoice prints 185.00' },
      { path: ['records', 1, 'printedLines'], severity: 'error', message: 'BR-CO-10: the sum of the line net amounts (BT-106) is 158.00, the invoice says 1,243.50' },
      { path: ['records', 1, 'printedTotal'], severity: 'error', message: 'BR-CO-15: the total with VAT (BT-112) is 188.02, the invoice says 188.20' },
    ]);
  });

  it('refuses text XML cannot carry, naming the character', () => {
    expect(messages(invoiceRecord([{ ...LINE, name: 'Ton\u0007er' }], { buyer: 'Hartmann\u0000' }))).toEqual([
      'the buyer name (BT-44) holds the control character U+0000, which XML cannot carry; remove it',
      'line 1: the item name or reason holds the control character U+0007, which XML cannot carry; remove it',
    ]);
  });

  it('names lines that are not a list, and an invoice without lines', () => {
    expect(messages(invoiceRecord([], { lines: '[{"name": ' }))).toEqual(['BR-16: the invoice lines in “lines” are not a JSON list, so the invoice has no lines']);
    expect(messages(invoiceRecord([]))).toEqual(['BR-16: an invoice needs at least one line; “lines” has none']);
  });

  it('checks nothing for a template without a binding', () => {
    expect(einvoiceProblems({ ...template, platen: {} }, [invoiceRecord([], { number: '' })])).toEqual([]);
    expect(BINDING.profile).toBe('EN16931');
  });
});
