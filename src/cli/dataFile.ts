/**
 * Reads the records file for the CLI and remembers where each record came from, so a failure is reported as the
 * user sees their file: "line 42" of a CSV (counting the header and quoted line breaks), "records[41]" of JSON.
 * Local reader until src/data's parsers land; papaparse does the CSV dialects (quotes, ; or tab delimiters).
 */
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import Papa from 'papaparse';
import type { DataRecord } from '../templates/types';
import { coerceRecord } from '../worker/engine/coerce';
import { lineAndColumn } from './place';

export interface RecordsRead {
  ok: true;
  records: DataRecord[];
  /** column names (CSV header, or keys seen in JSON), in file order */
  columns: string[];
  /** where record `index` sits in the file, e.g. "line 42" or "records[41]" */
  rowLabel: (index: number) => string;
}

export type DataRead = RecordsRead | { ok: false; message: string };

/**
 * The delimiter, judged by the header line: papaparse guesses from the first rows, and a semicolon file (Excel in
 * much of Europe) with decimal commas in its data fools it; column names seldom contain the delimiter.
 */
function headerDelimiter(source: string): string {
  const header = source.slice(0, source.search(/\r?\n|$/)).replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t', '|'].map((d) => [d, header.split(d).length - 1] as const);
  const [best, count] = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return count > 0 ? best : ',';
}

/** CSV/TSV text with a header row. */
export function parseCsvRecords(text: string, delimiter?: string): DataRead {
  const source = text.replace(/^\uFEFF/, '');
  delimiter ??= headerDelimiter(source);
  const rows: { cells: string[]; line: number }[] = [];
  let rowStart = 0;
  let line = 1;
  let counted = 0;
  const errors: string[] = [];
  Papa.parse<string[]>(source, {
    delimiter,
    step: (result) => {
      // Lines before this row's first character, counted incrementally: quoted cells may span lines.
      for (; counted < rowStart; counted++) if (source.charCodeAt(counted) === 10) line++;
      const cells = result.data.map((cell) => cell.replace(/\r$/, ''));
      if (!(cells.length === 1 && cells[0].trim() === '')) rows.push({ cells, line });
      for (const error of result.errors) {
        if (error.code !== 'UndetectableDelimiter') errors.push(`line ${line}: ${error.message}`);
      }
      rowStart = result.meta.cursor;
    },
  });
  if (errors.length > 0) return { ok: false, message: `the CSV cannot be read: ${errors.slice(0, 3).join('; ')}` };
  const [header, ...body] = rows;
  if (!header) return { ok: false, message: 'the CSV is empty: it needs a header row naming the columns' };
  const columns = header.cells.map((cell) => cell.trim());
  const blank = columns.findIndex((column) => column === '');
  if (blank >= 0 && columns.length > 1) return { ok: false, message: `the CSV header has an empty column name (column ${blank + 1})` };
  const records = body.map(({ cells }) => {
    const record: DataRecord = {};
    columns.forEach((column, i) => (record[column] = cells[i] ?? ''));
    return record;
  });
  return { ok: true, records, columns, rowLabel: (index) => `line ${body[index]?.line ?? '?'}` };
}

/** JSON: an array of objects, or an object with a "records" (or "data") array. */
export function parseJsonRecords(text: string): DataRead {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    const message = (error as Error).message;
    const position = /at position (\d+)/.exec(message);
    const where = position ? (({ line, column }) => ` at line ${line}, column ${column}`)(lineAndColumn(text, Number(position[1]))) : '';
    return { ok: false, message: `the JSON is not valid${where}: ${message.replace(/ in JSON at position \d+.*$/s, '')}` };
  }
  let list: unknown = value;
  let prefix = '';
  if (!Array.isArray(value) && value && typeof value === 'object') {
    const holder = value as Record<string, unknown>;
    const key = Array.isArray(holder.records) ? 'records' : Array.isArray(holder.data) ? 'data' : undefined;
    if (key) {
      list = holder[key];
      prefix = key;
    }
  }
  if (!Array.isArray(list)) return { ok: false, message: 'the JSON must be an array of records (objects), e.g. [{"name": "Ada"}]' };
  const bad = list.findIndex((item) => !item || typeof item !== 'object' || Array.isArray(item));
  if (bad >= 0) return { ok: false, message: `${prefix || 'the array'}[${bad}] is not an object of field values` };
  const columns: string[] = [];
  const records = list.map((item) => {
    for (const key of Object.keys(item)) if (!columns.includes(key)) columns.push(key);
    return coerceRecord(item as Record<string, unknown>);
  });
  return { ok: true, records, columns, rowLabel: (index) => `${prefix || 'records'}[${index}]` };
}

/** Read a records file, choosing the reader by extension (.csv, .tsv/.tab, .json). */
export async function readDataFile(path: string): Promise<DataRead> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { ok: false, message: `cannot read the data file: ${code === 'ENOENT' ? 'no such file' : (error as Error).message}` };
  }
  const ext = extname(path).toLowerCase();
  if (ext === '.json') return parseJsonRecords(text);
  if (ext === '.tsv' || ext === '.tab') return parseCsvRecords(text, '\t');
  if (ext === '.csv' || ext === '.txt') return parseCsvRecords(text);
  if (ext === '.xlsx' || ext === '.xls') return { ok: false, message: 'spreadsheets are not read by the CLI yet: save the sheet as CSV' };
  // Unknown extension: JSON if it looks like JSON, else CSV.
  return /^\s*[[{]/.test(text) ? parseJsonRecords(text) : parseCsvRecords(text);
}

/** Rename columns to field names by the template's saved mapping (column → field); unmapped columns stay as they are. */
export function applyMapping(records: DataRecord[], mapping: Record<string, string> | undefined): DataRecord[] {
  if (!mapping || Object.keys(mapping).length === 0) return records;
  return records.map((record) => {
    const out: DataRecord = {};
    // Keep the column too: a --name pattern may use the spreadsheet's column names.
    for (const [column, value] of Object.entries(record)) out[column] = value;
    for (const [column, value] of Object.entries(record)) if (mapping[column]) out[mapping[column]] = value;
    return out;
  });
}
