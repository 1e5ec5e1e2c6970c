/**
 * What every importer (CSV, pasted text, JSON, XLSX) produces: named columns, rows of strings, and the problems found,
 * each with its place. Rows are addressed 0-based in paths; `rowNumbers` says how the user sees each row
 * (the CSV line or the spreadsheet row), so messages can name it.
 */
import type { Problem } from '../templates/types';

export type DataSourceKind = 'csv' | 'paste' | 'json' | 'xlsx';

export interface DataTable {
  kind: DataSourceKind;
  /** unique, non-empty column names in file order */
  columns: string[];
  /** one object per data row: column -> cell text ('' when empty) */
  rows: Record<string, string>[];
  /** for rows[i], the line (CSV), row (XLSX) or item (JSON, 1-based) the user sees in their file */
  rowNumbers: number[];
  /** 'line' | 'row' | 'item': how rowNumbers are named in messages */
  rowUnit: 'line' | 'row' | 'item';
  problems: Problem[];
  /** e.g. 'UTF-8', 'windows-1252' (text sources only) */
  encoding?: string;
  /** XLSX: the sheet read, and all sheet names so the user can choose another */
  sheet?: string;
  sheets?: string[];
  /** the file crossed a size limit (readLimits.ts) and was not read: the service answers 413, not 400 */
  overLimit?: true;
}

/** "line 7" / "row 7" / "item 7" for rows[index]. */
export function rowName(table: Pick<DataTable, 'rowNumbers' | 'rowUnit'>, index: number): string {
  return `${table.rowUnit} ${table.rowNumbers[index] ?? index + 1}`;
}

/**
 * The problems that make a whole file unusable (path ['rows'], severity error): empty, not JSON, not text at all,
 * rows merged by a quote. One decision for every surface: `platen` exits 2, the service answers 400, the Data panel
 * will not start a batch. Problems of one row (['rows', i]) leave the others usable.
 */
export function fileErrors(table: Pick<DataTable, 'problems'>): Problem[] {
  return table.problems.filter((problem) => problem.severity === 'error' && problem.path.length === 1 && problem.path[0] === 'rows');
}

export function emptyTable(kind: DataSourceKind, problems: Problem[]): DataTable {
  const rowUnit = kind === 'json' ? 'item' : kind === 'xlsx' ? 'row' : 'line';
  return { kind, columns: [], rows: [], rowNumbers: [], rowUnit, problems };
}

/**
 * Makes header cells usable as column names: empty ones become "column 3", repeated ones "email (2)";
 * each rename is a warning at ['columns', n] naming the column as the user sees it.
 */
export function normalizeHeaders(raw: readonly unknown[], where: string, columnNumbers?: readonly number[]): { columns: string[]; problems: Problem[] } {
  const columns: string[] = [];
  const problems: Problem[] = [];
  const used = new Set<string>();
  raw.forEach((cell, index) => {
    const text = cell === null || cell === undefined ? '' : String(cell).trim();
    const number = columnNumbers?.[index] ?? index + 1;
    let name = text === '' ? `column ${number}` : text;
    if (text === '') {
      problems.push({ path: ['columns', index], message: `${where}, column ${number} has no header; it is called “${name}”`, severity: 'warning' });
    }
    if (used.has(name.toLowerCase())) {
      const base = name;
      let n = 2;
      while (used.has(`${base} (${n})`.toLowerCase())) n++;
      name = `${base} (${n})`;
      problems.push({ path: ['columns', index], message: `${where}, column ${number}: header “${base}” appears twice; this one is called “${name}”`, severity: 'warning' });
    }
    used.add(name.toLowerCase());
    columns.push(name);
  });
  return { columns, problems };
}
