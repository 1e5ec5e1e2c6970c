/** EN 16931 totals in whole cents: line amounts rounded first, VAT once per category, BR-CO-10 … BR-CO-16. */
import { describe, expect, it } from 'vitest';
import { recordInvoice } from '../../../../src/templates/einvoice';
import { centsText, divideRounded, parseDecimal } from '../../../../src/templates/einvoice/decimal';
import { invoiceRecord, invoiceTemplate, type TestLine } from './support/invoices';

const template = invoiceTemplate();

function totalsOf(lines: TestLine[], extra = {}) {
  const read = recordInvoice(template, invoiceRecord(lines, extra))!;
  const t = read.totals;
  return {
    findings: read.findings.map((finding) => finding.message),
    lines: t.lineNets.map(centsText),
    lineTotal: centsText(t.lineTotal),
    taxBasis: centsText(t.taxBasisTotal),
    tax: centsText(t.taxTotal),
    grand: centsText(t.grandTotal),
    due: centsText(t.amountDue),
    breakdown: t.breakdown.map((row) => `${row.category} ${row.rate ? centsText(BigInt(row.rate.digits) * 10n ** BigInt(2 - Math.min(2, row.rate.scale))) : '-'}: ${centsText(row.taxable)} → ${centsText(row.tax)}${row.exemptionReason ? ` (${row.exemptionReason})` : ''}`),
  };
}

describe('decimal arithmetic', () => {
  it('rounds half away from zero, never through binary floats', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(4n, 3n)).toBe(1n);
    // 1.005 × 1 is 1.00 in binary floating point (1.00499999…); exactly it is 1.01.
    expect(Math.round(1.005 * 100) / 100).toBe(1);
    expect(totalsOf([{ name: 'a', qty: '1', price: '1.005' }]).lines).toEqual(['1.01']);
  });

  it('reads plain decimals only: a thousands separator or a currency is refused, not guessed', () => {
    expect(parseDecimal('1234.5')).toEqual({ digits: 12345n, scale: 1 });
    expect(parseDecimal('0,75')).toEqual({ digits: 75n, scale: 2 });
    expect(parseDecimal('1,234.50')).toBeNull();
    expect(parseDecimal('€5')).toBeNull();
    expect(parseDecimal('1e3')).toBeNull();
  });
});

describe('EN 16931 totals', () => {
  it('rounds each line, sums the rounded lines (BR-CO-10) and taxes each rate once on its sum', () => {
    // 3 × 0.333 = 0.999 → 1.00 per line, so the sum is 3.00, not round(2.997) = 3.00 by luck: 1.00 each is what prints.
    const many = Array.from({ length: 3 }, (_, i) => ({ name: `l${i}`, qty: '3', price: '0.333' }));
    expect(totalsOf(many)).toMatchObject({ lines: ['1.00', '1.00', '1.00'], lineTotal: '3.00', tax: '0.57', grand: '3.57' });
    // 7 × 0.335 = 2.345 → 2.35 per line: the rounded lines sum to 16.45, the unrounded product would be 16.415 → 16.42.
    const halves = Array.from({ length: 7 }, (_, i) => ({ name: `h${i}`, qty: '7', price: '0.335' }));
    expect(totalsOf(halves)).toMatchObject({ lineTotal: '16.45' });
    // 33 lines of 0.15 at 19 %: per-line VAT would be 33 × 0.03 = 0.99; on the sum 4.95 × 19 % = 0.9405 → 0.94.
    const drift = Array.from({ length: 33 }, (_, i) => ({ name: `d${i}`, qty: '1', price: '0.15' }));
    expect(totalsOf(drift)).toMatchObject({ lineTotal: '4.95', tax: '0.94', grand: '5.89' });
  });

  it('splits VAT by category and rate: 19 %, 7 %, zero-rated and exempt with its reason', () => {
    const result = totalsOf(
      [
        { name: 'Toner', qty: '2', price: '79.00' },
        { name: 'Buch', qty: '3', price: '24.90', rate: '7' },
        { name: 'Export', qty: '1', price: '50', cat: 'Z', rate: '0' },
        { name: 'Kurs', qty: '1', price: '240', cat: 'E', rate: '0' },
        { name: 'Papier', qty: '1.5', price: '21.50' },
      ],
      { exemption: 'Steuerfrei nach § 4 Nr. 21 UStG' },
    );
    expect(result.findings).toEqual([]);
    expect(result.lines).toEqual(['158.00', '74.70', '50.00', '240.00', '32.25']);
    expect(result.breakdown).toEqual([
      'S 19.00: 190.25 → 36.15',
      'S 7.00: 74.70 → 5.23',
      'Z 0.00: 50.00 → 0.00',
      'E 0.00: 240.00 → 0.00 (Steuerfrei nach § 4 Nr. 21 UStG)',
    ]);
    expect(result).toMatchObject({ lineTotal: '554.95', taxBasis: '554.95', tax: '41.38', grand: '596.33', due: '596.33' });
  });

  it('subtracts line allowances from the line and document allowances from their category (BR-CO-13)', () => {
    const result = totalsOf(
      [
        { name: 'a', qty: '10', price: '12.345', off: '3.45', offReason: 'Mengenrabatt' },
        { name: 'b', qty: '1', price: '100', rate: '7' },
      ],
      { allowance: '20.00', allowanceReason: 'Treue', allowanceCategory: 'S', allowanceRate: '19', charge: '4.90', chargeReason: 'Versand', chargeCategory: 'S', chargeRate: '7', prepaid: '50' },
    );
    expect(result.findings).toEqual([]);
    // 10 × 12.345 = 123.45, less 3.45 = 120.00
    expect(result.lines).toEqual(['120.00', '100.00']);
    expect(result.breakdown).toEqual(['S 19.00: 100.00 → 19.00', 'S 7.00: 104.90 → 7.34']);
    expect(result).toMatchObject({ lineTotal: '220.00', taxBasis: '204.90', tax: '26.34', grand: '231.24', due: '181.24' });
  });

  it('divides by the price base quantity (BT-149)', () => {
    expect(totalsOf([{ name: 'Schrauben', qty: '250', price: '4.99', per: '100' }]).lines).toEqual(['12.48']);
  });

  it('charges no VAT under reverse charge and gives the standard reason', () => {
    const result = totalsOf([{ name: 'Beratung', qty: '6', unit: 'HUR', price: '85', cat: 'AE', rate: '0' }], { buyerCountry: 'AT', buyerVatId: 'ATU12345678' });
    expect(result.findings).toEqual([]);
    expect(result.breakdown).toEqual(['AE 0.00: 510.00 → 0.00 (Reverse charge)']);
    expect(result.grand).toBe('510.00');
  });

  it('keeps a credit note’s amounts positive: the type (381) says the money goes back', () => {
    const result = totalsOf([{ name: 'Rücknahme', qty: '1', price: '79' }], { type: '381' });
    expect(result.findings).toEqual([]);
    expect(result).toMatchObject({ grand: '94.01', due: '94.01' });
  });
});
