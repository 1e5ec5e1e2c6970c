/**
 * CSV and pasted spreadsheet text to a DataTable with papaparse: delimiter guessed among , ; tab |, quoted fields,
 * BOM, first row as header. Rows are named by the line they start on in the file, so "line 42" is where the user looks.
 */
import Papa from 'papaparse';
import type { Problem } from '../templates/types';
import { decodeText } from './decode';
import { overLimitTable, tooManyRecords } from './readLimits';
import { emptyTable, normalizeHeaders, type DataTable } from './table';
import { userKeyed } from '../templates/userKeyed';

export interface CsvOptions {
  /** force a delimiter; default: guessed among , ; \t | */
  delimiter?: string;
  kind?: 'csv' | 'paste';
  fileName?: string;
  /** most data rows; the parse stops at the next one and the table is overLimit */
  maxRecords?: number;
}

/** CSV bytes (any encoding we can detect) to a table. */
export function parseCsvBytes(bytes: Uint8Array, options: CsvOptions = {}): DataTable {
  const decoded = decodeText(bytes, options.fileName);
  const table = parseCsvText(decoded.text, options);
  return table.overLimit ? table : { ...table, encoding: decoded.encoding, problems: [...decoded.problems, ...table.problems] };
}

/** Pasted cells from Excel, Numbers or Google Sheets arrive tab-separated. */
export function parsePastedText(text: string): DataTable {
  return parseCsvText(text, { kind: 'paste', delimiter: text.includes('\t') ? '\t' : undefined, fileName: 'The pasted text' });
}

export function parseCsvText(input: string, options: CsvOptions = {}): DataTable {
  const cells: string[][] = [];
  const lines: number[] = [];
  const scan = scanCsvText(input, options, (rowCells, rowLine) => {
    cells.push(rowCells);
    lines.push(rowLine);
  });
  if (scan.empty || scan.tooMany) return scan.empty ?? scan.tooMany!;
  return toTable(scan.kind, cells, lines, scan.problems, scan.where);
}

/** What a scan of CSV text found besides its rows. */
export interface CsvScan {
  kind: DataTable['kind'];
  where: string;
  /** quoting problems, in row order */
  problems: Problem[];
  /** the table to answer instead: the text is empty, or holds more than maxRecords rows */
  empty?: DataTable;
  tooMany?: DataTable;
}

/**
 * Each row of CSV text in order, header first, as its cells and the line it starts on, handed to `onRow` and not
 * kept: parseCsvText gathers them into a table; `platen`'s data thread reads them twice without holding them all
 * (src/node/streamedCsv.ts). The text is BOM-stripped here, so both see the same lines.
 */
export function scanCsvText(input: string, options: CsvOptions, onRow: (cells: string[], line: number) => void): CsvScan {
  const kind = options.kind ?? 'csv';
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const where = options.fileName ?? (kind === 'paste' ? 'The pasted text' : 'The file');
  if (text.trim() === '') return { kind, where, problems: [], empty: emptyTable(kind, [{ path: ['rows'], message: `${where} is empty: no header row and no data.`, severity: 'error' }]) };

  let rows = 0;
  const problems: Problem[] = [];
  let line = 1;
  let lastCursor = 0;
  let tooMany = false;
  Papa.parse<string[]>(text, {
    delimiter: options.delimiter ?? '',
    delimitersToGuess: [',', ';', '\t', '|'],
    skipEmptyLines: 'greedy',
    step(results, parser) {
      // The header row and maxRecords data rows are kept; one more stops the parse (issue #20: 2,000,000 rows were
      // all parsed, 2.3 GB, before the record limit was looked at).
      if (options.maxRecords !== undefined && rows > options.maxRecords) {
        tooMany = true;
        parser.abort();
        return;
      }
      // The row starts after the blank lines skipped since the last row: count newlines up to its first character.
      const end = results.meta.cursor;
      let start = lastCursor;
      while (start < end && (text[start] === '\n' || text[start] === '\r')) {
        if (text[start] === '\n') line++;
        start++;
      }
      const rowLine = line;
      for (let i = start; i < end; i++) if (text.charCodeAt(i) === 10) line++;
      lastCursor = end;
      const quoteErrors = results.errors.filter((error) => error.code === 'MissingQuotes' || error.code === 'InvalidQuotes');
      if (quoteErrors.length > 0) {
        problems.push(quoteProblem(text, { start, end, rowLine, row: rows - 1, errors: quoteErrors, where }));
      }
      rows += 1;
      onRow(results.data, rowLine);
    },
  });
  if (tooMany) return { kind, where, problems, tooMany: overLimitTable(kind, tooManyRecords(where, options.maxRecords!)) };
  return { kind, where, problems };
}

interface QuotedRow {
  /** where the row's text starts and ends (its line break included) */
  start: number;
  end: number;
  rowLine: number;
  /** the row's index among the data rows (-1: the header) */
  row: number;
  errors: readonly { code: string; index?: number }[];
  where: string;
}

function newlinesBetween(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10) count++;
  return count;
}

