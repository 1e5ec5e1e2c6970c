/**
 * XLSX to a DataTable with read-excel-file: the first sheet or a chosen one; formulas give their cached values (the
 * file stores what the spreadsheet last computed); date cells become ISO dates. Sheets are read by the cells that hold
 * a value (xlsxLimits.ts, xlsxSparse.ts), so rows and columns keep their spreadsheet numbers through a map.
 * read-excel-file ignores merged cells, so we read the <mergeCell> ranges ourselves (fflate) and warn: only the
 * top-left cell of a merge holds the value.
 */
import readXlsxFile from 'read-excel-file/universal';
import { strFromU8, unzipSync } from 'fflate';
import type { Problem } from '../templates/types';
import { toTable } from './csv';
import { emptyTable, type DataTable } from './table';
import { overLimitTable, type ReadLimits } from './readLimits';
import { openWorkbook, XLSX_LIMITS } from './xlsxLimits';
import { columnNumber } from './xlsxSparse';

export async function parseXlsxBytes(bytes: Uint8Array, options: { sheet?: string; fileName?: string; limits?: ReadLimits } = {}): Promise<DataTable> {
  const where = options.fileName ?? 'The spreadsheet';
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf) {
    return emptyTable('xlsx', [{ path: ['rows'], message: `${where} is an old Excel 97–2003 (.xls) file; save it as .xlsx or CSV and import again.`, severity: 'error' }]);
  }
  const opened = openWorkbook(bytes, where, { ...XLSX_LIMITS, ...options.limits?.xlsx, records: options.limits?.records });
  if (!opened.ok && opened.overLimit) return overLimitTable('xlsx', opened.problem);
  if (!opened.ok) return emptyTable('xlsx', [{ path: ['rows'], message: opened.problem, severity: 'error' }]);
  let sheets: { sheet: string; data: unknown[][] }[];
  try {
    const readable = opened.bytes;
    const buffer = readable.buffer.slice(readable.byteOffset, readable.byteOffset + readable.byteLength) as ArrayBuffer;
    sheets = (await readXlsxFile(buffer)) as unknown as { sheet: string; data: unknown[][] }[];
  } catch (error) {
    return emptyTable('xlsx', [{ path: ['rows'], message: `${where} could not be read as .xlsx (${(error as Error).message}).`, severity: 'error' }]);
  }
  const names = sheets.map((s) => s.sheet);
  const chosen = options.sheet === undefined ? sheets[0] : sheets.find((s) => s.sheet === options.sheet);
  if (!chosen) {
    const table = emptyTable('xlsx', [{ path: ['rows'], message: `${where} has no sheet called “${options.sheet}”; it has ${names.join(', ')}.`, severity: 'error' }]);
    return { ...table, sheets: names };
  }
  const label = `${where}, sheet “${chosen.sheet}”`;
  // read-excel-file returns the compact grid from row 1: keep the spreadsheet row number of each non-empty row.
  const sparse = opened.sheets.get(chosen.sheet);
  const sheetRow = (index: number) => sparse?.rows[index] ?? index + 1;
  const cells: unknown[][] = [];
  const rowNumbers: number[] = [];
  chosen.data.forEach((row, index) => {
    if (row.some((cell) => cell !== null && cell !== undefined && cell !== '')) {
      cells.push(row.map(cellText));
      rowNumbers.push(sheetRow(index));
    }
  });
  const table = toTable('xlsx', cells, rowNumbers, [], label, sparse?.rewritten ? sparse.columns : undefined);
  // Merges are found by spreadsheet row and column letter; give them the data row and column name like every problem.
  const gridColumn = (letter: string) => (sparse?.rewritten ? sparse.columns.indexOf(columnNumber(letter)) : columnNumber(letter) - 1);
  const problems = mergeWarnings(bytes, names.indexOf(chosen.sheet), label).map((problem) => {
    const [, sheetRow, letter] = problem.path as [string, number, string];
    const column = table.columns[gridColumn(letter)] ?? letter;
    const dataRow = table.rowNumbers.indexOf(sheetRow + 1);
    return { ...problem, path: dataRow >= 0 ? ['rows', dataRow, column] : ['columns', Math.max(0, gridColumn(letter))] };
  });
  return { ...table, problems: [...problems, ...table.problems], sheet: chosen.sheet, sheets: names };
}

function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) {
    const iso = cell.toISOString();
    // Spreadsheet dates have no time zone; read-excel-file gives midnight UTC for a plain date.
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.replace('.000Z', 'Z');
  }
  // 0.1 + 0.2 saved by a spreadsheet reads back as 0.30000000000000004; print what the spreadsheet showed.
  if (typeof cell === 'number') return String(Number(cell.toPrecision(15)));
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  return String(cell);
}

/** A warning for each merged range in the sheet: the value sits in its top-left cell, the others read as empty. */
function mergeWarnings(bytes: Uint8Array, sheetIndex: number, label: string): Problem[] {
  try {
    const files = unzipSync(bytes, { filter: (file) => file.name.startsWith('xl/') && file.name.endsWith('.xml') || file.name.endsWith('.rels') });
    const workbook = strFromU8(files['xl/workbook.xml'] ?? new Uint8Array());
    const rels = strFromU8(files['xl/_rels/workbook.xml.rels'] ?? new Uint8Array());
    const sheetTags = [...workbook.matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)].map((m) => m[0]);
    const relId = /\br:id="([^"]+)"/.exec(sheetTags[sheetIndex] ?? '')?.[1];
    const relTag = [...rels.matchAll(/<Relationship\b[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(`Id="${relId}"`));
    const target = /Target="([^"]+)"/.exec(relTag ?? '')?.[1];
    if (!target) return [];
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    const sheet = strFromU8(files[path] ?? new Uint8Array());
    return [...sheet.matchAll(/<(?:\w+:)?mergeCell\b[^>]*ref="([A-Z]+)(\d+):([A-Z]+)(\d+)"/g)].map((m) => ({
      path: ['rows', Number(m[2]) - 1, m[1]],
      message: `${label}, row ${m[2]}: cells ${m[1]}${m[2]}:${m[3]}${m[4]} are merged; the value is read from ${m[1]}${m[2]} only and the other cells are empty`,
      severity: 'warning' as const,
    }));
  } catch {
    return [];
  }
}
