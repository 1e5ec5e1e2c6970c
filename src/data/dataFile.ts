/**
 * One entry point for a dropped or picked data file: chooses CSV, JSON or XLSX from the name and the first bytes.
 * A file named as text (.csv, .tsv, .txt, .json) whose bytes are a picture, a PDF or an archive is refused, saying
 * what it looks like, before a parser turns its bytes into column names (issue #17).
 */
import { binaryLook, isZipBytes } from './binaryLook';
import { parseCsvBytes } from './csv';
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

export async function parseDataFile(file: DataFileInput): Promise<DataTable> {
  const lower = file.name.toLowerCase();
  const where = `“${file.name}”`;
  // A ZIP without a text file's name is taken for a workbook that lost its extension.
  if (WORKBOOK_NAME.test(lower) || (isZipBytes(file.bytes) && !TEXT_NAME.test(lower))) {
    return parseXlsxBytes(file.bytes, { sheet: file.sheet, fileName: where, limits: file.limits });
  }
  const json = lower.endsWith('.json');
  const looks = binaryLook(file.bytes);
  if (looks) {
    const message = `${where} looks like ${looks}, not ${json ? 'JSON' : 'CSV'} text; choose the file that holds the records${looks.includes('.xlsx') ? ' (or give this one its .xlsx name)' : ''}.`;
    return emptyTable(json ? 'json' : 'csv', [{ path: ['rows'], message, severity: 'error' }]);
  }
  if (json) {
    const decoded = decodeText(file.bytes, where);
    const table = parseJsonText(decoded.text, where, file.limits?.records);
    return table.overLimit ? table : { ...table, encoding: decoded.encoding, problems: [...decoded.problems, ...table.problems] };
  }
  if (file.bytes.length === 0) return emptyTable('csv', [{ path: ['rows'], message: `${where} is empty: no header row and no data.`, severity: 'error' }]);
  return parseCsvBytes(file.bytes, { fileName: where, delimiter: lower.endsWith('.tsv') ? '\t' : undefined, maxRecords: file.limits?.records });
}
