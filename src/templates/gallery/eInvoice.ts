/**
 * A German A4 e-invoice (issue #18): printed like any invoice, with the EN 16931 binding done, so every record also
 * gives its Factur-X XML (profile EN 16931) and is checked against the rules before it is issued. Seller terms are
 * fixed in the binding; the buyer, dates and lines come from the record; the printed line amounts and totals are the
 * computed ones (withComputedAmounts), and preflight refuses a record whose printed totals disagree.
 */
import { BOLD, blankPage, field, fixedText, tableStyles } from './build';
import type { GalleryEntry } from './types';
import type { DataRecord, Template } from '../types';
import type { EInvoiceBinding } from '../einvoice/binding';
import { germanAmount, withComputedAmounts } from '../einvoice/computedAmounts';
import { recordInvoice } from '../einvoice/recordInvoice';
import { decimalText } from '../einvoice/decimal';

const ACCENT = '#23466e';
const GREY = { fontColor: '#5a5a5a' };
const SELLER = 'Nordlicht Bürobedarf GmbH';
const SELLER_LINE = `${SELLER} · Friedrichstraße 123 · 10117 Berlin`;

/** The lines table's headers: the binding reads the lines by them. */
export const EINVOICE_LINE_HEAD = ['Pos.', 'Beschreibung', 'Menge', 'Einheit', 'Preis €', 'USt', '%', 'Betrag'];

const binding: EInvoiceBinding = {
  profile: 'EN16931',
  terms: {
    invoiceNumber: { column: 'invoiceNumber' },
    issueDate: { column: 'invoiceDate' },
    typeCode: { column: 'title', values: { Rechnung: '380', Gutschrift: '381' } },
    currency: { fixed: 'EUR' },
    dueDate: { column: 'dueDate' },
    buyerReference: { column: 'buyerReference' },
    paymentTerms: { column: 'paymentTerms' },
    sellerName: { fixed: SELLER },
    sellerLegalId: { fixed: 'HRB 123456 B' },
    sellerVatId: { fixed: 'DE123456789' },
    sellerStreet: { fixed: 'Friedrichstraße 123' },
    sellerCity: { fixed: 'Berlin' },
    sellerPostcode: { fixed: '10117' },
    sellerCountry: { fixed: 'DE' },
    sellerEmail: { fixed: 'rechnung@nordlicht.example' },
    buyerName: { column: 'buyerName' },
    buyerVatId: { column: 'buyerVatId' },
    buyerStreet: { column: 'buyerStreet' },
    buyerCity: { column: 'buyerCity' },
    buyerPostcode: { column: 'buyerPostcode' },
    buyerCountry: { column: 'buyerCountry' },
    deliveryDate: { column: 'deliveryDate' },
    paymentMeans: { fixed: '58' },
    paymentReference: { column: 'invoiceNumber' },
    iban: { fixed: 'DE89 3704 0044 0532 0130 00' },
    bic: { fixed: 'COBADEFFXXX' },
    allowanceAmount: { column: 'allowanceAmount' },
    allowanceReason: { column: 'allowanceReason' },
    allowanceVatCategory: { fixed: 'S' },
    allowanceVatRate: { fixed: '19' },
    exemptionReason: { column: 'vatNote' },
  },
  lines: {
    from: { table: 'lines' },
    terms: {
      lineId: { column: 'Pos.' },
      name: { column: 'Beschreibung' },
      quantity: { column: 'Menge' },
      unitCode: { column: 'Einheit' },
      netPrice: { column: 'Preis €' },
      vatCategory: { column: 'USt' },
      vatRate: { column: '%' },
      netAmount: { column: 'Betrag' },
    },
  },
  printed: { lineTotal: 'lineTotal', taxBasisTotal: 'netTotal', taxTotal: 'vatTotal', grandTotal: 'grandTotal' },
};

const right = { alignment: 'right' } as const;

