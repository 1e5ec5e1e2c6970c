/**
 * The records for a CLI run, read exactly as the app reads them (src/data/records.ts: CSV with encoding and delimiter
 * detection, JSON, XLSX; mapping by saved choice then by name; conversion per field type; each row named as the
 * user's file numbers it), with the file's and the values' cautions worded for the terminal. `platen` reads them in a
 * worker thread of their own (dataReader.ts); this module is what that thread runs.
 */
import { basename } from 'node:path';
import { parseDataFile } from '../data/dataFile';
import type { Mapping } from '../data/mapping';
import type { ReadLimits } from '../data/readLimits';
import { recordsFromTable, rowErrorsOf, type RowLabel, type RowPlaces } from '../data/records';
import type { DataTable } from '../data/table';
import type { DataRecord, Template } from '../templates/types';
import type { RecordError } from '../worker/api';
import { readWhole } from './readWhole';

export interface RecordsRead {
  ok: true;
  records: DataRecord[];
  columns: string[];
  /** the columns, then the data fields: what a --name pattern may name */
  names: string[];
  mapping: Mapping;
  /** fields that take data but no column fills */
  unfilledFields: string[];
  /** where record `index` sits in the file */
  rowLabel: RowLabel;
  /** what rowLabel is made from (src/data/records.ts rowLabelFor), for a thread that cannot be handed the function */
  rowPlaces: RowPlaces;
  /** rows whose values could not be converted: not rendered, reported as failed */
  rowErrors: RecordError[];
  /** cautions about the file or single values, one sentence each */
  warnings: string[];
}

export type { RowPlaces };

export type DataRead = RecordsRead | { ok: false; messages: string[]; /** a size limit was crossed (src/data/readLimits.ts) */ overLimit?: true };

/** Where the records come from: a file `platen` names, or bytes the service was sent under a name. */
export type DataSource = { path: string } | { name: string; bytes: Uint8Array };

/** Records from a parsed table, mapped and converted for the template, with the cautions as terminal lines. */
export function cliRecords(table: DataTable, template: Template): DataRead {
  const read = recordsFromTable(table, template);
  if (!read.ok) return read;
  const { problems, ...rest } = read;
  const warnings = table.problems.map((problem) => `${problem.severity === 'error' ? 'skipped: ' : ''}${problem.message}`);
  for (const { path, message, severity } of problems) {
    const [, row, field] = path;
    if (severity === 'warning' && typeof row === 'number') warnings.push(`${read.rowLabel(row)}: field "${String(field)}": ${message}`);
  }
  return { ...rest, rowErrors: rowErrorsOf(problems), warnings };
}

/**
 * Read a records file (.csv, .tsv, .json, .xlsx) for a template; `sheet` picks an XLSX sheet (default the first),
 * `limits` are checked while parsing.
 */
export async function readRecordsHere(source: DataSource, template: Template, sheet?: string, limits?: ReadLimits): Promise<DataRead> {
  let bytes: Uint8Array;
  if ('bytes' in source) bytes = source.bytes;
  else {
    try {
      bytes = await readWhole(source.path);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      return { ok: false, messages: [`cannot read the data file: ${code === 'ENOENT' ? 'no such file' : (error as Error).message}`] };
    }
  }
  const name = 'bytes' in source ? source.name : basename(source.path);
  const table = await parseDataFile({ name, bytes, sheet, limits });
  if (sheet && table.sheets && !table.sheets.includes(sheet)) {
    return { ok: false, messages: [`there is no sheet "${sheet}"; the sheets are: ${table.sheets.join(', ')}`] };
  }
  return cliRecords(table, template);
}
