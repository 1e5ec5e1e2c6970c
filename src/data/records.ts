/**
 * The data path from a parsed file to the records a batch prints, in one place for the CLI, the server and the Data
 * panel: how a row is named in the user's file, the mapping in effect (saved choices, then names), conversion of one
 * row or of all, the fields no column fills, and the sample record when there is no data. Pure: no React, no fs.
 */
import type { DataRecord, Problem, RecordList, Template } from '../templates/types';
import { userKeyed } from '../templates/userKeyed';
import { convertRows, type ConvertContext, type ConvertedRecords } from './convert';
import { dataFields, valueTraitsOf, type DataField } from './fields';
import { patternNames } from './fileNamePattern';
import { autoMapping, mappingTargets, type Mapping } from './mapping';
import { fileErrors, rowName, type DataTable } from './table';

/** How row `row` (0-based) is named to the user. */
export type RowLabel = (row: number) => string;

/** What a RowLabel is made from: plain data, so it can cross a thread or be kept with a server's batch. */
export type RowPlaces = Pick<DataTable, 'kind' | 'rowNumbers' | 'rowUnit'>;

/**
 * How the user finds rows[row] in their file, in lower case: "line 42" of a CSV or pasted text, "row 42" of a sheet,
 * "records[41]" of a JSON array (their editor and code index it so), "record 1" with no data. Only the row numbers
 * are kept, so a label may outlive the table's rows (a server batch's status does).
 */
export function rowLabelFor(table: RowPlaces | null): RowLabel {
  if (!table) return (row) => `record ${row + 1}`;
  const { kind, rowNumbers, rowUnit } = table;
  if (kind === 'json') return (row) => `records[${(rowNumbers[row] ?? row + 1) - 1}]`;
  return (row) => rowName({ rowNumbers, rowUnit }, row);
}

/** A label opening a sentence or a table cell: "line 42" → "Line 42"; "records[41]" stays as code writes it. */
export function sentenceCase(label: string): string {
  return /^[a-z]+ /.test(label) ? label.charAt(0).toUpperCase() + label.slice(1) : label;
}

/** The mapping in effect: entries of `saved` that still fit these columns and fields, the rest matched by name. */
export function mappingInEffect(columns: readonly string[], fields: readonly DataField[], saved: Mapping = {}): Mapping {
  return autoMapping(columns, mappingTargets(fields).map((target) => target.name), saved);
}

/** Fields that take data but no column fills, neither the field nor any of its variables: they print empty. */
export function unfilledFields(fields: readonly DataField[], mapping: Mapping): string[] {
  const targets = mappingTargets(fields);
  const mapped = new Set(Object.values(mapping));
  const filled = new Set(targets.filter((target) => mapped.has(target.name)).map((target) => target.field));
  return [...new Set(targets.map((target) => target.field))].filter((name) => !filled.has(name));
}

/** With no data, the one record there is: each field's sample (its value kind's, src/templates/valueKinds). */
export function sampleRecord(fields: readonly DataField[]): DataRecord {
  const record: DataRecord = userKeyed();
  for (const { field, kind } of fields) record[field.name] = valueTraitsOf(kind).sample(field);
  return record;
}

/** Records converted on demand. */
export interface RecordSource {
  /** how many records (1 with no data: the sample, which is also every row's record then) */
  count: number;
  /** one record, converted once and then remembered: scrubbing 100,000 rows converts the rows looked at */
  at(row: number): DataRecord | undefined;
  /** every record and the conversion problems (path ['records', row, field]); converted once */
  all(): ConvertedRecords;
}

/** A stand-in template holding just the data fields, for convertRows. */
const fieldsTemplate = (fields: readonly DataField[]): Template => ({
  schemas: [fields.map((f) => f.field)],
  basePdf: { width: 1, height: 1, padding: [0, 0, 0, 0] },
});

function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/**
 * The table's rows mapped and converted for these fields, lazily (the canvas needs one record, preflight and a batch
 * all of them); with no table, the sample record.
 */
export function recordSource(fields: readonly DataField[], table: Pick<DataTable, 'rows'> | null, mapping: Mapping, ctx: ConvertContext = {}): RecordSource {
  if (!table) {
    const sample = sampleRecord(fields);
    return { count: 1, at: () => sample, all: once(() => ({ records: [sample], problems: [] })) };
  }
  const template = fieldsTemplate(fields);
  const { rows } = table;
  const all = once(() => convertRows(template, rows, mapping, ctx));
  const cache = new Map<number, DataRecord>();
  const at = (row: number): DataRecord | undefined => {
    const raw = rows[row];
    if (!raw) return undefined;
    let record = cache.get(row);
    if (!record) {
      record = convertRows(template, [raw], mapping, ctx).records[0];
      cache.set(row, record);
    }
    return record;
  };
  return { count: rows.length, at, all };
}

