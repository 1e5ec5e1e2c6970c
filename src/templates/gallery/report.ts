/**
 * Two-page A4 report with a header and footer on every page (basePdf.staticSchema, "Page {currentPage} of
 * {totalPages}"): summary, highlights list and regional table on page 1, a bar chart (SVG from data) and notes on page 2.
 */
import { BOLD, blankPage, field, fixedText, tableStyles } from './build';
import type { GalleryEntry } from './types';
import type { DataRecord } from '../types';

const ACCENT = '#2e5e4e';
const GREY = { fontColor: '#666666' };

/** A simple monthly bar chart as SVG, scaled to the largest value (sample data only). */
function barChart(values: number[]): string {
  const max = Math.max(...values);
  const bars = values.map((value, index) => {
    const height = (value / max) * 150;
    const x = 30 + index * 60;
    return `<rect x="${x}" y="${180 - height}" width="36" height="${height}" fill="${ACCENT}"/>`;
  });
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200">',
    '<rect x="0" y="0" width="400" height="200" fill="#ffffff"/>',
    '<path d="M20 180 H390 M20 130 H390 M20 80 H390 M20 30 H390" stroke="#e5e5e5" stroke-width="1"/>',
    ...bars,
    '<path d="M20 180 H390" stroke="#333333" stroke-width="1.5"/>',
    '</svg>',
  ].join('');
}

export function reportRecord(quarter: string, period: string, summary: string, highlights: string[], regions: string[][], months: number[], notes: string): DataRecord {
  return {
    title: `${quarter} Sales Report`,
    period,
    summary,
    highlights: JSON.stringify(highlights),
    regions: JSON.stringify(regions),
    chart: barChart(months),
    chartCaption: `Monthly revenue, £ thousands, ${period}: ${months.join(' · ')}`,
    notes,
    preparedOn: '2025/10/03',
  };
}

const sampleRecords: DataRecord[] = [
  reportRecord(
    'Q3 2025',
    '1 July – 30 September 2025',
    'Revenue grew 8.4 % on the previous quarter to £2.41 million, led by office consumables in the North and strong demand for print supplies from education customers. Gross margin held at 31 %, and the new Leeds depot reduced average delivery time to 1.6 days.',
    ['Revenue £2.41 m, up 8.4 % quarter on quarter', 'Education accounts up 23 % after the back-to-school campaign', 'Average delivery time down from 2.1 to 1.6 days', 'Returns fell to 1.2 % of orders'],
    [
      ['North', '£812,400', '+12.1 %', '33.7 %'],
      ['Midlands', '£604,900', '+6.3 %', '25.1 %'],
      ['South West', '£551,200', '+4.8 %', '22.9 %'],
      ['London', '£441,500', '+9.0 %', '18.3 %'],
    ],
    [372, 401, 388, 415, 402, 436],
    'Figures are unaudited. The Midlands figure includes £38,000 of orders delayed from Q2 by the warehouse move. Next quarter we expect seasonal growth in print supplies and will report separately on the Leeds depot once it has a full quarter of operation.',
  ),
  reportRecord(
    'Q2 2025',
    '1 April – 30 June 2025',
    'Revenue was flat at £2.22 million as the warehouse move paused deliveries in the Midlands for nine days. Online orders rose to 61 % of the total, and the customer satisfaction score reached 4.6 out of 5.',
    ['Revenue £2.22 m, level with Q1', 'Online share of orders up to 61 %', 'Customer satisfaction 4.6 / 5'],
    [
      ['North', '£725,000', '+3.2 %', '32.7 %'],
      ['Midlands', '£569,100', '−7.5 %', '25.6 %'],
      ['South West', '£526,000', '+1.9 %', '23.7 %'],
      ['London', '£405,000', '+2.4 %', '18.2 %'],
    ],
    [368, 371, 352, 380, 375, 374],
    'The Midlands dip is explained by the warehouse move; orders were fulfilled in July.',
  ),
];
const first = sampleRecords[0];
const sample = (name: string) => ({ content: first[name] });
const HEADING = { fontSize: 13, fontColor: ACCENT, ...BOLD };

export const report: GalleryEntry = {
  id: 'report',
  name: 'Quarterly report',
  description: 'Two-page A4 report with a header and a “Page 1 of 2” footer on every page, a list, a table and a chart.',
  sampleRecords,
  template: {
    pdfmeVersion: '6.1.13',
    platen: { name: 'Quarterly report' },
    basePdf: blankPage(210, 297, [25, 15, 20, 15], [
      fixedText('headerCompany', 'Northwind Supplies Ltd.', [15, 10, 100, 6], { fontSize: 10, fontColor: ACCENT, ...BOLD }),
      fixedText('headerTitle', 'Quarterly sales report', [110, 10, 85, 6], { fontSize: 9, alignment: 'right', ...GREY }),
      field('line', 'headerRule', [15, 17, 180, 0.3], { color: ACCENT }),
      field('line', 'footerRule', [15, 280, 180, 0.2], { color: '#bbbbbb' }),
      fixedText('footerNote', 'Confidential · for internal use only', [15, 283, 100, 5], { fontSize: 8, ...GREY }),
      fixedText('footerPage', 'Page {currentPage} of {totalPages}', [120, 283, 75, 5], { fontSize: 8, alignment: 'right', ...GREY }),
    ]),
    schemas: [
      [
        field('text', 'title', [15, 28, 180, 12], { fontSize: 22, ...BOLD, ...sample('title') }),
        field('text', 'period', [15, 41, 180, 6], { fontSize: 10, ...GREY, ...sample('period') }),
        fixedText('summaryHeading', 'Summary', [15, 54, 180, 7], HEADING),
        field('text', 'summary', [15, 62, 180, 28], { fontSize: 10.5, lineHeight: 1.35, ...sample('summary') }),
        fixedText('highlightsHeading', 'Highlights', [15, 96, 180, 7], HEADING),
        field('list', 'highlights', [15, 104, 180, 28], { fontSize: 10.5, itemSpacing: 1.5, ...sample('highlights') }),
        fixedText('regionsHeading', 'Revenue by region', [15, 140, 180, 7], HEADING),
        field('table', 'regions', [15, 149, 180, 38.44], {
          head: ['Region', 'Revenue', 'Change', 'Share'],
          headWidthPercentages: [40, 22, 19, 19],
          ...tableStyles(ACCENT, 10),
          columnStyles: { alignment: { '1': 'right', '2': 'right', '3': 'right' } },
          ...sample('regions'),
        }),
      ],
      [
        fixedText('chartHeading', 'Revenue by month', [15, 30, 180, 7], HEADING),
        field('svg', 'chart', [15, 40, 180, 90], sample('chart')),
        field('text', 'chartCaption', [15, 132, 180, 5], { fontSize: 8.5, ...GREY, ...sample('chartCaption') }),
        fixedText('notesHeading', 'Notes', [15, 146, 180, 7], HEADING),
        field('text', 'notes', [15, 155, 180, 40], { fontSize: 10.5, lineHeight: 1.35, ...sample('notes') }),
        fixedText('preparedLabel', 'Prepared on', [15, 205, 30, 6], { fontSize: 9, ...GREY }),
        field('date', 'preparedOn', [45, 205, 60, 6], { fontSize: 9, format: 'd MMMM yyyy', ...sample('preparedOn') }),
      ],
    ],
  },
};