function layout(shown: DataRecord): Template {
  const sample = (name: string) => ({ content: shown[name] ?? '' });
  return {
    pdfmeVersion: '6.1.13',
    platen: { name: 'E-invoice (Factur-X)', standard: 'pdfa-3b', einvoice: binding },
    basePdf: blankPage(210, 297, [15, 15, 22, 15], [
      fixedText('footerSeller', `${SELLER} · Friedrichstraße 123 · 10117 Berlin · Amtsgericht Charlottenburg HRB 123456 B · USt-IdNr. DE123456789`, [15, 280, 180, 4], { fontSize: 7, ...GREY }),
      fixedText('footerBank', 'Commerzbank Berlin · IBAN DE89 3704 0044 0532 0130 00 · BIC COBADEFFXXX · rechnung@nordlicht.example', [15, 284, 150, 4], { fontSize: 7, ...GREY }),
      fixedText('footerPage', 'Seite {currentPage} von {totalPages}', [160, 284, 35, 4], { fontSize: 7, ...right, ...GREY }),
    ]),
    schemas: [
      [
        fixedText('sellerName', SELLER, [15, 15, 110, 8], { fontSize: 16, fontColor: ACCENT, ...BOLD }),
        fixedText('sellerAddress', 'Friedrichstraße 123 · 10117 Berlin · Deutschland\nrechnung@nordlicht.example · +49 30 1234567', [15, 23.5, 110, 9], { fontSize: 8.5, lineHeight: 1.25, ...GREY }),
        field('text', 'title', [125, 14, 70, 11], { fontSize: 22, ...right, fontColor: ACCENT, ...BOLD, ...sample('title') }),
        fixedText('senderLine', SELLER_LINE, [20, 47, 85, 4], { fontSize: 6.5, underline: true, ...GREY }),
        field('text', 'buyerName', [20, 52, 85, 6], { fontSize: 11, ...BOLD, ...sample('buyerName') }),
        field('text', 'buyerStreet', [20, 58, 85, 5], { fontSize: 10, ...sample('buyerStreet') }),
        field('text', 'buyerPostcode', [20, 63, 16, 5], { fontSize: 10, ...sample('buyerPostcode') }),
        field('text', 'buyerCity', [36, 63, 55, 5], { fontSize: 10, ...sample('buyerCity') }),
        field('text', 'buyerCountry', [91, 63, 14, 5], { fontSize: 10, ...right, ...sample('buyerCountry') }),
        fixedText('buyerVatIdLabel', 'USt-IdNr.', [20, 69, 18, 5], { fontSize: 8.5, ...GREY, platenShowIf: 'buyerVatId !== ""' }),
        field('text', 'buyerVatId', [38, 69, 67, 5], { fontSize: 8.5, ...sample('buyerVatId') }),
        fixedText('invoiceNumberLabel', 'Rechnungsnummer', [125, 47, 35, 5], { fontSize: 9, ...GREY }),
        fixedText('invoiceDateLabel', 'Rechnungsdatum', [125, 52.5, 35, 5], { fontSize: 9, ...GREY }),
        fixedText('deliveryDateLabel', 'Lieferdatum', [125, 58, 35, 5], { fontSize: 9, ...GREY }),
        fixedText('dueDateLabel', 'Fällig am', [125, 63.5, 35, 5], { fontSize: 9, ...GREY }),
        fixedText('buyerReferenceLabel', 'Ihre Referenz', [125, 69, 35, 5], { fontSize: 9, ...GREY }),
        field('text', 'invoiceNumber', [155, 47, 40, 5], { fontSize: 9, ...right, ...BOLD, ...sample('invoiceNumber') }),
        field('text', 'invoiceDate', [155, 52.5, 40, 5], { fontSize: 9, ...right, ...sample('invoiceDate') }),
        field('text', 'deliveryDate', [155, 58, 40, 5], { fontSize: 9, ...right, ...sample('deliveryDate') }),
        field('text', 'dueDate', [155, 63.5, 40, 5], { fontSize: 9, ...right, ...sample('dueDate') }),
        field('text', 'buyerReference', [155, 69, 40, 5], { fontSize: 9, ...right, ...sample('buyerReference') }),
        field('table', 'lines', [15, 82, 180, 42], {
          head: EINVOICE_LINE_HEAD,
          headWidthPercentages: [7, 39, 9, 9, 11, 6, 6, 13],
          repeatHead: true,
          ...tableStyles(ACCENT, 8.5),
          columnStyles: { alignment: { '0': 'right', '2': 'right', '4': 'right', '6': 'right', '7': 'right' } },
          content: shown.lines,
        }),
        field('text', 'paymentTerms', [15, 130, 95, 10], { fontSize: 8.5, lineHeight: 1.3, ...GREY, ...sample('paymentTerms') }),
        field('text', 'vatNote', [15, 141, 95, 10], { fontSize: 8.5, lineHeight: 1.3, ...BOLD, ...sample('vatNote') }),
        fixedText('lineTotalLabel', 'Summe Positionen', [118, 129, 42, 5], { fontSize: 9 }),
        field('text', 'lineTotal', [160, 129, 35, 5], { fontSize: 9, ...right, ...sample('lineTotal') }),
        field('text', 'allowanceReason', [118, 134.5, 42, 5], { fontSize: 9, ...sample('allowanceReason') }),
        field('text', 'allowanceAmount', [160, 134.5, 35, 5], { fontSize: 9, ...right, ...sample('allowanceAmount') }),
        fixedText('netTotalLabel', 'Nettobetrag', [118, 140, 42, 5], { fontSize: 9, ...BOLD }),
        field('text', 'netTotal', [160, 140, 35, 5], { fontSize: 9, ...right, ...BOLD, ...sample('netTotal') }),
        field('text', 'vatLabels', [118, 145.5, 42, 12], { fontSize: 9, lineHeight: 1.3, ...sample('vatLabels') }),
        field('text', 'vatAmounts', [160, 145.5, 35, 12], { fontSize: 9, lineHeight: 1.3, ...right, ...sample('vatAmounts') }),
        fixedText('vatTotalLabel', 'Umsatzsteuer gesamt', [118, 158, 42, 5], { fontSize: 9 }),
        field('text', 'vatTotal', [160, 158, 35, 5], { fontSize: 9, ...right, ...sample('vatTotal') }),
        field('line', 'totalRule', [118, 164, 77, 0.4], { color: ACCENT }),
        fixedText('grandTotalLabel', 'Gesamtbetrag', [118, 166, 42, 6], { fontSize: 11, ...BOLD }),
        field('text', 'grandTotal', [155, 166, 40, 6], { fontSize: 11, ...right, fontColor: ACCENT, ...BOLD, ...sample('grandTotal') }),
      ],
    ],
  };
}