/** Rows converted a block at a time: enough to share convertRows' set-up, few enough to hold no more than a block. */
const CONVERTED_BLOCK_ROWS = 256;

/**
 * `rows` converted block by block: recordSource's mode for a read that must not hold the records (recordSource
 * remembers what it converts, for the Data panel's scrubbing). convertRows converts each row on its own, so a
 * block's records are those of the whole. Gives every row's problems, their rows counted from the first, and one
 * row's record from its block, the last block converted kept for the rows after it.
 */
function convertedBlocks(fields: readonly DataField[], rows: readonly Record<string, string>[], mapping: Mapping) {
  const convert = rowConverter(fields, mapping);
  const block = (start: number) => convert(rows.slice(start, start + CONVERTED_BLOCK_ROWS));
  let last: { start: number; records: DataRecord[] } | undefined;
  return {
    problems(): Problem[] {
      const problems: Problem[] = [];
      for (let start = 0; start < rows.length; start += CONVERTED_BLOCK_ROWS) {
        for (const { path, ...rest } of block(start).problems) problems.push({ ...rest, path: [path[0], (path[1] as number) + start, ...path.slice(2)] });
      }
      return problems;
    },
    at(row: number): DataRecord {
      const start = row - (row % CONVERTED_BLOCK_ROWS);
      if (last?.start !== start) last = { start, records: block(start).records };
      return last.records[row - start];
    },
  };
}

/** Rows mapped and converted for these fields, as a batch prints them: a block's problems count its rows from 0. */
export function rowConverter(fields: readonly DataField[], mapping: Mapping): (rows: readonly Record<string, string>[]) => ConvertedRecords {
  const template = fieldsTemplate(fields);
  return (rows) => convertRows(template, rows, mapping);
}

/** The records with the form's edits (row → field → text) laid on top. */
export function withEdits(source: RecordSource, edits: Readonly<Record<number, DataRecord>>): RecordSource {
  if (Object.keys(edits).length === 0) return source;
  const edited = (row: number, record: DataRecord | undefined) => (record && edits[row] ? { ...record, ...edits[row] } : record);
  return {
    count: source.count,
    at: (row) => edited(row, source.at(row)),
    all: once(() => {
      const converted = source.all();
      return { records: converted.records.map((record, row) => edited(row, record)!), problems: converted.problems };
    }),
  };
}

/**
 * The record a batch, preflight and file names see (issue #17): every column of the data row, mapped or not, with the
 * fields' converted values over them. "Show when" conditions and {…} in fixed text read it, so `Fragile === "yes"`
 * works for a column no field is named after — the same in the Data panel, `platen validate` and `platen render`.
 */
export function withColumns(record: DataRecord, row: Readonly<Record<string, string>> | undefined): DataRecord {
  return row ? Object.assign(userKeyed<string>(), row, record) : record;
}

/**
 * One read of a data file: the one envelope every surface uses (issue #22), from the parse to the batch plan
 * (batchPlan.ts). `R` is how the records are held: an array here and in the service, a pack while crossing from the
 * data thread, a list parsed on demand in the CLI (src/node/packedRecords.ts).
 */
export interface RecordsRead<R = DataRecord[]> {
  ok: true;
  /** converted, with the raw columns riding along under their own names (a --name pattern may use any column) */
  records: R;
  columns: string[];
  /** what a record carries and a file-name pattern may name: the columns, then the data fields */
  names: string[];
  mapping: Mapping;
  /** fields that take data but no column fills */
  unfilledFields: string[];
  /** where record `index` sits in the file (made from rowPlaces: a thread that cannot be handed it remakes it) */
  rowLabel: RowLabel;
  /** what rowLabel is made from */
  rowPlaces: RowPlaces;
  /** rows whose values could not be converted: not rendered, reported as failed */
  rowErrors: RowError[];
  /** cautions about the file or single values, one sentence each, the row named */
  warnings: string[];
}

/** Why a file gives no records. */
export interface ReadRefusal {
  ok: false;
  messages: string[];
  /** the file crossed a size limit (readLimits.ts): the service answers 413, not 400 */
  overLimit?: true;
}

