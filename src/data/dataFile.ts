/**
 * One entry point for a dropped or picked data file: chooses CSV, JSON or XLSX from the name and the first bytes.
 */
import { parseCsvBytes } from './csv';
import { decodeText } from './decode';
import { parseJsonText } from './json';
import { emptyTable, type DataTable } from './table';
import { parseXlsxBytes } from './xlsx';

export interface DataFileInput {
  name: string;
  bytes: Uint8Array;
  /** XLSX: which sheet; default the first */
  sheet?: string;
}

export async function parseDataFile(file: DataFileInput): Promise<DataTable> {
  const lower = file.name.toLowerCase();
  const where = `“${file.name}”`;
  const isZip = file.bytes[0] === 0x50 && file.bytes[1] === 0x4b;
  if (lower.endsWith('.xlsx') || lower.endsWith('.xlsm') || lower.endsWith('.xls') || isZip) {
    return parseXlsxBytes(file.bytes, { sheet: file.sheet, fileName: where });
  }
  if (lower.endsWith('.json')) {
    const decoded = decodeText(file.bytes, where);
    const table = parseJsonText(decoded.text, where);
    return { ...table, encoding: decoded.encoding, problems: [...decoded.problems, ...table.problems] };
  }
  if (file.bytes.length === 0) return emptyTable('csv', [{ path: ['rows'], message: `${where} is empty: no header row and no data.`, severity: 'error' }]);
  return parseCsvBytes(file.bytes, { fileName: where, delimiter: lower.endsWith('.tsv') ? '\t' : undefined });
}
