/**
 * Issue #9, sparse sheets: a table plus one stray cell far away used to be read as a dense grid from A1 to the stray
 * cell (refused past 2 million cells, or a 3 GB tab before that). Now a sheet is read by the cells that hold a value:
 * empty rows and columns are left out, a stray value costs one row and one column, rows and columns keep their
 * spreadsheet numbers in messages, and a sheet whose values really span too many cells is still refused by name.
 */
import { describe, expect, it } from 'vitest';
import { parseXlsxBytes } from '../../../src/data/xlsx';
import { openWorkbook } from '../../../src/data/xlsxLimits';
import { rowsToCells, xlsxFile } from '../fuzz/support/dataFiles';

const TABLE = [['name', 'city', 'qty'], ...Array.from({ length: 19 }, (_, i) => [`Person ${i + 1}`, 'Lyon', String(i)])];
const sheet = (rows: string, after = '') =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="A1:XFD1048576"/><sheetData>${rows}</sheetData>${after}</worksheet>`;
const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

describe('a sparse sheet', () => {
  it('reads A1:C20 with a stray value at XFD1048576 as the table plus one row and one column', async () => {
    const bytes = xlsxFile([...rowsToCells(TABLE), { ref: 'XFD1048576', value: 'stray' }]);
    const table = await parseXlsxBytes(bytes, { fileName: '“far.xlsx”' });
    expect(table.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(table.columns).toEqual(['name', 'city', 'qty', 'column 16384']);
    expect(table.rows).toHaveLength(20);
    expect(table.rows[0]).toEqual({ name: 'Person 1', city: 'Lyon', qty: '0', 'column 16384': '' });
    expect(table.rows[19]).toEqual({ name: '', city: '', qty: '', 'column 16384': 'stray' });
    expect(table.rowNumbers.slice(-2)).toEqual([20, 1048576]);
    expect(table.problems.map((p) => p.message)).toContain('“far.xlsx”, sheet “Sheet1”, row 1, column 16384 has no header; it is called “column 16384”');
  });

  it('reads a stray value at Z50000 as one more row, numbered 50000', async () => {
    const table = await parseXlsxBytes(xlsxFile([...rowsToCells(TABLE), { ref: 'Z50000', value: 'note' }]), { fileName: '“z.xlsx”' });
    expect(table.columns).toEqual(['name', 'city', 'qty', 'column 26']);
    expect(table.rows).toHaveLength(20);
    expect(table.rowNumbers[19]).toBe(50000);
    expect(table.rows[19]['column 26']).toBe('note');
  });

  it('leaves out a formatted but empty cell at XFD1048576 and empty rows between the data', async () => {
    const rows = [
      `<row r="1">${inline('A1', 'name')}${inline('B1', 'city')}</row>`,
      `<row r="2">${inline('A2', 'Ada')}${inline('B2', 'Paris')}</row>`,
      '<row r="5" ht="30" customHeight="1"><c r="A5" s="4"/><c r="C5" s="2"></c></row>',
      `<row r="9">${inline('A9', 'Bob')}<c r="B9"><v>75001</v></c></row>`,
      '<row r="1048576"><c r="XFD1048576" s="7"/></row>',
    ].join('');
    const bytes = xlsxFile([], sheet(rows, '<mergeCells count="1"><mergeCell ref="B9:C9"/></mergeCells>'));
    const opened = openWorkbook(bytes, '“styled.xlsx”');
    expect(opened.ok && opened.sheets.get('Sheet1')).toEqual({ rows: [1, 2, 9], columns: [1, 2], rewritten: true });
    const table = await parseXlsxBytes(bytes, { fileName: '“styled.xlsx”' });
    expect(table.columns).toEqual(['name', 'city']);
    expect(table.rows).toEqual([
      { name: 'Ada', city: 'Paris' },
      { name: 'Bob', city: '75001' },
    ]);
    expect(table.rowNumbers).toEqual([2, 9]);
    // The merge is named by its spreadsheet row and cells, and placed on the data row and column it touches.
    expect(table.problems).toContainEqual({
      path: ['rows', 1, 'city'],
      message: '“styled.xlsx”, sheet “Sheet1”, row 9: cells B9:C9 are merged; the value is read from B9 only and the other cells are empty',
      severity: 'warning',
    });
  });

  it('names the real column of a header-less column after an empty one is left out', async () => {
    const bytes = xlsxFile([], sheet(`<row r="1">${inline('A1', 'name')}</row><row r="2">${inline('A2', 'Ada')}${inline('D2', 'x')}</row>`));
    const table = await parseXlsxBytes(bytes, { fileName: '“gap.xlsx”' });
    expect(table.columns).toEqual(['name', 'column 4']);
    expect(table.rows).toEqual([{ name: 'Ada', 'column 4': 'x' }]);
  });

  it('still refuses a sheet whose values span more cells than the limit, naming the file and the sheet', () => {
    const wide = rowsToCells(Array.from({ length: 40 }, (_, r) => Array.from({ length: 30 }, (_, c) => `${r}.${c}`)));
    const opened = openWorkbook(xlsxFile(wide), '“big.xlsx”', { unpackedBytes: 16 * 1024 * 1024, sheetCells: 1000 });
    expect(opened).toEqual({
      ok: false,
      overLimit: true,
      problem:
        '“big.xlsx”, sheet “Sheet1”: it has values in 40 rows and 30 columns (up to row 40 and column AD), 1,200 cells; Platen reads sheets of up to 1,000 cells. Export the table as CSV, or split it.',
    });
  });

  it('refuses a sheet with more rows than the record limit and a header, as over a limit', () => {
    const tall = rowsToCells(Array.from({ length: 12 }, (_, r) => [`name ${r}`]));
    const opened = openWorkbook(xlsxFile(tall), '“tall.xlsx”', { unpackedBytes: 16 * 1024 * 1024, sheetCells: 1000, records: 10 });
    expect(opened).toEqual({
      ok: false,
      overLimit: true,
      problem: '“tall.xlsx”, sheet “Sheet1”: it has values in 12 rows, more than 10 records and a header; this reader takes at most 10 records',
    });
    expect(openWorkbook(xlsxFile(tall), '“tall.xlsx”', { unpackedBytes: 16 * 1024 * 1024, sheetCells: 1000, records: 11 }).ok).toBe(true);
  });

  it('keeps an ordinary compact workbook’s bytes as they are', () => {
    const bytes = xlsxFile(rowsToCells(TABLE));
    const opened = openWorkbook(bytes, '“plain.xlsx”');
    expect(opened.ok && opened.bytes).toBe(bytes);
  });
});

describe('a damaged cell reference', () => {
  it.each(['A0', 'ZZZZ1', 'A99999999', 'XFE1'])('“%s” is refused by name rather than moved', (ref) => {
    const opened = openWorkbook(xlsxFile([...rowsToCells(TABLE), { ref, value: 'x' }]), '“bad.xlsx”');
    expect(opened).toEqual({
      ok: false,
      overLimit: false,
      problem: `“bad.xlsx”, sheet “Sheet1”: the cell reference “${ref}” names no cell (columns run A to XFD, rows 1 to 1,048,576), so the file is damaged; save it again from the spreadsheet program, or export the table as CSV.`,
    });
  });
});
