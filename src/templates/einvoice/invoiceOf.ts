/**
 * One record → a typed EN 16931 invoice, by the template's binding, with what could not be read (an empty mandatory
 * term, a quantity that is no number, a date that is no date) as findings naming the term, the line and where the
 * value came from. Missing values become neutral ones (empty text, zero), so the totals and the other rules still run.
 */
import type { DataRecord, Template } from '../types';
import { ownValue } from '../userKeyed';
import { describeSource, type EInvoiceBinding, sourceText } from './binding';
import { type Cents, type Decimal, parseDecimal, toCents } from './decimal';
import type { Finding } from './finding';
import type { AllowanceCharge, Invoice, InvoiceLine, Party } from './invoice';
import { readDate, readPrintedAmount } from './readValues';
import { HEADER_TERMS, LINE_TERMS, TOTAL_TERMS, termName, type HeaderTerm, type LineTerm, type TermInfo } from './terms';

export interface ReadInvoice {
  invoice: Invoice;
  findings: Finding[];
}

/** A term's cell: the text, and where it came from for messages. */
interface Cell {
  text: string;
  place: string;
  from: string;
}

const ZERO: Decimal = { digits: 0n, scale: 0 };

/** The rows of a table field or a JSON-array column, each a lookup of cells by header or key; or why they are not. */
function lineCells(binding: EInvoiceBinding, record: DataRecord, template: Template | null): { rows: ((name: string) => string | undefined)[]; place: string; error?: string } {
  const from = binding.lines.from;
  const place = 'table' in from ? from.table : from.column;
  const text = ownValue(record, place) ?? '';
  if (text.trim() === '') return { rows: [], place };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { rows: [], place, error: `the invoice lines in “${place}” are not a JSON list` };
  }
  if (!Array.isArray(parsed)) return { rows: [], place, error: `the invoice lines in “${place}” are not a list` };
  if ('table' in from) {
    const field = template?.schemas.flat().find((schema) => schema.name === from.table);
    const head = Array.isArray(field?.head) ? (field.head as unknown[]).map(String) : [];
    return {
      place,
      rows: parsed.map((row) => (name: string) => {
        const at = head.indexOf(name);
        return Array.isArray(row) && at >= 0 && row[at] !== undefined && row[at] !== null ? String(row[at]) : undefined;
      }),
    };
  }
  return {
    place,
    rows: parsed.map((item) => (name: string) => {
      if (!item || typeof item !== 'object' || !Object.hasOwn(item, name)) return undefined;
      const value = (item as Record<string, unknown>)[name];
      return value === null || value === undefined ? undefined : typeof value === 'object' ? JSON.stringify(value) : String(value);
    }),
  };
}

