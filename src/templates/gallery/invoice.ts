/**
 * A4 invoice: letterhead with logo, customer block, payment QR code and Code 128 invoice number, an item table that
 * breaks across pages (one sample has 45 rows), totals that move down with the table, and a page-numbered footer.
 */
import { LOGO_PNG } from './assets/pngAssets';
import { BOLD, blankPage, field, fixedText, money, tableStyles } from './build';
import type { GalleryEntry } from './types';
import type { DataRecord } from '../types';

const ACCENT = '#1f6f8b';
const GREY = { fontColor: '#555555' };

const PRODUCTS: [string, number][] = [
  ['Copy paper A4, 80 g, box of 5 reams', 21.5],
  ['Recycled envelopes C5, pack of 500', 18.9],
  ['Ballpoint pens, blue, box of 50', 12.4],
  ['Lever-arch files, assorted colours', 3.2],
  ['Toner cartridge, black, high yield', 79.0],
  ['Sticky notes 76 × 76 mm, 12 pads', 6.75],
  ['Desk organiser, mesh, black', 14.2],
  ['Whiteboard markers, set of 8', 7.6],
  ['Shipping labels 99.1 × 67.7 mm, 100 sheets', 24.99],
  ['Stapler, heavy duty, 100 sheets', 32.0],
  ['Staples 26/6, box of 5000', 2.45],
  ['Laminating pouches A4, 100 pack', 11.3],
  ['Printer paper A3, 500 sheets', 17.8],
  ['Correction tape, 10 pack', 9.15],
  ['Archive boxes, 10 pack', 22.4],
];

function itemRows(count: number, seed: number): string[][] {
  return Array.from({ length: count }, (_, index) => {
    const [description, price] = PRODUCTS[(index * 7 + seed) % PRODUCTS.length];
    const quantity = ((index * 3 + seed) % 9) + 1;
    return [description, String(quantity), money(price), money(price * quantity)];
  });
}

function invoiceRecord(base: DataRecord, rows: string[][]): DataRecord {
  const subtotal = rows.reduce((sum, row) => sum + Number(row[3].replace(/,/g, '')), 0);
  const vat = Math.round(subtotal * 20) / 100;
  return {
    ...base,
    invoiceBarcode: base.invoiceNumber,
    items: JSON.stringify(rows),
    subtotal: `£${money(subtotal)}`,
    vat: `£${money(vat)}`,
    total: `£${money(subtotal + vat)}`,
  };
}

const sampleRecords: DataRecord[] = [
  invoiceRecord(
    {
      invoiceNumber: 'INV-2025-0142',
      invoiceDate: '3 Oct 2025',
      dueDate: '17 Oct 2025',
      customerName: 'Hartmann & Söhne GmbH',
      customerAddress: 'Lindenstraße 14\n10969 Berlin\nGermany',
      paymentLink: 'https://pay.northwind.example/INV-2025-0142',
    },
    itemRows(45, 1),
  ),
  invoiceRecord(
    {
      invoiceNumber: 'INV-2025-0143',
      invoiceDate: '4 Oct 2025',
      dueDate: '18 Oct 2025',
      customerName: 'Studio Nord ApS',
      customerAddress: 'Jægersborggade 3\n2200 København N\nDenmark',
      paymentLink: 'https://pay.northwind.example/INV-2025-0143',
    },
    itemRows(4, 5),
  ),
  invoiceRecord(
    {
      invoiceNumber: 'INV-2025-0144',
      invoiceDate: '6 Oct 2025',
      dueDate: '20 Oct 2025',
      customerName: 'Blackbird Bakery',
      customerAddress: '27 Mill Lane\nYork YO1 7HH\nUnited Kingdom',
      paymentLink: 'https://pay.northwind.example/INV-2025-0144',
    },
    itemRows(7, 9),
  ),
];

/**
 * What the template itself shows before data is loaded: the first customer with the three item rows of the table's
 * own sample, so the subtotal, VAT and total on the page add up to the lines above them.
 */
const TABLE_SAMPLE = itemRows(3, 1);
const shown = invoiceRecord(sampleRecords[0], TABLE_SAMPLE);
const sample = (name: string) => ({ content: shown[name] });

