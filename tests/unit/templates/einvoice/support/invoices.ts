/**
 * Invoices for tests, written as a user's data would be: a template whose binding reads header columns and a JSON
 * array of line objects, records built from a few fields, and a seeded generator of varied invoices (line counts,
 * 19/7/0 % rates, categories S/Z/E/AE, allowances and charges, credit notes, XML-special and non-Latin text).
 */
import type { EInvoiceBinding } from '../../../../../src/templates/einvoice';
import type { DataRecord, Template } from '../../../../../src/templates/types';

export const BINDING: EInvoiceBinding = {
  profile: 'EN16931',
  terms: {
    invoiceNumber: { column: 'number' },
    issueDate: { column: 'date' },
    typeCode: { column: 'type' },
    currency: { column: 'currency' },
    dueDate: { column: 'due' },
    paymentTerms: { column: 'terms' },
    note: { column: 'note' },
    sellerName: { column: 'sellerName' },
    sellerVatId: { column: 'sellerVatId' },
    sellerStreet: { fixed: 'Friedrichstraße 123' },
    sellerCity: { fixed: 'Berlin' },
    sellerPostcode: { fixed: '10117' },
    sellerCountry: { column: 'sellerCountry' },
    buyerName: { column: 'buyer' },
    buyerVatId: { column: 'buyerVatId' },
    buyerStreet: { column: 'buyerStreet' },
    buyerCity: { column: 'buyerCity' },
    buyerPostcode: { column: 'buyerPostcode' },
    buyerCountry: { column: 'buyerCountry' },
    paymentMeans: { column: 'means' },
    iban: { column: 'iban' },
    allowanceAmount: { column: 'allowance' },
    allowanceReason: { column: 'allowanceReason' },
    allowanceVatCategory: { column: 'allowanceCategory' },
    allowanceVatRate: { column: 'allowanceRate' },
    chargeAmount: { column: 'charge' },
    chargeReason: { column: 'chargeReason' },
    chargeVatCategory: { column: 'chargeCategory' },
    chargeVatRate: { column: 'chargeRate' },
    prepaidAmount: { column: 'prepaid' },
    exemptionReason: { column: 'exemption' },
  },
  lines: {
    from: { column: 'lines' },
    terms: {
      name: { column: 'name' },
      quantity: { column: 'qty' },
      unitCode: { column: 'unit' },
      netPrice: { column: 'price' },
      baseQuantity: { column: 'per' },
      vatCategory: { column: 'cat' },
      vatRate: { column: 'rate' },
      allowance: { column: 'off' },
      allowanceReason: { column: 'offReason' },
      netAmount: { column: 'amount' },
    },
  },
  printed: { lineTotal: 'printedLines', taxTotal: 'printedVat', grandTotal: 'printedTotal', amountDue: 'printedDue' },
};

/** A template that prints nothing and issues e-invoices by `binding`. */
export function invoiceTemplate(binding: EInvoiceBinding = BINDING): Template {
  return { schemas: [[]], basePdf: { width: 210, height: 297, padding: [10, 10, 10, 10] }, platen: { einvoice: binding } };
}

export interface TestLine {
  name: string;
  qty: string;
  price: string;
  cat?: string;
  rate?: string;
  unit?: string;
  per?: string;
  off?: string;
  offReason?: string;
  amount?: string;
}

