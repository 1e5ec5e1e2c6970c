import { describe, expect, it } from 'vitest';
import { parseXlsxBytes } from '../../../src/data/xlsx';
import { parseDataFile } from '../../../src/data/dataFile';
import { makeXlsx } from '../../fixtures/data/makeXlsx';

// 45000 is 2023-03-15 in Excel's 1900 date system.
const workbook = makeXlsx([
  {
    name: 'Orders',
    firstRow: 2,
    rows: [
      ['name', 'qty', 'total', 'ordered'],
      ['Ada', 2, { formula: 'B3*21', cached: 42 }, { date: 45000 }],
      ['Bob', 0.1, { formula: 'B4+0.2', cached: 0.30000000000000004 }, null],
      ['Merged note', null, null, null],
    ],
    merges: ['A5:D5'],
  },
  { name: 'Stock', rows: [['sku'], ['A-1']] },
]);

describe('importing XLSX', () => {
  it('reads the first sheet: formulas as their cached values, dates as ISO, spreadsheet row numbers', async () => {
    const table = await parseXlsxBytes(workbook, { fileName: '“orders.xlsx”' });
    expect(table.sheet).toBe('Orders');
    expect(table.sheets).toEqual(['Orders', 'Stock']);
    expect(table.columns).toEqual(['name', 'qty', 'total', 'ordered']);
    expect(table.rows[0]).toEqual({ name: 'Ada', qty: '2', total: '42', ordered: '2023-03-15' });
    expect(table.rows[1]).toEqual({ name: 'Bob', qty: '0.1', total: '0.3', ordered: '' });
    expect(table.rowNumbers).toEqual([3, 4, 5]);
  });

  it('warns about a merged range: the value is in the top-left cell only', async () => {
    const table = await parseXlsxBytes(workbook, { fileName: '“orders.xlsx”' });
    expect(table.rows[2]).toEqual({ name: 'Merged note', qty: '', total: '', ordered: '' });
    expect(table.problems).toEqual([
      {
        path: ['rows', 2, 'name'],
        message: '“orders.xlsx”, sheet “Orders”, row 5: cells A5:D5 are merged; the value is read from A5 only and the other cells are empty',
        severity: 'warning',
      },
    ]);
  });

  it('reads a chosen sheet, and names the sheets when the choice is wrong', async () => {
    const stock = await parseDataFile({ name: 'orders.xlsx', bytes: workbook, sheet: 'Stock' });
    expect(stock.rows).toEqual([{ sku: 'A-1' }]);
    const missing = await parseXlsxBytes(workbook, { sheet: 'Nope' });
    expect(missing.problems[0].message).toBe('The spreadsheet has no sheet called “Nope”; it has Orders, Stock.');
  });

  it('refuses an old .xls and a broken file with a message', async () => {
    const xls = await parseDataFile({ name: 'old.xls', bytes: new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 0]) });
    expect(xls.problems[0].message).toContain('old Excel 97–2003 (.xls) file');
    const broken = await parseDataFile({ name: 'broken.xlsx', bytes: new Uint8Array([0x50, 0x4b, 3, 4, 9, 9]) });
    expect(broken.problems[0].message).toMatch(/^“broken.xlsx” could not be read as .xlsx/);
  });
});
