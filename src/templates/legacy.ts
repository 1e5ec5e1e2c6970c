/**
 * Opening template files: today's pdfme JSON, older pdfme (v1–v4) files, and files wrapped as { template, inputs }.
 * Old files keyed each page's fields by name (pdfme's migrateTemplate turns those into arrays), kept sample values
 * in template-level `sampledata` with a `columns` order, and stored an uploaded PDF as bare base64. This is our own
 * migration, written to match what pdfme 6 accepts; nothing here imports pdfme.
 */
import { dropUnusableColors } from './colorFields';
import { parseJsonText } from './load';
import type { DataRecord, FieldSchema, Problem, Template } from './types';
import { hasErrors, validateTemplate } from './validate';

export interface LoadedTemplate {
  /** Present when the file could be read as a template, even if it has problems the user should fix. */
  template?: Template;
  problems: Problem[];
  /** Sample rows found in the file (old `sampledata`, or `inputs` next to the template). */
  sampleRecords?: DataRecord[];
  /** What was converted from an older format, in words (shown as information, not as problems). */
  conversions?: string[];
}

const PDF_PREFIX = 'data:application/pdf;base64,';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a template file's text: parses, unwraps, migrates old formats, then validates. Never throws. */
export function parseTemplateFile(text: string): LoadedTemplate {
  const parsed = parseJsonText(text);
  if (!parsed.ok) return { problems: [parsed.problem] };

  let root = parsed.value;
  let inputs: unknown;
  // pdfme's playground and many apps save { template, inputs }; some nest the template once more.
  for (let depth = 0; depth < 3 && isRecord(root) && !('schemas' in root) && isRecord(root.template); depth++) {
    inputs ??= root.inputs;
    root = root.template;
  }
  if (!isRecord(root) || !('schemas' in root)) {
    return {
      problems: [
        {
          path: [],
          severity: 'error',
          message: 'This file is JSON but not a pdfme template: it has no “schemas” (the list of pages and their fields).',
        },
      ],
    };
  }

  const migrated = migrateLegacyTemplate(root);
  const { conversions, sampleRecords } = migrated;
  // A colour that is not a colour (a url() beacon, issue #9) is dropped with a warning; the rest is kept.
  const { template, problems: dropped } = dropUnusableColors(migrated.template);
  const recordsFromInputs = toRecords(inputs);
  const records = recordsFromInputs.length > 0 ? recordsFromInputs : sampleRecords;
  const problems = [...dropped, ...validateTemplate(template)];
  const result: LoadedTemplate = { problems };
  if (isDrawable(template, problems)) result.template = template as unknown as Template;
  if (records.length > 0) result.sampleRecords = records;
  if (conversions.length > 0) result.conversions = conversions;
  return result;
}

/**
 * Converts an old pdfme template object into today's shape (a new object; the input is not changed).
 * Handles: fields keyed by name per page, `sampledata` + `columns`, pdfme 3's read-only types, bare-base64 or
 * octet-stream basePdf, blank pages without padding.
 */
export function migrateLegacyTemplate(input: Record<string, unknown>): {
  template: Record<string, unknown>;
  conversions: string[];
  sampleRecords: DataRecord[];
} {
  const conversions: string[] = [];
  const { sampledata, columns, ...rest } = input;
  const template: Record<string, unknown> = structuredClone(rest);
  const sampleRecords = toRecords(sampledata);
  const order = Array.isArray(columns) ? columns.filter((name): name is string => typeof name === 'string') : [];

  if (Array.isArray(template.schemas) && template.schemas.some((page) => isRecord(page))) {
    template.schemas = template.schemas.map((page) => (isRecord(page) ? keyedPageToFields(page, order) : page));
    conversions.push('Converted fields from the old keyed-by-name layout (pdfme v4 and earlier) to lists per page.');
  }

  if (sampleRecords.length > 0 && Array.isArray(template.schemas)) {
    const first = sampleRecords[0];
    let filled = 0;
    for (const page of template.schemas) {
      if (!Array.isArray(page)) continue;
      for (const field of page) {
        if (isRecord(field) && typeof field.name === 'string' && field.content === undefined && field.name in first) {
          field.content = first[field.name];
          filled++;
        }
      }
    }
    conversions.push(
      `Moved the first of ${sampleRecords.length} sample rows (“sampledata”) into ${filled} field${filled === 1 ? '' : 's'}’ sample content.`,
    );
  }

  const readOnlyTypes = convertReadOnlyTypes(template);
  if (readOnlyTypes > 0) {
    conversions.push(
      `Turned ${readOnlyTypes} fixed field${readOnlyTypes === 1 ? '' : 's'} of the old read-only types into ordinary fields marked fixed (readOnly).`,
    );
  }

  const basePdf = template.basePdf;
  if (typeof basePdf === 'string' && !basePdf.startsWith(PDF_PREFIX)) {
    const converted = normaliseBasePdfString(basePdf);
    if (converted !== basePdf) {
      template.basePdf = converted;
      conversions.push('Embedded the background PDF as a data URL (the file stored it as bare base64).');
    }
  } else if (isRecord(basePdf) && basePdf.padding === undefined && 'width' in basePdf) {
    basePdf.padding = [0, 0, 0, 0];
    conversions.push('Gave the blank page zero margins (older files had no page padding).');
  }
  return { template, conversions, sampleRecords };
}