/** A valid German invoice with these lines; `extra` overrides any column. */
export function invoiceRecord(lines: TestLine[], extra: Partial<DataRecord> = {}): DataRecord {
  return {
    number: 'RE-1',
    date: '2025-11-03',
    type: '380',
    currency: 'EUR',
    due: '2025-11-17',
    terms: '14 Tage netto',
    note: '',
    sellerName: 'Nordlicht GmbH',
    sellerVatId: 'DE123456789',
    sellerCountry: 'DE',
    buyer: 'Hartmann & Söhne GmbH',
    buyerVatId: '',
    buyerStreet: 'Lindenstraße 14',
    buyerCity: 'Berlin',
    buyerPostcode: '10969',
    buyerCountry: 'DE',
    means: '58',
    iban: 'DE89370400440532013000',
    allowance: '',
    allowanceReason: '',
    allowanceCategory: '',
    allowanceRate: '',
    charge: '',
    chargeReason: '',
    chargeCategory: '',
    chargeRate: '',
    prepaid: '',
    exemption: '',
    printedLines: '',
    printedVat: '',
    printedTotal: '',
    printedDue: '',
    lines: JSON.stringify(lines.map((line) => ({ unit: 'C62', cat: 'S', rate: '19', ...line }))),
    ...extra,
  };
}

/** Deterministic pseudo-random numbers (mulberry32): the same 200 invoices on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Text a parser or a careless writer gets wrong: markup characters, quotes, emoji, RTL, CJK, combining marks. */
const TRICKY = ['A & B <C> "D" \'E\'', 'Müller & Söhne', 'Ελληνικά', 'مرحبا بالعالم', '日本語テキスト', 'e\u0301te\u0301', '😀 Emoji 👍🏽', 'Łódź–Œuvre', '<![CDATA[x]]>', 'a]]>b', '&amp; literal'];
const UNITS = ['C62', 'HUR', 'KGM', 'MTR', 'LTR', 'DAY', 'H87', 'XPK'];

/** The `index`th generated invoice: valid by construction, varied in everything EN 16931 computes. */
export function generatedInvoice(index: number): DataRecord {
  const next = random(index * 7919 + 17);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const text = (base: string) => `${base} ${pick(TRICKY)}`;
  const mode = pick(['S', 'S', 'mixed', 'mixed', 'Z', 'E', 'AE'] as const);
  const count = 1 + Math.floor(next() * (next() < 0.1 ? 60 : 12));
  const lines: TestLine[] = Array.from({ length: count }, (_, i) => {
    const category = mode === 'mixed' ? pick(['S', 'S', 'Z', 'E']) : mode;
    const rate = category === 'S' ? pick(['19', '7', '19', '5.5']) : '0';
    const price = (Math.floor(next() * 1_000_000) / pick([100, 1000, 10000])).toString();
    const qty = pick(['1', '2', '3', '0.5', '1.25', '12', '7.333', '100']);
    const line: TestLine = { name: text(`Artikel ${i + 1}`), qty, price, cat: category, rate, unit: pick(UNITS) };
    if (next() < 0.2) line.per = pick(['1', '10', '100']);
    if (next() < 0.15) Object.assign(line, { off: '0.99', offReason: text('Rabatt') });
    return line;
  });
  const categories = new Set(lines.map((line) => line.cat));
  const reverse = mode === 'AE';
  const extra: Partial<DataRecord> = {
    number: `INV-${index} ${pick(TRICKY)}`,
    type: next() < 0.2 ? '381' : '380',
    buyer: text('Käufer'),
    buyerStreet: text('Straße'),
    buyerCity: text('Stadt'),
    note: next() < 0.5 ? text('Hinweis\nzweite Zeile') : '',
    terms: text('Zahlbar'),
    buyerCountry: reverse ? 'AT' : 'DE',
    buyerVatId: reverse || next() < 0.3 ? (reverse ? 'ATU12345678' : 'DE987654321') : '',
    exemption: categories.has('E') ? text('Steuerfrei nach § 4 UStG') : '',
  };
  // A document-level allowance or charge on a category the invoice already has, at that category's rate.
  const first = lines[0];
  if (next() < 0.3) Object.assign(extra, { allowance: '5.00', allowanceReason: text('Treue'), allowanceCategory: first.cat, allowanceRate: first.rate });
  if (next() < 0.2) Object.assign(extra, { charge: '4.90', chargeReason: text('Versand'), chargeCategory: first.cat, chargeRate: first.rate });
  if (next() < 0.1) extra.prepaid = '1.00';
  return invoiceRecord(lines, extra);
}
