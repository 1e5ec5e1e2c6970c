/** 203 × 76 mm event ticket with a tear-off stub: QR code and PDF417 for scanners, EAN-13 for the box office. */
import { BOLD, blankPage, field, fixedText } from './build';
import type { GalleryEntry } from './types';
import type { DataRecord } from '../types';

const ACCENT = '#c0392b';

/** Appends the EAN-13 check digit to 12 digits. */
function ean13(twelveDigits: string): string {
  const sum = [...twelveDigits].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return twelveDigits + String((10 - (sum % 10)) % 10);
}

function ticket(id: string, section: string, row: string, seat: string, price: string, serial: string): DataRecord {
  return {
    eventName: 'Northern Lights Orchestra',
    programme: 'Sibelius · Grieg · Nielsen — an evening of Nordic symphonies',
    date: 'Sat 15 Nov 2025',
    doors: '19:00',
    venue: 'Harbour Concert Hall, Bristol',
    section,
    row,
    seat,
    ticketNumber: id,
    scanCode: `NLO25|${id}|${section}-${row}-${seat}`,
    stubCode: `NLO25|${id}|${section}|${row}|${seat}|${price}`,
    boxOfficeCode: ean13(serial),
    price,
  };
}

const sampleRecords: DataRecord[] = [
  ticket('T-000481', 'Stalls B', 'F', '12', '£38.00', '501234500481'),
  ticket('T-000482', 'Stalls B', 'F', '13', '£38.00', '501234500482'),
  ticket('T-000483', 'Circle', 'A', '4', '£52.00', '501234500483'),
];
const first = sampleRecords[0];
const sample = (name: string) => ({ content: first[name] });
const CAPTION = { fontSize: 7, characterSpacing: 0.6, fontColor: '#888888', ...BOLD };
const VALUE = { fontSize: 11, ...BOLD };

export const eventTicket: GalleryEntry = {
  id: 'event-ticket',
  name: 'Event ticket',
  description: '203 × 76 mm concert ticket with a tear-off stub, QR code, PDF417 and EAN-13 barcodes.',
  sampleRecords,
  template: {
    pdfmeVersion: '6.1.13',
    platen: { name: 'Event ticket' },
    basePdf: blankPage(203, 76, [0, 0, 0, 0]),
    schemas: [
      [
        field('rectangle', 'accentBar', [0, 0, 6, 76], { color: ACCENT, borderWidth: 0 }),
        field('text', 'eventName', [12, 6, 134, 11], { fontSize: 22, ...BOLD, ...sample('eventName') }),
        field('text', 'programme', [12, 18, 134, 6], { fontSize: 10, fontColor: '#555555', ...sample('programme') }),
        fixedText('dateLabel', 'DATE', [12, 29, 36, 4], CAPTION),
        fixedText('doorsLabel', 'DOORS', [50, 29, 20, 4], CAPTION),
        fixedText('venueLabel', 'VENUE', [74, 29, 72, 4], CAPTION),
        field('text', 'date', [12, 34, 36, 6], { ...VALUE, ...sample('date') }),
        field('text', 'doors', [50, 34, 20, 6], { ...VALUE, ...sample('doors') }),
        field('text', 'venue', [74, 34, 72, 6], { ...VALUE, ...sample('venue') }),
        fixedText('sectionLabel', 'SECTION', [12, 45, 36, 4], CAPTION),
        fixedText('rowLabel', 'ROW', [50, 45, 20, 4], CAPTION),
        fixedText('seatLabel', 'SEAT', [74, 45, 20, 4], CAPTION),
        field('text', 'section', [12, 50, 36, 7], { fontSize: 14, ...BOLD, ...sample('section') }),
        field('text', 'row', [50, 50, 20, 7], { fontSize: 14, ...BOLD, ...sample('row') }),
        field('text', 'seat', [74, 50, 20, 7], { fontSize: 14, ...BOLD, ...sample('seat') }),
        field('ean13', 'boxOfficeCode', [100, 46, 42, 18], sample('boxOfficeCode')),
        fixedText('terms', 'Admission subject to venue terms. No re-entry. Keep this ticket until the end of the performance.', [12, 66, 134, 5], { fontSize: 6.5, fontColor: '#888888' }),
        field('rectangle', 'perforation', [151.5, 3, 0.3, 70], { color: '#bbbbbb', borderWidth: 0 }),
        fixedText('admitOne', 'ADMIT ONE', [156, 4, 44, 5], { fontSize: 9, alignment: 'center', characterSpacing: 1, fontColor: ACCENT, ...BOLD }),
        field('qrcode', 'scanCode', [164, 10, 28, 28], sample('scanCode')),
        field('text', 'ticketNumber', [156, 39.5, 44, 5], { fontSize: 8, alignment: 'center', ...sample('ticketNumber') }),
        field('pdf417', 'stubCode', [157, 46, 42, 15], sample('stubCode')),
        field('text', 'price', [156, 64, 44, 6], { fontSize: 11, alignment: 'center', ...BOLD, ...sample('price') }),
      ],
    ],
  },
};
