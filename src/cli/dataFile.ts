/**
 * The records for a CLI run, read exactly as the app reads them (src/data: CSV with encoding and delimiter
 * detection, JSON, XLSX; mapping by saved choice then by name; conversion per field type), and each row labelled as
 * the user's file numbers it: "line 42" of a CSV, "row 42" of a sheet, "records[41]" of a JSON array.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { convertRows } from '../data/convert';
import { parseDataFile } from '../data/dataFile';
import { dataFields } from '../data/fields';
import { autoMapping, mappingTargets, type Mapping } from '../data/mapping';
import { rowName, type DataTable } from '../data/table';
import type { DataRecord, Problem, Template } from '../templates/types';
import type { RecordError } from '../worker/api';
import { withoutRowPlace } from './rowReport';

export interface RecordsRead {
  ok: true;
  records: DataRecord[];
  columns: string[];
  mapping: Mapping;
  /** fields that take data but no column fills */
  unfilledFields: string[];
  /** where record `index` sits in the file */
  rowLabel: (index: number) => string;
  /** rows whose values could not be converted: not rendered, reported as failed */
  rowErrors: RecordError[];
  /** cautions about the file or single values, one sentence each */
  warnings: string[];
}

export type DataRead = RecordsRead | { ok: false; messages: string[] };

/** How the user finds row `index` of the table in their file. */
export function rowLabelFor(table: Pick<DataTable, 'kind' | 'rowNumbers' | 'rowUnit'>): (index: number) => string {
  // JSON rowNumbers are 1-based items; the user's editor and code call them by array index.
  if (table.kind === 'json') return (index) => `records[${(table.rowNumbers[index] ?? index + 1) - 1}]`;
  return (index) => rowName(table, index);
}

/** Records from a parsed table, mapped and converted for the template. */
export function recordsFromTable(table: DataTable, template: Template): DataRead {
  const fileErrors = table.problems.filter((problem) => problem.severity === 'error');
  if (table.rows.length === 0) {
    return { ok: false, messages: fileErrors.length > 0 ? fileErrors.map((problem) => problem.message) : ['the file has no records'] };
  }
  const rowLabel = rowLabelFor(table);
  // The same targets the Data panel offers: each field, and each variable of a multi-variable text on its own.
  const targets = mappingTargets(dataFields(template));
  const mapping = autoMapping(table.columns, targets.map((target) => target.name), template.platen?.mapping ?? {});
  const mapped = new Set(Object.values(mapping));
  const filledFields = new Set(targets.filter((target) => mapped.has(target.name)).map((target) => target.field));
  const fieldNames = [...new Set(targets.map((target) => target.field))];
  const converted = convertRows(template, table.rows, mapping, {}, rowLabel);
  // The raw columns ride along under their own names, so a --name pattern may use any column.
  const records = table.rows.map((row, i) => ({ ...row, ...converted.records[i] }));
  const rowErrors: RecordError[] = [];
  const warnings = table.problems.map((problem) => `${problem.severity === 'error' ? 'skipped: ' : ''}${problem.message}`);
  for (const problem of converted.problems as Problem[]) {
    const [, row, field] = problem.path;
    if (typeof row !== 'number' || typeof field !== 'string') continue;
    const message = withoutRowPlace(problem.message);
    if (problem.severity === 'error') rowErrors.push({ row, field, message });
    else warnings.push(`${rowLabel(row)}: field "${field}": ${message}`);
  }
  return {
    ok: true,
    records,
    columns: table.columns,
    mapping,
    unfilledFields: fieldNames.filter((name) => !filledFields.has(name)),
    rowLabel,
    rowErrors,
    warnings,
  };
}

/** Read a records file (.csv, .tsv, .json, .xlsx) for a template; `sheet` picks an XLSX sheet (default the first). */
export async function readRecords(path: string, template: Template, sheet?: string): Promise<DataRead> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(path));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { ok: false, messages: [`cannot read the data file: ${code === 'ENOENT' ? 'no such file' : (error as Error).message}`] };
  }
  const table = await parseDataFile({ name: basename(path), bytes, sheet });
  if (sheet && table.sheets && !table.sheets.includes(sheet)) {
    return { ok: false, messages: [`there is no sheet "${sheet}"; the sheets are: ${table.sheets.join(', ')}`] };
  }
  return recordsFromTable(table, template);
}