/** A line of the table: position, description, quantity, unit, price, VAT category, rate; the amount is computed. */
type Line = [description: string, quantity: string, unit: string, price: string, category: string, rate: string];

const CATALOGUE: Line[] = [
  ['Kopierpapier A4, 80 g, 5 × 500 Blatt', '4', 'C62', '21,50', 'S', '19'],
  ['Fachbuch „Ordnung im Büro“', '2', 'C62', '24,90', 'S', '7'],
  ['Toner schwarz, hohe Reichweite', '1', 'C62', '79,00', 'S', '19'],
  ['Kugelschreiber blau, 50 Stück', '3', 'C62', '12,40', 'S', '19'],
  ['Aktenordner 8 cm, farbig sortiert', '12', 'C62', '3,20', 'S', '19'],
  ['Einrichtung Ablagesystem (Stunden)', '2,5', 'HUR', '68,00', 'S', '19'],
  ['Zeitschrift „Büro & Praxis“, Jahresabo', '1', 'C62', '48,00', 'S', '7'],
  ['Haftnotizen 76 × 76 mm, 12 Blöcke', '5', 'C62', '6,75', 'S', '19'],
  ['Briefumschläge C5, 500 Stück', '2', 'C62', '18,90', 'S', '19'],
  ['Heftklammern 26/6, 5000 Stück', '6', 'C62', '2,45', 'S', '19'],
];

function table(lines: Line[]): string {
  return JSON.stringify(lines.map(([description, quantity, unit, price, category, rate], i) => [String(i + 1), description, quantity, unit, price, category, rate, '']));
}

function many(count: number, seed: number): Line[] {
  return Array.from({ length: count }, (_, i) => CATALOGUE[(i * 3 + seed) % CATALOGUE.length]);
}

