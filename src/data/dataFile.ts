/**
 * One entry point for a dropped or picked data file: chooses CSV, JSON or XLSX from the name and the first bytes.
 * A file named as text (.csv, .tsv, .txt, .json) whose bytes are a picture, a PDF or an archive is refused, saying
 * what it looks like, before a parser turns its bytes into column names (issue #17).
 */
import { binaryLook, isZipBytes } from './binaryLook';
import { parseCsvBytes, type CsvOptions } from './csv';
import { decodeText } from './decode';
import { parseJsonText } from './json';
import type { ReadLimits } from './readLimits';
import { emptyTable, type DataTable } from './table';
import { parseXlsxBytes } from './xlsx';

export interface DataFileInput {
  name: string;
  bytes: Uint8Array;
  /** XLSX: which sheet; default the first */
  sheet?: string;
  /** checked while parsing; none but the XLSX defaults when left out */
  limits?: ReadLimits;
}

const WORKBOOK_NAME = /\.(xlsx|xlsm|xls)$/i;
const TEXT_NAME = /\.(csv|tsv|txt|json)$/i;

/**
 * How a file is read, decided from its name and first bytes: as a workbook, as JSON, as CSV with these options, or
 * not at all (`refused`: the table says why). parseDataFile follows it; so does `platen`'s data thread, which reads
 * JSON and CSV in passes instead of whole (src/node/dataFile.ts).
 */
export type DataFileRoute =
  | { kind: 'xlsx'; where: string }
  | { kind: 'json'; where: string }
  | { kind: 'csv'; options: CsvOptions & { fileName: string } }
  | { kind: 'refused'; table: DataTable };

export function routeOf(file: DataFileInput): DataFileRoute {
  const lower = file.name.toLowerCase();
  const where = `“${file.name}”`;
  // A ZIP without a text file's name is taken for a workbook that lost its extension.
  if (WORKBOOK_NAME.test(lower) || (isZipBytes(file.bytes) && !TEXT_NAME.test(lower))) return { kind: 'xlsx', where };
  const json = lower.endsWith('.json');
  const looks = binaryLook(file.bytes);
  if (looks) {
    const message = `${where} looks like ${looks}, not ${json ? 'JSON' : 'CSV'} text; choose the file that holds the records${looks.includes('.xlsx') ? ' (or give this one its .xlsx name)' : ''}.`;
    return { kind: 'refused', table: emptyTable(json ? 'json' : 'csv', [{ path: ['rows'], message, severity: 'error' }]) };
  }
  if (json) return { kind: 'json', where };
  if (file.bytes.length === 0) return { kind: 'refused', table: emptyTable('csv', [{ path: ['rows'], message: `${where} is empty: no header row and no data.`, severity: 'error' }]) };
  return { kind: 'csv', options: { fileName: where, delimiter: lower.endsWith('.tsv') ? '\t' : undefined, maxRecords: file.limits?.records } };
}

export async function parseDataFile(file: DataFileInput): Promise<DataTable> {
  const route = routeOf(file);
  switch (route.kind) {
    case 'xlsx':
      return parseXlsxBytes(file.bytes, { sheet: file.sheet, fileName: route.where, limits: file.limits });
    case 'refused':
      return route.table;
    case 'json': {
      const decoded = decodeText(file.bytes, route.where);
      const table = parseJsonText(decoded.text, route.where, file.limits?.records);
      return table.overLimit ? table : { ...table, encoding: decoded.encoding, problems: [...decoded.problems, ...table.problems] };
    }
    case 'csv':
      return parseCsvBytes(file.bytes, route.options);
  }
}
