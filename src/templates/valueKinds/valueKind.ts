/**
 * What a value kind (the catalogue's `value` trait, src/templates/fieldTypes.ts) knows about the value a record gives
 * a field, in one module per kind (issue #22): how a data cell becomes that value, what is wrong with a field's own
 * content in a template, what is wrong with a record's value before printing, and the value shown with no data.
 * Conversion (src/data/convert.ts), preflight (src/data/preflightLocal.ts), validation
 * (src/templates/validate/types.ts) and the engine (src/worker/engine/structuredValues.ts) read these instead of
 * keeping a switch each. Pure, like the rest of src/templates.
 */
import type { FieldSchema, Problem } from '../types';
import type { FieldPlace } from '../validate/place';

/** lower-case file name (and the same without its extension) -> data URL */
export type ImageLibrary = Map<string, string>;

export interface ConvertContext {
  /** pictures dropped with the data, by file name */
  images?: ImageLibrary;
}

export interface Converted {
  value: string;
  /** why the value could not be converted, or a caution about it */
  problem?: { message: string; severity: Problem['severity'] };
}

/** A preflight finding about one record's value; the message names neither the record nor the field. */
export interface Finding {
  message: string;
  severity: Problem['severity'];
}

/** A sentence saying why `value` cannot be encoded as barcode `type`, or null when it can. */
export type BarcodeCheck = (type: string, value: string) => string | null;

/** What a record check may be given from outside (the preflight's caller can swap the barcode rule). */
export interface RecordCheckOptions {
  checkBarcode: BarcodeCheck;
}

export interface ValueKindTraits {
  /** One cell of data (CSV, JSON, XLSX text) to the value pdfme reads for this field; kept as is with a problem when it cannot be. */
  convertCell(field: FieldSchema, cell: string, ctx: ConvertContext): Converted;
  /** Adds the problems of a field's own content in a template (the sample, or a fixed field's printed value). */
  checkTemplateValue(place: FieldPlace, problems: Problem[]): void;
  /** Preflight of one record's non-empty value (after the required and format checks): a finding, or null. */
  checkRecordValue(field: FieldSchema, value: string, options: RecordCheckOptions): Finding | null;
  /** What the engine refuses to draw, as a sentence, before pdfme fails on it without a field name; null when fine. */
  checkPrintedValue(value: string): string | null;
  /** The value a field shows when there is no data: its own sample content. */
  sample(field: FieldSchema): string;
}

/** For kinds whose cell is the value as written. */
export const cellAsIs: ValueKindTraits['convertCell'] = (_field, cell) => ({ value: cell });
/** For kinds with nothing of their own to check in a template. */
export const noTemplateCheck: ValueKindTraits['checkTemplateValue'] = () => {};
/** For kinds whose record values the preflight takes as they are. */
export const noRecordCheck: ValueKindTraits['checkRecordValue'] = () => null;
/** For kinds pdfme draws whatever the value holds. */
export const noPrintedCheck: ValueKindTraits['checkPrintedValue'] = () => null;
/** The sample every kind shows with no data: the field's content (src/data/records.ts sampleRecord). */
export const contentSample: ValueKindTraits['sample'] = (field) => field.content ?? '';

export function cellString(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  return typeof cell === 'object' ? JSON.stringify(cell) : String(cell);
}

/** Parses JSON content; undefined when it is not JSON. */
export function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