interface Buyer {
  buyerName: string;
  buyerStreet: string;
  buyerPostcode: string;
  buyerCity: string;
  buyerCountry: string;
  buyerVatId: string;
}

interface Draft extends Buyer {
  title: 'Rechnung' | 'Gutschrift';
  invoiceNumber: string;
  invoiceDate: string;
  deliveryDate: string;
  dueDate: string;
  buyerReference: string;
  lines: Line[];
  paymentTerms: string;
  vatNote?: string;
  allowance?: [reason: string, amount: string];
}

/** A record with the computed amounts filled in, and the VAT breakdown as printed. */
function invoiceRecord(template: Template, draft: Draft): DataRecord {
  const record: DataRecord = {
    title: draft.title,
    invoiceNumber: draft.invoiceNumber,
    invoiceDate: draft.invoiceDate,
    deliveryDate: draft.deliveryDate,
    dueDate: draft.dueDate,
    buyerReference: draft.buyerReference,
    buyerName: draft.buyerName,
    buyerStreet: draft.buyerStreet,
    buyerPostcode: draft.buyerPostcode,
    buyerCity: draft.buyerCity,
    buyerCountry: draft.buyerCountry,
    buyerVatId: draft.buyerVatId,
    lines: table(draft.lines),
    paymentTerms: draft.paymentTerms,
    vatNote: draft.vatNote ?? '',
    allowanceReason: draft.allowance?.[0] ?? '',
    allowanceAmount: draft.allowance ? `−${draft.allowance[1]} €` : '',
    lineTotal: '',
    netTotal: '',
    vatLabels: '',
    vatAmounts: '',
    vatTotal: '',
    grandTotal: '',
  };
  const filled = withComputedAmounts(template, record, germanAmount);
  const breakdown = recordInvoice(template, filled)?.totals.breakdown ?? [];
  const rate = (category: string, value: string) => (category === 'S' ? `USt ${value} %` : category === 'AE' ? 'Reverse Charge' : category === 'E' ? 'USt (steuerfrei)' : `USt ${value} % (${category})`);
  return {
    ...filled,
    vatLabels: breakdown.map((row) => `${rate(row.category, row.rate ? decimalText(row.rate).replace('.', ',') : '0')} auf ${germanAmount(row.taxable, 'EUR')}`).join('\n'),
    vatAmounts: breakdown.map((row) => germanAmount(row.tax, 'EUR')).join('\n'),
  };
}

const TERMS = 'Zahlbar innerhalb von 14 Tagen ohne Abzug\nper Überweisung unter Angabe der Rechnungsnummer.';
const BERLIN: Buyer = { buyerName: 'Hartmann & Söhne GmbH', buyerStreet: 'Lindenstraße 14', buyerPostcode: '10969', buyerCity: 'Berlin', buyerCountry: 'DE', buyerVatId: 'DE987654321' };