/** Reads one record as an invoice. `template` gives a table field's headers (null: lines come from a column). */
export function invoiceOf(binding: EInvoiceBinding, record: DataRecord, template: Template | null): ReadInvoice {
  const findings: Finding[] = [];
  const headerCell = (term: HeaderTerm): Cell | null => {
    const source = binding.terms[term];
    if (!source) return null;
    const place = 'fixed' in source ? term : source.column;
    return { text: sourceText(source, 'fixed' in source ? undefined : ownValue(record, source.column)), place, from: describeSource(source) };
  };
  const report = (cell: Cell | null, info: TermInfo, problem: string, lineLabel = '') => {
    const rule = info.rule ? `${info.rule}: ` : '';
    const from = cell ? ` (${cell.from})` : ' (no column or fixed value is bound to it)';
    findings.push({ place: cell?.place ?? 'einvoice', rule: info.rule, message: `${rule}${lineLabel}the ${termName(info)} (${info.bt}) ${problem}${from}`, severity: 'error' });
  };
  const text = (term: HeaderTerm): string | undefined => {
    const cell = headerCell(term);
    const value = cell?.text.trim() ?? '';
    const info: TermInfo = HEADER_TERMS[term];
    if (value === '') {
      if (info.rule) report(cell, info, 'is empty');
      return undefined;
    }
    return value;
  };
  const date = (term: HeaderTerm): string | undefined => {
    const value = text(term);
    if (value === undefined) return undefined;
    const read = readDate(value);
    if (!read) report(headerCell(term), HEADER_TERMS[term], `“${value}” is not a date (write 2025-10-03 or 3.10.2025)`);
    return read ?? undefined;
  };
  const amount = (term: HeaderTerm): Cents | undefined => {
    const value = text(term);
    if (value === undefined) return undefined;
    // Read as a page prints it ("1.234,50 €"): an amount column is often the printed one.
    const read = readPrintedAmount(value);
    if (read === null) report(headerCell(term), HEADER_TERMS[term], `“${value}” is not an amount (write 1234.50)`);
    return read ?? undefined;
  };
  const decimal = (term: HeaderTerm): Decimal | undefined => {
    const value = text(term);
    if (value === undefined) return undefined;
    const read = parseDecimal(value);
    if (!read) report(headerCell(term), HEADER_TERMS[term], `“${value}” is not a number (write 19 or 7.5)`);
    return read ?? undefined;
  };

  const party = (prefix: 'seller' | 'buyer'): Party => ({
    name: text(`${prefix}Name`) ?? '',
    legalId: text(`${prefix}LegalId`),
    vatId: text(`${prefix}VatId`),
    taxNumber: prefix === 'seller' ? text('sellerTaxNumber') : undefined,
    email: prefix === 'seller' ? text('sellerEmail') : undefined,
    street: text(`${prefix}Street`),
    city: text(`${prefix}City`),
    postcode: text(`${prefix}Postcode`),
    country: (text(`${prefix}Country`) ?? '').toUpperCase(),
  });

  const allowancesCharges: AllowanceCharge[] = [];
  for (const kind of ['allowance', 'charge'] as const) {
    const signed = amount(`${kind}Amount`);
    if (signed === undefined || signed === 0n) continue;
    // The kind says which way it counts; a printed "−50,00" discount is the allowance 50.00.
    const value = signed < 0n ? -signed : signed;
    allowancesCharges.push({
      charge: kind === 'charge',
      amount: value,
      reason: text(`${kind}Reason`),
      vatCategory: (text(`${kind}VatCategory`) ?? '').toUpperCase(),
      vatRate: decimal(`${kind}VatRate`),
    });
  }

  const invoice: Invoice = {
    number: text('invoiceNumber') ?? '',
    issueDate: date('issueDate') ?? '',
    typeCode: text('typeCode') ?? '',
    currency: (text('currency') ?? '').toUpperCase(),
    dueDate: date('dueDate'),
    buyerReference: text('buyerReference'),
    orderReference: text('orderReference'),
    paymentTerms: text('paymentTerms'),
    note: text('note'),
    seller: party('seller'),
    buyer: party('buyer'),
    deliveryDate: date('deliveryDate'),
    deliverToCountry: text('deliverToCountry')?.toUpperCase(),
    paymentMeans: text('paymentMeans') ?? '',
    paymentReference: text('paymentReference'),
    iban: text('iban')?.replace(/\s+/g, ''),
    bic: text('bic'),
    allowancesCharges,
    prepaid: amount('prepaidAmount') ?? 0n,
    exemptionReason: text('exemptionReason'),
    lines: [],
    printed: {},
  };

  const lines = lineCells(binding, record, template);
  if (lines.error) findings.push({ place: lines.place, rule: 'BR-16', message: `BR-16: ${lines.error}, so the invoice has no lines`, severity: 'error' });
  else if (lines.rows.length === 0) findings.push({ place: lines.place, rule: 'BR-16', message: `BR-16: an invoice needs at least one line; “${lines.place}” has none`, severity: 'error' });
  invoice.lines = lines.rows.map((cellOf, index) => readLine(binding, cellOf, index, lines.place, findings));

  for (const [term, fieldName] of Object.entries(binding.printed ?? {}) as [keyof typeof TOTAL_TERMS, string][]) {
    const printed = (ownValue(record, fieldName) ?? '').trim();
    if (printed === '') continue;
    const value = readPrintedAmount(printed);
    if (value === null) {
      findings.push({ place: fieldName, message: `the printed ${termName(TOTAL_TERMS[term])} “${printed}” is not an amount`, severity: 'error' });
    } else invoice.printed[term] = value;
  }
  return { invoice, findings };
}

function readLine(binding: EInvoiceBinding, cellOf: (name: string) => string | undefined, index: number, place: string, findings: Finding[]): InvoiceLine {
  const label = `line ${index + 1}: `;
  const cell = (term: LineTerm): { value: string } => {
    const source = binding.lines.terms[term];
    if (!source) return { value: '' };
    return { value: sourceText(source, 'fixed' in source ? undefined : cellOf(source.column)).trim() };
  };
  const report = (term: LineTerm, problem: string) => {
    const info: TermInfo = LINE_TERMS[term];
    const source = binding.lines.terms[term];
    const from = source ? ` (${describeSource(source)})` : ' (no column or fixed value is bound to it)';
    const rule = info.rule ? `${info.rule}: ` : '';
    findings.push({ place, rule: info.rule, message: `${rule}${label}the ${termName(info)} (${info.bt}) ${problem}${from}`, severity: 'error' });
  };
  const text = (term: LineTerm): string | undefined => {
    const { value } = cell(term);
    if (value === '') {
      if ((LINE_TERMS[term] as TermInfo).rule) report(term, 'is empty');
      return undefined;
    }
    return value;
  };
  const decimal = (term: LineTerm, example: string): Decimal | undefined => {
    const value = text(term);
    if (value === undefined) return undefined;
    const read = parseDecimal(value);
    if (!read) report(term, `“${value}” is not a number (write ${example})`);
    return read ?? undefined;
  };
  const allowanceText = decimal('allowance', '2.50');
  const printedText = text('netAmount');
  let printedNet: Cents | undefined;
  if (printedText !== undefined) {
    const read = readPrintedAmount(printedText);
    if (read === null) report('netAmount', `“${printedText}” is not an amount`);
    else printedNet = read;
  }
  const category = (text('vatCategory') ?? '').toUpperCase();
  return {
    index,
    id: text('lineId') ?? String(index + 1),
    name: text('name') ?? '',
    sellerItemId: text('sellerItemId'),
    quantity: decimal('quantity', '3 or 1.5') ?? ZERO,
    unitCode: text('unitCode') ?? '',
    netPrice: decimal('netPrice', '12.50') ?? ZERO,
    baseQuantity: decimal('baseQuantity', '1'),
    allowance: allowanceText && allowanceText.digits !== 0n ? toCents(allowanceText) : undefined,
    allowanceReason: text('allowanceReason'),
    vatCategory: category,
    vatRate: decimal('vatRate', '19'),
    printedNet,
  };
}