export const invoice: GalleryEntry = {
  id: 'invoice',
  name: 'Invoice',
  description: 'A4 invoice with logo, payment QR code, barcode and an item table that continues onto further pages.',
  sampleRecords,
  template: {
    pdfmeVersion: '6.1.13',
    platen: { name: 'Invoice' },
    basePdf: blankPage(210, 297, [15, 15, 18, 15], [
      fixedText('footerCompany', 'Northwind Supplies Ltd. · Registered in England no. 01234567 · VAT GB 123 4567 89', [15, 284, 130, 5], { fontSize: 7.5, ...GREY }),
      fixedText('footerPage', 'Page {currentPage} of {totalPages}', [150, 284, 45, 5], { fontSize: 7.5, alignment: 'right', ...GREY }),
    ]),
    schemas: [
      [
        field('image', 'logo', [15, 15, 18, 18], { readOnly: true, content: LOGO_PNG }),
        fixedText('companyName', 'Northwind Supplies Ltd.', [37, 15, 90, 8], { fontSize: 16, ...BOLD }),
        fixedText('companyAddress', '12 Harbour Road, Bristol BS1 4RN\naccounts@northwind.example · 0117 496 0000', [37, 23.5, 90, 10], {
          fontSize: 8.5,
          lineHeight: 1.25,
          ...GREY,
        }),
        fixedText('title', 'INVOICE', [135, 14, 60, 11], { fontSize: 24, alignment: 'right', fontColor: ACCENT, ...BOLD }),
        fixedText('invoiceNumberLabel', 'Invoice no.', [135, 28, 28, 5], { fontSize: 9, ...GREY }),
        fixedText('invoiceDateLabel', 'Date', [135, 34, 28, 5], { fontSize: 9, ...GREY }),
        fixedText('dueDateLabel', 'Due', [135, 40, 28, 5], { fontSize: 9, ...GREY }),
        field('text', 'invoiceNumber', [160, 28, 35, 5], { fontSize: 9, alignment: 'right', ...BOLD, ...sample('invoiceNumber') }),
        field('text', 'invoiceDate', [160, 34, 35, 5], { fontSize: 9, alignment: 'right', ...sample('invoiceDate') }),
        field('text', 'dueDate', [160, 40, 35, 5], { fontSize: 9, alignment: 'right', ...sample('dueDate') }),
        field('line', 'headerRule', [15, 50, 180, 0.4], { color: ACCENT }),
        fixedText('billToLabel', 'BILL TO', [15, 56, 60, 5], { fontSize: 8, characterSpacing: 0.6, fontColor: ACCENT, ...BOLD }),
        field('text', 'customerName', [15, 62, 95, 7], { fontSize: 12, ...BOLD, ...sample('customerName') }),
        field('text', 'customerAddress', [15, 69.5, 95, 16], { fontSize: 10, lineHeight: 1.25, ...sample('customerAddress') }),
        field('code128', 'invoiceBarcode', [115, 57, 48, 16], { includetext: true, ...sample('invoiceBarcode') }),
        field('qrcode', 'paymentLink', [170, 56, 25, 25], sample('paymentLink')),
        fixedText('scanToPay', 'Scan to pay', [165, 81.5, 35, 4], { fontSize: 7.5, alignment: 'center', ...GREY }),
        field('table', 'items', [15, 92, 180, 29.3], {
          head: ['Description', 'Qty', 'Unit price', 'Amount'],
          headWidthPercentages: [55, 10, 17.5, 17.5],
          repeatHead: true,
          ...tableStyles(ACCENT),
          columnStyles: { alignment: { '1': 'right', '2': 'right', '3': 'right' } },
          content: JSON.stringify(TABLE_SAMPLE),
        }),
        fixedText('paymentTerms', 'Payment within 14 days by bank transfer to\nNorthwind Supplies Ltd · Sort code 12-34-56 · Account 12345678.\nThank you for your business.', [15, 131, 100, 16], {
          fontSize: 8.5,
          lineHeight: 1.3,
          ...GREY,
        }),
        field('rectangle', 'totalsBox', [122, 129, 73, 24], { borderColor: ACCENT, borderWidth: 0.4 }),
        fixedText('subtotalLabel', 'Subtotal', [126, 132, 30, 5], { fontSize: 9.5 }),
        fixedText('vatLabel', 'VAT 20 %', [126, 138, 30, 5], { fontSize: 9.5 }),
        fixedText('totalLabel', 'Total due', [126, 145, 30, 6], { fontSize: 11, ...BOLD }),
        field('text', 'subtotal', [156, 132, 35, 5], { fontSize: 9.5, alignment: 'right', ...sample('subtotal') }),
        field('text', 'vat', [156, 138, 35, 5], { fontSize: 9.5, alignment: 'right', ...sample('vat') }),
        field('text', 'total', [156, 145, 35, 6], { fontSize: 11, alignment: 'right', fontColor: ACCENT, ...BOLD, ...sample('total') }),
      ],
    ],
  },
};