/**
 * pdfme 3 had separate readOnlyText, readOnlyImage and readOnlySvg types; pdfme 4.2 folded them into a readOnly flag
 * on text, image and svg (pdfme #541) and pdfme 6 no longer knows the old ids. Returns how many fields changed.
 */
const READ_ONLY_TYPES: Record<string, string> = { readOnlyText: 'text', readOnlyImage: 'image', readOnlySvg: 'svg' };

function convertReadOnlyTypes(template: Record<string, unknown>): number {
  const basePdf = template.basePdf;
  const statics = isRecord(basePdf) && Array.isArray(basePdf.staticSchema) ? [basePdf.staticSchema] : [];
  const pages = Array.isArray(template.schemas) ? template.schemas : [];
  let changed = 0;
  for (const page of [...pages, ...statics]) {
    if (!Array.isArray(page)) continue;
    for (const field of page) {
      if (isRecord(field) && typeof field.type === 'string' && field.type in READ_ONLY_TYPES) {
        field.type = READ_ONLY_TYPES[field.type];
        field.readOnly = true;
        changed++;
      }
    }
  }
  return changed;
}

/** { total: {...}, date: {...} } -> [{ name: 'total', ... }, { name: 'date', ... }], in `columns` order when given. */
function keyedPageToFields(page: Record<string, unknown>, order: string[]): unknown[] {
  const names = Object.keys(page);
  const rank = (name: string) => {
    const index = order.indexOf(name);
    return index === -1 ? order.length + names.indexOf(name) : index;
  };
  return [...names]
    .sort((a, b) => rank(a) - rank(b))
    .map((name) => (isRecord(page[name]) ? { ...(page[name] as Record<string, unknown>), name } : page[name]));
}

/** A PDF as bare base64, or with another MIME type, becomes a PDF data URL; anything else is left for validation. */
function normaliseBasePdfString(value: string): string {
  const trimmed = value.trim();
  const dataUrl = /^data:[^;,]*;base64,/.exec(trimmed);
  const payload = dataUrl ? trimmed.slice(dataUrl[0].length) : trimmed;
  // "JVBER" is "%PDF" in base64: the file really is a PDF, not a URL or a path.
  if (payload.startsWith('JVBER') && /^[A-Za-z0-9+/\s]+=*$/.test(payload)) return PDF_PREFIX + payload.replace(/\s+/g, '');
  return value;
}

/** Rows of sample data as strings (pdfme wants strings; numbers and booleans from old files are converted). */
function toRecords(value: unknown): DataRecord[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((row) => {
    const record: DataRecord = {};
    for (const [key, cell] of Object.entries(row)) {
      if (cell === null || cell === undefined) record[key] = '';
      else record[key] = typeof cell === 'string' ? cell : typeof cell === 'object' ? JSON.stringify(cell) : String(cell);
    }
    return record;
  });
}

/**
 * Whether the designer can open the document at all: pages are lists of fields with a name, a type and numeric
 * geometry. Other problems (unknown fonts, fields off the page) are left for the user to fix in the designer.
 */
function isDrawable(template: Record<string, unknown>, problems: Problem[]): boolean {
  if (!hasErrors(problems)) return true;
  const basePdf = template.basePdf;
  const pageOk = (typeof basePdf === 'string' && basePdf.startsWith(PDF_PREFIX)) || (isRecord(basePdf) && typeof basePdf.width === 'number' && typeof basePdf.height === 'number');
  if (!pageOk || !Array.isArray(template.schemas) || template.schemas.length === 0) return false;
  const statics = isRecord(basePdf) && Array.isArray(basePdf.staticSchema) ? basePdf.staticSchema : [];
  const fields = [...(template.schemas as unknown[]).flatMap((page) => (Array.isArray(page) ? page : [null])), ...statics];
  return fields.every(
    (field) =>
      isRecord(field) &&
      typeof field.name === 'string' &&
      typeof field.type === 'string' &&
      isRecord(field.position) &&
      typeof field.position.x === 'number' &&
      typeof field.position.y === 'number' &&
      typeof field.width === 'number' &&
      typeof field.height === 'number',
  );
}

/** The template as a pdfme JSON file: designer-only field ids removed, Platen's own metadata kept. */
export function serializeTemplate(template: Template): string {
  const strip = (fields: FieldSchema[]) => fields.map(({ id: _id, ...field }) => field);
  const basePdf =
    typeof template.basePdf === 'object' && template.basePdf.staticSchema
      ? { ...template.basePdf, staticSchema: strip(template.basePdf.staticSchema) }
      : template.basePdf;
  const out: Template = { ...template, basePdf, schemas: template.schemas.map(strip) };
  return `${JSON.stringify(out, null, 2)}\n`;
}
