/**
 * 86 × 54 mm name badge: the name is multi-variable text ("{firstName} {lastName}") so a spreadsheet's two name
 * columns fill one line, shrinking to fit long names; role, company and a check-in QR code below.
 */
import { BOLD, blankPage, field, fixedText } from './build';
import type { GalleryEntry } from './types';
import type { DataRecord } from '../types';

const ACCENT = '#1f6f8b';

function attendee(firstName: string, lastName: string, role: string, company: string, id: string): DataRecord {
  return { fullName: JSON.stringify({ firstName, lastName }), role, company, checkIn: `https://checkin.northwind.example/${id}` };
}

const sampleRecords: DataRecord[] = [
  attendee('Ada', 'Lovelace', 'Head of Analytics', 'Difference Engines Ltd', 'A-0001'),
  attendee('Kwame', 'Mensah', 'Procurement Manager', 'Accra Office Supply Co.', 'A-0002'),
  attendee('Anne-Sophie', 'Vandenberghe-Lambrechts', 'Operations Director', 'Lambrechts Logistics NV', 'A-0003'),
  attendee('Haruto', 'Sato', 'Sales Engineer', 'Sato Trading K.K.', 'A-0004'),
];
const first = sampleRecords[0];

export const nameBadge: GalleryEntry = {
  id: 'name-badge',
  name: 'Name badge',
  description: '86 × 54 mm conference badge; first and last name fill one line that shrinks to fit, with a check-in QR code.',
  sampleRecords,
  template: {
    pdfmeVersion: '6.1.13',
    platen: { name: 'Name badge' },
    basePdf: blankPage(86, 54, [0, 0, 0, 0]),
    schemas: [
      [
        field('rectangle', 'band', [0, 0, 86, 13], { color: ACCENT, borderWidth: 0 }),
        fixedText('eventName', 'Northwind Partner Summit 2025', [5, 3.5, 76, 6], { fontSize: 10.5, fontColor: '#ffffff', verticalAlignment: 'middle', ...BOLD }),
        field('multiVariableText', 'fullName', [5, 17, 76, 11], {
          text: '{firstName} {lastName}',
          variables: ['firstName', 'lastName'],
          content: first.fullName,
          fontSize: 20,
          verticalAlignment: 'middle',
          dynamicFontSize: { min: 10, max: 20, fit: 'horizontal' },
          ...BOLD,
        }),
        field('text', 'role', [5, 30, 58, 5], { fontSize: 9.5, fontColor: '#555555', content: first.role }),
        field('text', 'company', [5, 37, 58, 10], { fontSize: 10.5, lineHeight: 1.15, ...BOLD, content: first.company }),
        field('qrcode', 'checkIn', [67, 35, 15, 15], { content: first.checkIn }),
      ],
    ],
  },
};
