/** Landscape A4 certificate: large centred name that shrinks to fit, course, date, a signature and a gold seal. */
import { SEAL_SVG } from './assets/seal';
import { SIGNATURE_PNG } from './assets/pngAssets';
import { BOLD, ITALIC, blankPage, field, fixedText } from './build';
import type { GalleryEntry } from './types';
import type { DataRecord } from '../types';

const NAVY = '#1f3a5f';
const GOLD = '#b08d57';

const sampleRecords: DataRecord[] = [
  { recipientName: 'Amelia Okonkwo', courseName: 'Advanced Project Management', completionDate: '12 September 2025', certificateId: 'Certificate no. NW-PM-2025-0317' },
  { recipientName: 'Jonas Fredriksson', courseName: 'Data Protection for Practitioners', completionDate: '19 September 2025', certificateId: 'Certificate no. NW-DP-2025-0088' },
  { recipientName: 'María Fernanda Castillo Villanueva', courseName: 'Leadership and Team Development', completionDate: '26 September 2025', certificateId: 'Certificate no. NW-LD-2025-0154' },
];
const first = sampleRecords[0];

export const certificate: GalleryEntry = {
  id: 'certificate',
  name: 'Certificate',
  description: 'Landscape A4 certificate of completion with a name that shrinks to fit, a signature and a gold seal.',
  sampleRecords,
  template: {
    pdfmeVersion: '6.1.13',
    platen: { name: 'Certificate' },
    basePdf: blankPage(297, 210, [0, 0, 0, 0]),
    schemas: [
      [
        field('rectangle', 'outerBorder', [10, 10, 277, 190], { borderColor: GOLD, borderWidth: 1.4 }),
        field('rectangle', 'innerBorder', [14, 14, 269, 182], { borderColor: GOLD, borderWidth: 0.35 }),
        fixedText('title', 'Certificate of Completion', [20, 30, 257, 16], { fontSize: 34, alignment: 'center', fontColor: NAVY, ...BOLD }),
        fixedText('intro', 'This is to certify that', [20, 58, 257, 8], { fontSize: 13, alignment: 'center', fontColor: '#555555', ...ITALIC }),
        field('text', 'recipientName', [20, 70, 257, 18], {
          fontSize: 32,
          alignment: 'center',
          verticalAlignment: 'middle',
          dynamicFontSize: { min: 16, max: 32, fit: 'horizontal' },
          fontColor: NAVY,
          ...BOLD,
          content: first.recipientName,
        }),
        field('line', 'nameRule', [68.5, 90, 160, 0.3], { color: GOLD }),
        fixedText('completed', 'has successfully completed the course', [20, 96, 257, 8], { fontSize: 13, alignment: 'center', fontColor: '#555555', ...ITALIC }),
        field('text', 'courseName', [20, 107, 257, 12], { fontSize: 20, alignment: 'center', fontColor: '#222222', content: first.courseName }),
        field('text', 'completionDate', [35, 150, 80, 8], { fontSize: 12, alignment: 'center', content: first.completionDate }),
        field('line', 'dateRule', [35, 160, 80, 0.3], { color: '#444444' }),
        fixedText('dateLabel', 'Date', [35, 162, 80, 6], { fontSize: 9, alignment: 'center', fontColor: '#666666' }),
        field('svg', 'seal', [128.5, 132, 40, 40], { readOnly: true, content: SEAL_SVG }),
        field('signature', 'signature', [190, 140, 54, 18], { readOnly: true, content: SIGNATURE_PNG }),
        field('line', 'signatureRule', [177, 160, 80, 0.3], { color: '#444444' }),
        fixedText('signerName', 'Dr. Helen Marsh, Programme Director', [177, 162, 80, 6], { fontSize: 9, alignment: 'center', fontColor: '#666666' }),
        field('text', 'certificateId', [20, 186, 120, 5], { fontSize: 7.5, fontColor: '#888888', content: first.certificateId }),
      ],
    ],
  },
};
