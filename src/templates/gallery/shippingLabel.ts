/** 4 × 6 in thermal shipping label: sender, large recipient block, service badge, QR code and Code 128 tracking. */
import { BOLD, blankPage, field, fixedText } from './build';
import type { GalleryEntry } from './types';
import type { DataRecord } from '../types';
import { inToMm } from '../units';

const WIDTH = inToMm(4);
const HEIGHT = inToMm(6);

const sampleRecords: DataRecord[] = [
  {
    sender: 'Northwind Supplies Ltd.\n12 Harbour Road\nBristol BS1 4RN',
    serviceLevel: 'EXPRESS',
    recipientName: 'Priya Raman',
    recipientAddress: 'Flat 4, 61 Canal Street\nManchester M1 3WB\nUnited Kingdom',
    weight: '2.4 kg',
    reference: 'Order 100-4821',
    trackingQr: 'https://track.northwind.example/NW100482155GB',
    trackingNumber: 'NW100482155GB',
  },
  {
    sender: 'Northwind Supplies Ltd.\n12 Harbour Road\nBristol BS1 4RN',
    serviceLevel: 'STANDARD',
    recipientName: 'Tomasz Wiśniewski',
    recipientAddress: 'ul. Długa 17/3\n80-827 Gdańsk\nPoland',
    weight: '0.8 kg',
    reference: 'Order 100-4822',
    trackingQr: 'https://track.northwind.example/NW100482269GB',
    trackingNumber: 'NW100482269GB',
  },
];
const first = sampleRecords[0];
const sample = (name: string) => ({ content: first[name] });
const CAPTION = { fontSize: 7, characterSpacing: 0.5, fontColor: '#000000', ...BOLD };

export const shippingLabel: GalleryEntry = {
  id: 'shipping-label',
  name: 'Shipping label',
  description: '4 × 6 in shipping label for thermal printers, with a QR code and a Code 128 tracking barcode.',
  sampleRecords,
  template: {
    pdfmeVersion: '6.1.13',
    platen: { name: 'Shipping label' },
    basePdf: blankPage(WIDTH, HEIGHT, [0, 0, 0, 0]),
    schemas: [
      [
        fixedText('fromLabel', 'FROM', [5, 5, 30, 4], CAPTION),
        field('text', 'sender', [5, 9.5, 58, 15], { fontSize: 8.5, lineHeight: 1.2, ...sample('sender') }),
        field('rectangle', 'serviceBadge', [68, 5, 28.6, 19], { color: '#000000', borderWidth: 0 }),
        field('text', 'serviceLevel', [68, 5, 28.6, 19], {
          fontSize: 11,
          alignment: 'center',
          verticalAlignment: 'middle',
          fontColor: '#ffffff',
          dynamicFontSize: { min: 7, max: 11, fit: 'horizontal' },
          ...BOLD,
          ...sample('serviceLevel'),
        }),
        field('line', 'topRule', [0, 29, WIDTH, 0.8]),
        fixedText('shipToLabel', 'SHIP TO', [5, 33, 30, 4], CAPTION),
        field('text', 'recipientName', [5, 38.5, 91.6, 9], { fontSize: 16, ...BOLD, ...sample('recipientName') }),
        field('text', 'recipientAddress', [5, 48, 91.6, 24], { fontSize: 13, lineHeight: 1.2, ...sample('recipientAddress') }),
        field('line', 'middleRule', [0, 76, WIDTH, 0.8]),
        field('qrcode', 'trackingQr', [5, 81, 30, 30], sample('trackingQr')),
        fixedText('weightLabel', 'WEIGHT', [42, 82, 50, 4], CAPTION),
        field('text', 'weight', [42, 87, 50, 7], { fontSize: 13, ...sample('weight') }),
        fixedText('referenceLabel', 'REFERENCE', [42, 97, 50, 4], CAPTION),
        field('text', 'reference', [42, 102, 54, 7], { fontSize: 11, ...sample('reference') }),
        field('line', 'bottomRule', [0, 115, WIDTH, 0.8]),
        fixedText('trackingLabel', 'TRACKING NUMBER', [5, 119, 60, 4], CAPTION),
        field('code128', 'trackingNumber', [7, 124, 87.6, 24], { includetext: true, ...sample('trackingNumber') }),
      ],
    ],
  },
};
