/**
 * A request's template and records, read exactly as `platen render` reads files: parseTemplateText
 * (src/node/templateFile.ts: legacy formats, { template, inputs } wrappers, validateTemplate with places),
 * parseDataFile + recordsFromTable (src/data/records.ts: CSV/JSON/XLSX, mapping, conversion per field type, rows
 * labelled as the user's file numbers them). Each failure is an answer with a status and places.
 */
import { parseTemplateText } from '../../node/templateFile';
import { readRecordsInThread } from '../../node/dataReader';
import { parseJsonText } from '../../data/json';
import { noColumnFits } from '../../data/batchPlan';
import { recordsFromTable, type RecordsRead } from '../../data/records';
import type { DataTable } from '../../data/table';
import type { Template } from '../../templates/types';
import type { RecordError } from '../../worker/api';
import type { TemplateStore } from '../templates/templateStore';
import { placedProblems, type PlacedProblem } from './errors';

/** A request that cannot be served as sent: the status and what to tell the client. */
export interface Refusal {
  ok: false;
  status: number;
  message: string;
  problems?: PlacedProblem[];
}

const refuse = (status: number, message: string, problems?: PlacedProblem[]): Refusal => ({ ok: false, status, message, problems });

export type TemplateInput = { ok: true; template: Template; warnings: PlacedProblem[] } | Refusal;

/** The template given inline (as JSON text or a parsed object) or by `templateId`, checked. */
export async function resolveTemplate(
  given: { template?: unknown; templateId?: string },
  templates: TemplateStore,
): Promise<TemplateInput> {
  let text: string;
  if (given.template !== undefined && given.templateId !== undefined) return refuse(400, 'give either "template" or "templateId", not both');
  if (given.template !== undefined) text = typeof given.template === 'string' ? given.template : JSON.stringify(given.template);
  else if (given.templateId !== undefined) {
    const stored = await templates.get(given.templateId);
    if (stored === undefined) return refuse(404, `there is no template "${given.templateId}" (store it first with PUT /v1/templates/${given.templateId})`);
    text = stored;
  } else return refuse(400, 'the request has no template: give "template" (the template JSON) or "templateId"');
  const read = parseTemplateText(text);
  if (!read.ok) {
    const count = read.problems.filter((problem) => problem.severity === 'error').length;
    return refuse(400, `the template cannot be used (${count} problem${count === 1 ? '' : 's'})`, placedProblems(read.problems));
  }
  return { ok: true, template: read.template, warnings: placedProblems(read.warnings) };
}

/** The records to render, and the rows whose values could not be converted (refused, reported as failed). */
export type RecordsInput = RecordsRead | Refusal;

/**
 * A refusal when the data has columns and the template data fields, and not one column fills a field (the batch plan
 * decides it for a batch, src/data/batchPlan.ts; a single record sent to render may be an empty object).
 */
export function noColumnFitsRecord(read: RecordsRead, source: string): Refusal | undefined {
  const unmatched = read.columns.length > 0 ? noColumnFits(read) : undefined;
  return unmatched ? refuse(400, `${source}: ${unmatched}`) : undefined;
}

/** Records from a parsed table, refused when the table is empty or unreadable. */
function recordsOf(table: DataTable, template: Template, source: string): RecordsInput {
  const read = recordsFromTable(table, template);
  // The file's own problems (rows merged by a quote, not text at all…) name their line in the message: src/data.
  if (!read.ok) return refuse(400, `${source}: ${read.messages.join('; ')}`, read.messages.map((message) => ({ place: source, message, severity: 'error' as const })));
  // rowLabel keeps the row numbers alone: the status of a batch outlives its records, and must not keep the table.
  return read;
}

/** Records sent as a JSON array: read as a JSON data file would be, rows named records[i]. */
export function recordsFromJson(records: unknown[], template: Template): RecordsInput {
  return recordsOf(parseJsonText(JSON.stringify(records), '“records”'), template, 'records');
}

/**
 * The data thread's old generation for an upload, MB: the limits stop a hostile file long before this; it is there so
 * that whatever they miss ends the thread with a sentence instead of taking the server's heap.
 */
const UPLOAD_THREAD_HEAP_MB = 1024;

/**
 * Records from an uploaded .csv/.tsv/.json/.xlsx file, read in a thread of its own as `platen render` reads a file
 * (src/node/dataReader.ts), with the record limit checked while parsing: over it is 413. `bytes` are handed to the
 * thread.
 */
export async function recordsFromUpload(name: string, bytes: Uint8Array, template: Template, limits: { sheet?: string; maxRecords: number }): Promise<RecordsInput> {
  const read = await readRecordsInThread({ name, bytes }, template, { sheet: limits.sheet, limits: { records: limits.maxRecords }, heapMb: UPLOAD_THREAD_HEAP_MB });
  if (!read.ok) {
    const status = read.overLimit ? 413 : 400;
    const hint = read.overLimit ? ' (platen serve --max-records)' : '';
    return refuse(status, `${name}: ${read.messages.join('; ')}${hint}`, read.messages.map((message) => ({ place: name, message, severity: 'error' as const })));
  }
  const { records: packed, ...rest } = read;
  return { ...rest, records: Array.from({ length: packed.length }, (_, index) => packed.at(index)!) };
}

/** A record's failures as placed problems: the place (`line 3, field "ean"`) is made here, the message names neither. */
export function recordProblems(errors: readonly RecordError[], rowLabel: (row: number) => string): PlacedProblem[] {
  return errors.map((error) => ({
    place: `${rowLabel(error.row)}${error.field ? `, field "${error.field}"` : ''}`,
    message: error.message,
    severity: 'error' as const,
  }));
}