/**
 * A quoting error, and whether it merged rows (issue #17): a quote that is never closed, or closed by a stray quote
 * further down, makes papaparse read every line up to that quote as one cell. Such a file would print the wrong
 * records, so it is a file error (path ['rows']) naming the line where the quote opened; a quote error that crossed
 * no line break spoils only its own row's cells and is a warning on that row.
 */
function quoteProblem(text: string, quoted: QuotedRow): Problem {
  const { start, end, rowLine, where } = quoted;
  // papaparse's index is just past the opening quote of the field it could not close.
  const opened = Math.min(...quoted.errors.map((error) => Math.max(start, (error.index ?? start + 1) - 1)));
  const quoteLine = rowLine + newlinesBetween(text, start, Math.min(opened, end));
  const trailing = text[end - 1] === '\n' ? (text[end - 2] === '\r' ? 2 : 1) : 0;
  const lastLine = rowLine + newlinesBetween(text, start, end - trailing);
  const unclosed = quoted.errors.some((error) => error.code === 'MissingQuotes');
  if (lastLine > quoteLine) {
    const span = `lines ${quoteLine}–${lastLine} ran into one cell`;
    const why = unclosed ? 'a quote opened here is never closed' : 'a quoted field opened here holds a stray quote';
    return { path: ['rows'], message: `${where}, line ${quoteLine}: ${why}, so ${span}; ${unclosed ? 'close it, or ' : ''}write a quote inside a field as ""`, severity: 'error' };
  }
  return {
    path: ['rows', Math.max(quoted.row, 0)],
    message: `${where}, line ${quoteLine}: ${unclosed ? 'a quote opened here is never closed' : 'a quote inside a field is not doubled ("")'}; the rest of the line is read as one cell`,
    severity: 'warning',
  };
}

/**
 * Header + rows of cells to a table; shared by CSV, paste and XLSX. `columnNumbers`: each grid column's number in the
 * file (1-based) when empty columns were left out (a sparse XLSX sheet), so messages name the column the user sees.
 */
export function toTable(
  kind: DataTable['kind'],
  cells: unknown[][],
  lineNumbers: number[],
  problems: Problem[],
  where: string,
  columnNumbers?: readonly number[],
): DataTable {
  const unit = unitOf(kind);
  if (cells.length === 0) return emptyTable(kind, [...problems, { path: ['rows'], message: `${where} is empty: no header row and no data.`, severity: 'error' }]);
  const header = normalizeHeaders(cells[0], `${where}, ${unit} ${lineNumbers[0]}`, columnNumbers);
  const columns = header.columns;
  const rows: Record<string, string>[] = new Array(cells.length - 1);
  const place = { kind, columns, where };
  for (let r = 1; r < cells.length; r++) rows[r - 1] = tableRow(place, cells[r], r - 1, lineNumbers[r], problems);
  if (rows.length === 0) problems.push(noDataRows(where));
  return {
    kind,
    columns,
    rows,
    rowNumbers: lineNumbers.slice(1),
    rowUnit: unit,
    problems: [...header.problems, ...problems],
  };
}

const unitOf = (kind: DataTable['kind']) => (kind === 'xlsx' ? 'row' : 'line');

/** The warning of a file with a header and nothing under it. */
export const noDataRows = (where: string): Problem => ({ path: ['rows'], message: `${where} has a header row but no data rows.`, severity: 'warning' });

/** What a table's rows are read against: its kind (a line or a row of the file), its columns, its name. */
export interface RowPlace {
  kind: DataTable['kind'];
  columns: readonly string[];
  where: string;
}

/**
 * Data row `index` (0-based; on `line` of the file) as a row of the table: a cell for each column, ''
 * where the row is short; a row with fewer or more cells than the header adds its warning to `problems`.
 */
export function tableRow(
  table: RowPlace,
  raw: readonly unknown[],
  index: number,
  line: number,
  problems: Problem[],
): Record<string, string> {
  const { columns, where } = table;
  const unit = unitOf(table.kind);
  const row = userKeyed<string>(); // headers are the user's: "constructor" is a column like any other
  for (let c = 0; c < columns.length; c++) row[columns[c]] = cellText(raw[c]);
  if (raw.length !== columns.length) {
    const extra = raw.slice(columns.length).map(cellText).filter((v) => v !== '');
    if (raw.length < columns.length) {
      problems.push({
        path: ['rows', index, columns[raw.length]],
        message: `${where}, ${unit} ${line} has ${raw.length} cells but the header has ${columns.length}; “${columns.slice(raw.length).join('”, “')}” left empty`,
        severity: 'warning',
      });
    } else if (extra.length > 0) {
      problems.push({
        path: ['rows', index, columns[columns.length - 1]],
        message: `${where}, ${unit} ${line} has ${raw.length} cells but the header has ${columns.length}; extra “${extra.join('”, “')}” ignored`,
        severity: 'warning',
      });
    }
  }
  return row;
}

function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  return typeof cell === 'string' ? cell : String(cell);
}