const DRAFTS: Draft[] = [
  {
    title: 'Rechnung',
    invoiceNumber: 'RE-2025-1001',
    invoiceDate: '03.11.2025',
    deliveryDate: '31.10.2025',
    dueDate: '17.11.2025',
    buyerReference: 'Bestellung 4711',
    ...BERLIN,
    lines: [CATALOGUE[0], CATALOGUE[1], CATALOGUE[2], CATALOGUE[6], CATALOGUE[5]],
    paymentTerms: TERMS,
  },
  {
    title: 'Rechnung',
    invoiceNumber: 'RE-2025-1002',
    invoiceDate: '04.11.2025',
    deliveryDate: '04.11.2025',
    dueDate: '18.11.2025',
    buyerReference: 'Praxisbedarf Q4',
    buyerName: 'Praxis Dr. Łucja Nowak-Özdemir',
    buyerStreet: 'Königsallee 8 <Hinterhaus>',
    buyerPostcode: '40212',
    buyerCity: 'Düsseldorf',
    buyerCountry: 'DE',
    buyerVatId: '',
    lines: [CATALOGUE[3], CATALOGUE[4], ['Fortbildung „Praxisorganisation“ (heilberuflich)', '1', 'C62', '240,00', 'E', '0'], CATALOGUE[7]],
    paymentTerms: TERMS,
    vatNote: 'Die Fortbildung ist nach § 4 Nr. 21 UStG steuerfrei.',
    allowance: ['Treuerabatt', '10,00'],
  },
  {
    title: 'Rechnung',
    invoiceNumber: 'RE-2025-1003',
    invoiceDate: '05.11.2025',
    deliveryDate: '05.11.2025',
    dueDate: '19.11.2025',
    buyerReference: 'PO-2025-118',
    buyerName: 'Wiener Papier & Co KG',
    buyerStreet: 'Mariahilfer Straße 77',
    buyerPostcode: '1060',
    buyerCity: 'Wien',
    buyerCountry: 'AT',
    buyerVatId: 'ATU12345678',
    lines: [
      ['Einrichtung Ablagesystem (Stunden)', '6', 'HUR', '68,00', 'AE', '0'],
      ['Beratung Archivierung (Stunden)', '3,5', 'HUR', '85,00', 'AE', '0'],
    ],
    paymentTerms: TERMS,
    vatNote: 'Steuerschuldnerschaft des Leistungsempfängers\n(Reverse Charge, Art. 196 MwStSystRL).',
  },
  {
    title: 'Rechnung',
    invoiceNumber: 'RE-2025-1004',
    invoiceDate: '06.11.2025',
    deliveryDate: '06.11.2025',
    dueDate: '20.11.2025',
    buyerReference: 'Jahresbedarf 2026',
    buyerName: 'Stadtbibliothek Münster',
    buyerStreet: 'Alter Steinweg 11',
    buyerPostcode: '48143',
    buyerCity: 'Münster',
    buyerCountry: 'DE',
    buyerVatId: 'DE811111111',
    lines: many(38, 2),
    paymentTerms: TERMS,
    allowance: ['Mengenrabatt', '25,00'],
  },
  {
    title: 'Gutschrift',
    invoiceNumber: 'GS-2025-0005',
    invoiceDate: '07.11.2025',
    deliveryDate: '03.11.2025',
    dueDate: '21.11.2025',
    buyerReference: 'Rekl. RE-2025-1001',
    ...BERLIN,
    lines: [['Rücknahme Toner schwarz (beschädigt)', '1', 'C62', '79,00', 'S', '19'], ['Rücknahme Fachbuch „Ordnung im Büro“', '1', 'C62', '24,90', 'S', '7']],
    paymentTerms: 'Der Betrag wird Ihnen innerhalb von 7 Tagen\nauf Ihr Konto erstattet.',
  },
  {
    title: 'Rechnung',
    invoiceNumber: 'RE-2025-1006',
    invoiceDate: '10.11.2025',
    deliveryDate: '07.11.2025',
    dueDate: '24.11.2025',
    buyerReference: 'Ref. "Ω-7" & \'Süd\'',
    buyerName: 'Ελληνικά Χαρτικά Α.Ε. & Søn <Nord>',
    buyerStreet: 'Οδός Ερμού 5',
    buyerPostcode: '10563',
    buyerCity: 'Αθήνα',
    buyerCountry: 'GR',
    buyerVatId: 'EL123456789',
    lines: [['Kalender „Œuvre“ 2026 – Ålesund & Łódź', '10', 'C62', '9,90', 'S', '19'], ['Bücher-Set „Ελληνικά für Anfänger“', '2', 'C62', '19,80', 'S', '7'], ['Versand (Zone 2)', '1', 'C62', '14,00', 'S', '19']],
    paymentTerms: TERMS,
  },
];

const draftTemplate = layout({});
const sampleRecords = DRAFTS.map((draft) => invoiceRecord(draftTemplate, draft));
/** What the template shows before data is loaded: the first invoice. */
const template = layout(sampleRecords[0]);

export const eInvoice: GalleryEntry = {
  id: 'e-invoice',
  name: 'E-invoice (Factur-X)',
  description: 'German A4 invoice with its EN 16931 binding done: each record also gives a Factur-X XML, checked before it is issued.',
  sampleRecords,
  template,
};
