/** A5 landscape Japanese receipt (領収書) set in Noto Sans JP: addressee, amount, purpose, issuer and seal. */
import { blankPage, field, fixedText } from './build';
import type { GalleryEntry } from './types';
import type { DataRecord } from '../types';

const JP = { fontName: 'NotoSansJP' } as const;
const JP_BOLD = { fontName: 'NotoSansJP-Bold' } as const;
const RED = '#c0392b';

const sampleRecords: DataRecord[] = [
  { receiptNumber: 'No. R-2025-0012', issueDate: '2025年10月3日', recipient: '株式会社 山田商事 御中', amount: '¥33,000-', purpose: 'お品代として（事務用品一式）', taxNote: '内消費税等（10%） ¥3,000' },
  { receiptNumber: 'No. R-2025-0013', issueDate: '2025年10月6日', recipient: '佐藤 花子 様', amount: '¥5,500-', purpose: '講習会参加費として', taxNote: '内消費税等（10%） ¥500' },
  { receiptNumber: 'No. R-2025-0014', issueDate: '2025年10月9日', recipient: '合同会社 みなと企画 御中', amount: '¥128,700-', purpose: '印刷代として', taxNote: '内消費税等（10%） ¥11,700' },
];
const first = sampleRecords[0];
const sample = (name: string) => ({ content: first[name] });

export const japaneseReceipt: GalleryEntry = {
  id: 'japanese-receipt',
  name: '領収書 (Japanese receipt)',
  description: 'A5 landscape Japanese receipt in Noto Sans JP, with amount box, revenue-stamp space and a red seal.',
  sampleRecords,
  template: {
    pdfmeVersion: '6.1.13',
    platen: { name: '領収書' },
    basePdf: blankPage(210, 148, [10, 10, 10, 10]),
    schemas: [
      [
        fixedText('title', '領収書', [10, 10, 190, 14], { fontSize: 26, alignment: 'center', characterSpacing: 8, ...JP_BOLD }),
        field('text', 'receiptNumber', [140, 27, 60, 6], { fontSize: 9, alignment: 'right', ...JP, ...sample('receiptNumber') }),
        field('text', 'issueDate', [140, 33, 60, 6], { fontSize: 9, alignment: 'right', ...JP, ...sample('issueDate') }),
        field('text', 'recipient', [15, 40, 115, 10], { fontSize: 16, verticalAlignment: 'bottom', ...JP, ...sample('recipient') }),
        field('line', 'recipientRule', [15, 51, 115, 0.4]),
        field('rectangle', 'amountBox', [15, 58, 180, 18], { color: '#f4f4f4', borderColor: '#333333', borderWidth: 0.4 }),
        fixedText('amountLabel', '金額', [20, 61, 20, 12], { fontSize: 12, verticalAlignment: 'middle', ...JP }),
        field('text', 'amount', [40, 59, 140, 16], { fontSize: 24, alignment: 'center', verticalAlignment: 'middle', ...JP_BOLD, ...sample('amount') }),
        fixedText('purposeLabel', '但し', [15, 82, 14, 7], { fontSize: 11, ...JP }),
        field('text', 'purpose', [29, 82, 130, 7], { fontSize: 11, ...JP, ...sample('purpose') }),
        field('text', 'taxNote', [29, 89, 130, 6], { fontSize: 9, fontColor: '#555555', ...JP, ...sample('taxNote') }),
        fixedText('acknowledgement', '上記正に領収いたしました。', [15, 97, 130, 7], { fontSize: 11, ...JP }),
        field('rectangle', 'stampBox', [15, 106, 24, 28], { borderColor: '#999999', borderWidth: 0.3 }),
        fixedText('stampLabel', '収入印紙', [15, 117, 24, 6], { fontSize: 8, alignment: 'center', fontColor: '#999999', ...JP }),
        fixedText('issuerName', '株式会社ノースウィンド', [110, 108, 70, 7], { fontSize: 12, ...JP_BOLD }),
        fixedText('issuerAddress', '〒100-0005 東京都千代田区丸の内1-2-3\nTEL 03-1234-5678　登録番号 T1234567890123', [110, 116, 85, 12], {
          fontSize: 7.5,
          lineHeight: 1.4,
          fontColor: '#444444',
          ...JP,
        }),
        field('ellipse', 'seal', [180, 104, 16, 16], { borderColor: RED, borderWidth: 1 }),
        fixedText('sealText', '北風', [180, 104, 16, 16], { fontSize: 11, alignment: 'center', verticalAlignment: 'middle', fontColor: RED, ...JP_BOLD }),
      ],
    ],
  },
};
