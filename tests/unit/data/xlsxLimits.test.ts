/** The limits checked before read-excel-file opens a workbook (src/data/xlsxLimits.ts), with small limits for speed. */
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { xlsxSizeProblem } from '../../../src/data/xlsxLimits';
import { rowsToCells, withDeclaredSize, xlsxFile } from '../fuzz/support/dataFiles';

const small = { unpackedBytes: 1024 * 1024, sheetCells: 1000 };
const sheet = (rows: string) => `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;

describe('xlsxSizeProblem', () => {
  it('accepts an ordinary workbook', () => {
    expect(xlsxSizeProblem(xlsxFile(rowsToCells([['name', 'city'], ['Ada', 'London']])), '“a.xlsx”', small)).toBeNull();
  });

  it('refuses a zip whose stated size passes the limit without inflating it', () => {
    const bomb = withDeclaredSize(zipSync({ 'xl/worksheets/sheet1.xml': strToU8('<worksheet/>') }), 3 * 1024 * 1024);
    expect(xlsxSizeProblem(bomb, '“b.xlsx”', small)).toBe(
      '“b.xlsx” unpacks to more than 1 MB (at part xl/worksheets/sheet1.xml); Platen reads spreadsheets up to that size. Export the table as CSV, or split it.',
    );
  });

  it('stops inflating a zip that understates its size once the real bytes pass the limit', () => {
    const liar = withDeclaredSize(zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(3 * 1024 * 1024) }, { level: 9 }), 100);
    expect(xlsxSizeProblem(liar, '“c.xlsx”', small)).toContain('“c.xlsx” unpacks to more than 1 MB');
  });

  it('counts only the rows and columns holding values: a stray far value or a styled empty cell is not a huge sheet', () => {
    const far = xlsxFile([...rowsToCells([['name'], ['Ada']]), { ref: 'AB200', value: 'stray' }]);
    expect(xlsxSizeProblem(far, '“d.xlsx”', small)).toBeNull();
    const styled = xlsxFile([], sheet('<row r="1"><c r="A1" t="inlineStr"><is><t>name</t></is></c></row><row r="1048576"><c r="XFD1048576" s="3"/><c r="XFC1048576" s="3"></c></row>'));
    expect(xlsxSizeProblem(styled, '“e.xlsx”', small)).toBeNull();
  });

  it('follows cells and rows that leave out their references', () => {
    const implicit = xlsxFile([], sheet(`${'<row><c t="inlineStr"><is><t>x</t></is></c></row>'.repeat(40)}<row>${'<c><v>1</v></c>'.repeat(30)}</row>`));
    expect(xlsxSizeProblem(implicit, '“f.xlsx”', small)).toContain('“f.xlsx”, sheet “Sheet1”: it has values in 41 rows and 30 columns (up to row 41 and column AD), 1,230 cells');
  });
});
