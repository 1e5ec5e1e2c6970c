/**
 * What a template prints for one record, worked out from the template and the data alone: the strings a reader
 * (pdftotext) must find, and the values a scanner (zbarimg) must decode. Fields whose printed form this file cannot
 * predict (dates drawn by pattern, images, shapes, PDF417 and other symbols zbar does not read) are left out.
 */
import { gs1CheckDigit } from '../../src/templates/barcodeRules';
import type { DataRecord, FieldSchema, Template } from '../../src/templates/types';
import { formatOf, formatValue } from '../../src/templates/valueFormat';

export interface PrintedValues {
  /** One entry per printed line, table cell or list item, as the data (or the field's value format) gives it. */
  texts: string[];
  /** Values zbarimg should decode from the page, as it reports them (EAN with its check digit). */
  barcodes: string[];
}

/** Symbologies zbarimg reads, and how the printed value is reported. */
const SCANNED: Record<string, (value: string) => string> = {
  qrcode: (value) => value,
  code128: (value) => value,
  code39: (value) => value,
  ean13: (value) => (value.length === 12 ? value + gs1CheckDigit(value) : value),
  ean8: (value) => (value.length === 7 ? value + gs1CheckDigit(value) : value),
};

const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);

function parseJson<T>(text: string | undefined, fallback: T): T {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

/** The field's value for this record: the record's (filled in by data) or the field's own (fixed fields). */
function valueOf(field: FieldSchema, record: DataRecord): string | undefined {
  return field.readOnly ? field.content : record[field.name];
}

function printedBy(field: FieldSchema, record: DataRecord, out: PrintedValues): void {
  const value = valueOf(field, record);
  if (value === undefined || value === '') return;
  switch (field.type) {
    case 'text': {
      if (field.readOnly && value.includes('{')) return; // {currentPage} and friends: filled in by the engine
      const format = field.readOnly ? undefined : formatOf(field);
      const formatted = format ? formatValue(value, format) : { text: value };
      out.texts.push(...lines('text' in formatted ? formatted.text : value));
      return;
    }
    case 'multiVariableText': {
      const variables = parseJson<Record<string, string>>(value, {});
      const filled = String(field.text ?? '').replace(/\{([^{}]+)\}/g, (_, name: string) => variables[name] ?? '');
      out.texts.push(...lines(filled));
      return;
    }
    case 'table': {
      const head = Array.isArray(field.head) ? (field.head as string[]) : [];
      const rows = parseJson<unknown[][]>(value, []);
      out.texts.push(...head.flatMap(lines), ...rows.flat().flatMap((cell) => lines(String(cell ?? ''))));
      return;
    }
    case 'list':
      out.texts.push(...parseJson<string[]>(value, []).flatMap((item) => lines(String(item))));
      return;
    default: {
      const scanned = SCANNED[field.type];
      if (scanned) out.barcodes.push(scanned(value));
    }
  }
}

/** The printed values of page `page` (0-based) of the template for `record`, header and footer fields included. */
export function printedOnPage(template: Template, record: DataRecord, page: number): PrintedValues {
  const out: PrintedValues = { texts: [], barcodes: [] };
  const statics = typeof template.basePdf === 'object' ? (template.basePdf.staticSchema ?? []) : [];
  for (const field of [...statics, ...(template.schemas[page] ?? [])]) printedBy(field, record, out);
  out.barcodes.sort();
  return out;
}

/** Every page's printed values together. */
export function printedValues(template: Template, record: DataRecord): PrintedValues {
  const pages = template.schemas.map((_, page) => printedOnPage(template, record, page));
  return { texts: pages.flatMap((page) => page.texts), barcodes: pages.flatMap((page) => page.barcodes).sort() };
}