/** A file's records ready to render, or why there are none. */
export type DataRead<R = DataRecord[]> = RecordsRead<R> | ReadRefusal;

/**
 * What the envelope needs of a parsed file: all but its rows, and how many there are. The streamed JSON reader
 * (src/node/streamedJson.ts) has no rows to give: it reads them again, a block at a time, when converting.
 */
export type TableHead = Omit<DataTable, 'rows'> & { rowCount: number };

const headOf = (table: DataTable): TableHead => ({ ...table, rowCount: table.rows.length });

/** The cautions of a table and of its conversion as sentences naming their row. */
function readWarnings(table: TableHead, problems: readonly Problem[], rowLabel: RowLabel): string[] {
  const warnings = table.problems.map((problem) => `${problem.severity === 'error' ? 'skipped: ' : ''}${problem.message}`);
  for (const { path, message, severity } of problems) {
    const [, row, field] = path;
    if (severity === 'warning' && typeof row === 'number') warnings.push(`${rowLabel(row)}: field "${String(field)}": ${message}`);
  }
  return warnings;
}

/**
 * A parsed file's records mapped and converted for the template, as the server reads them: every row converted once,
 * all held (the service renders from an array); a file with a file error (table.ts fileErrors) gives none.
 */
export function recordsFromTable(table: DataTable, template: Template): DataRead {
  return readTable(headOf(table), template, (fields, mapping) => {
    const { records, problems } = recordSource(fields, table, mapping).all();
    return { records: records.map((record, row) => withColumns(record, table.rows[row])), problems };
  });
}

/**
 * The same, each record made when asked for (a fresh object each time) from the table's row, converted then:
 * `platen render`'s data thread packs them one by one (packedRecords.ts). Neither every record nor every converted
 * value is held beside the rows (30,000 invoices: 65 MB and more): the rows are converted once in blocks to find
 * their problems, the values thrown away, and converted again a block at a time as the records are asked for.
 */
export function recordListFromTable(table: DataTable, template: Template): DataRead<RecordList> {
  return readTable(headOf(table), template, (fields, mapping) => {
    const blocks = convertedBlocks(fields, table.rows, mapping);
    const inRange = (row: number) => Number.isInteger(row) && row >= 0 && row < table.rows.length;
    return {
      records: { length: table.rows.length, at: (row) => (inRange(row) ? withColumns(blocks.at(row), table.rows[row]) : undefined) },
      problems: blocks.problems(),
    };
  });
}

/**
 * The one envelope of a read (refusals, mapping, row places, errors, warnings) around records held as `convert` holds
 * them: the whole-file readers' here, the streamed JSON reader's (src/node/streamedJson.ts).
 */
export function readTable<R>(table: TableHead, template: Template, convert: (fields: DataField[], mapping: Mapping) => { records: R; problems: Problem[] }): DataRead<R> {
  const unusable = fileErrors(table);
  if (unusable.length > 0) return { ok: false, messages: unusable.map((problem) => problem.message), ...(table.overLimit ? { overLimit: true as const } : {}) };
  if (table.rowCount === 0) {
    const rowErrors = table.problems.filter((problem) => problem.severity === 'error');
    return { ok: false, messages: rowErrors.length > 0 ? rowErrors.map((problem) => problem.message) : ['the file has no records'] };
  }
  const fields = dataFields(template);
  const mapping = mappingInEffect(table.columns, fields, template.platen?.mapping ?? {});
  const { records, problems } = convert(fields, mapping);
  const rowLabel = rowLabelFor(table);
  return {
    ok: true,
    records,
    columns: table.columns,
    names: patternNames(table.columns, fields),
    mapping,
    unfilledFields: unfilledFields(fields, mapping),
    rowLabel,
    rowPlaces: { kind: table.kind, rowNumbers: table.rowNumbers, rowUnit: table.rowUnit },
    rowErrors: rowErrorsOf(problems),
    warnings: readWarnings(table, problems, rowLabel),
  };
}

/** A record that fails before rendering: the shape of worker/api's RecordError. */
export interface RowError {
  row: number;
  field?: string;
  message: string;
}

/** The error problems of records (path ['records', row, field?]) as failures of their rows. */
export function rowErrorsOf(problems: readonly Problem[]): RowError[] {
  const errors: RowError[] = [];
  for (const { path, message, severity } of problems) {
    const [kind, row, field] = path;
    if (severity !== 'error' || kind !== 'records' || typeof row !== 'number') continue;
    errors.push(typeof field === 'string' ? { row, field, message } : { row, message });
  }
  return errors;
}
