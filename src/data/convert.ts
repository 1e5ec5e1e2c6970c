/**
 * Cell text to the value each field type expects (pdfme renders strings, each type in its own form):
 * dates to pdfme's stored form 'yyyy/MM/dd' (the field's `format` and `locale` then decide how it prints),
 * checkboxes to 'true'/'false', tables to JSON rows, images to data URLs (or a dropped file by name),
 * multi-variable text to a JSON object of its variables or its whole text. A value that cannot be converted is kept as is, with a problem saying why.
 */
import type { DataRecord, FieldSchema, Problem, Template } from '../templates/types';
import { findFieldType } from '../templates/fieldTypes';
import { dataFields, valueKindOf } from './fields';
import { findImage, type ImageLibrary } from './imageFiles';
import { imageValueProblem, svgValueProblem, withoutSvgProlog } from './pictureCheck';
import { applyMapping, variablesOf, type Mapping } from './mapping';
import { toUserKeyed, userKeyed } from '../templates/userKeyed';
import { variableValues } from '../templates/multiVariableValue';

export interface ConvertContext {
  /** pictures dropped with the data, by file name */
  images?: ImageLibrary;
}

export interface Converted {
  value: string;
  /** why the value could not be converted, or a caution about it */
  problem?: { message: string; severity: Problem['severity'] };
}

const TRUE_WORDS = new Set(['true', 'yes', 'y', 'x', '1', 'on', 'checked', '✓', '✔', 'ja', 'oui', 'si', 'sí', 'wahr']);
const FALSE_WORDS = new Set(['', 'false', 'no', 'n', '0', 'off', 'unchecked', 'nein', 'non', 'falsch', '-']);

/** Converts one cell for one field. */
export function convertValue(field: FieldSchema, raw: string, ctx: ConvertContext = {}): Converted {
  const value = raw ?? '';
  switch (valueKindOf(field.type)) {
    case 'checkbox':
      return convertCheckbox(value);
    case 'date':
      return convertDate(field, value);
    case 'table':
      return convertTable(field, value);
    case 'image':
      return convertImage(value, ctx);
    case 'svg':
      return convertSvg(value);
    case 'multiVariableText':
      return convertVariables(field, value);
    case 'select':
      return convertSelect(field, value);
    case 'barcode':
      return convertBarcode(value);
    default:
      return { value };
  }
}

function convertCheckbox(value: string): Converted {
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return { value: 'true' };
  if (FALSE_WORDS.has(word)) return { value: 'false' };
  return { value: 'false', problem: { message: `“${value}” is not yes/no; left unticked (use yes, x, true or 1 to tick)`, severity: 'warning' } };
}

/** Month-first only for US-style locales (pdfme's default 'en' displays MM/dd/yyyy). */
function monthFirst(locale: unknown): boolean {
  const tag = typeof locale === 'string' ? locale : 'en';
  return tag === 'en' || tag === 'en-US' || tag.startsWith('en-US');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date in one of the ways people write it; null when it is none of them. */
export function parseDateParts(text: string, dayFirst: boolean): { y: number; m: number; d: number; time?: string } | null {
  const t = text.trim();
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(t);
  if (match) return valid(+match[1], +match[2], +match[3], match[4] ? `${pad(+match[4])}:${match[5]}` : undefined);
  match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})(?:[ T](\d{1,2}):(\d{2})(?::\d{2})?\s*([AaPp][Mm])?)?$/.exec(t);
  if (match) {
    let [a, b] = [+match[1], +match[2]];
    // 25/12 can only be day/month whatever the locale says.
    const dayIsFirst = a > 12 ? true : b > 12 ? false : dayFirst;
    if (!dayIsFirst) [a, b] = [b, a];
    const year = match[3].length === 2 ? 2000 + +match[3] : +match[3];
    let time: string | undefined;
    if (match[4]) {
      let hours = +match[4];
      if (match[6]) hours = (hours % 12) + (/p/i.test(match[6]) ? 12 : 0);
      time = `${pad(hours)}:${match[5]}`;
    }
    return valid(year, b, a, time);
  }
  return null;
}

/**
 * A spreadsheet date that lost its format on the way to CSV arrives as its serial day number (45000 = 2023-03-15).
 * Five digits only (1927–2173), so a year such as 2025 is never mistaken for one.
 */
function excelSerialDate(text: string): { y: number; m: number; d: number; time?: string } | null {
  if (!/^\d{5}(?:\.\d+)?$/.test(text)) return null;
  const serial = Number(text);
  // Day 0 is 1899-12-30 in Excel's 1900 system (which counts a 29 February 1900 that never was).
  const ms = Date.UTC(1899, 11, 30) + Math.round(serial * 86_400_000);
  const date = new Date(ms);
  const fraction = serial % 1;
  const time = fraction > 0 ? `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}` : undefined;
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate(), time };
}

function valid(y: number, m: number, d: number, time?: string) {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? { y, m, d, time } : null;
}

function convertDate(field: FieldSchema, value: string): Converted {
  const text = value.trim();
  if (text === '') return { value: '' };
  const stored = findFieldType(field.type)?.dateParts ?? 'date';
  if (stored === 'time') {
    const time = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([AaPp][Mm])?$/.exec(text);
    if (time) {
      const hours = time[3] ? (+time[1] % 12) + (/p/i.test(time[3]) ? 12 : 0) : +time[1];
      if (hours < 24 && +time[2] < 60) return { value: `${pad(hours)}:${time[2]}` };
    }
    const dated = parseDateParts(text, !monthFirst(field.locale));
    if (dated?.time) return { value: dated.time };
    return { value, problem: { message: `“${value}” is not a time (write it as 14:30 or 2:30 PM)`, severity: 'error' } };
  }
  const parts = parseDateParts(text, !monthFirst(field.locale)) ?? excelSerialDate(text);
  if (!parts) {
    return { value, problem: { message: `“${value}” is not a date (write it as 2025-01-31 or ${monthFirst(field.locale) ? '01/31/2025' : '31/01/2025'})`, severity: 'error' } };
  }
  const date = `${parts.y}/${pad(parts.m)}/${pad(parts.d)}`;
  return { value: stored === 'dateTime' ? `${date} ${parts.time ?? '00:00'}` : date };
}

/** pdfme's table reads JSON rows of strings. Accepts JSON rows, JSON objects keyed by the table's head, or "a|b;c|d". */
function convertTable(field: FieldSchema, value: string): Converted {
  const text = value.trim();
  if (text === '') return { value: '' };
  const head = Array.isArray(field.head) ? (field.head as unknown[]).map(String) : [];
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) {
        const rows = parsed.map((row) => {
          if (Array.isArray(row)) return row.map(cellString);
          if (row && typeof row === 'object') {
            const record = row as Record<string, unknown>;
            return (head.length ? head : Object.keys(record)).map((key) => cellString(record[key]));
          }
          return [cellString(row)];
        });
        return { value: JSON.stringify(rows) };
      }
    } catch {
      return { value, problem: { message: 'table data starts like JSON but is not valid JSON', severity: 'error' } };
    }
  }
  const rows = text
    .split(/\r?\n|;/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('|').map((cell) => cell.trim()));
  const widths = new Set(rows.map((row) => row.length));
  const columns = head.length || Math.max(...widths);
  const problem = [...widths].some((w) => w !== columns)
    ? { message: `table rows should have ${columns} cells (cells split by |, rows by ;)`, severity: 'warning' as const }
    : undefined;
  return { value: JSON.stringify(rows.map((row) => Array.from({ length: columns }, (_, i) => row[i] ?? ''))), problem };
}

function cellString(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  return typeof cell === 'object' ? JSON.stringify(cell) : String(cell);
}

function convertImage(value: string, ctx: ConvertContext): Converted {
  const text = value.trim();
  if (text === '') return { value: text };
  if (text.startsWith('data:')) {
    const problem = imageValueProblem(text);
    return problem ? { value: '', problem: { message: problem, severity: 'error' } } : { value: text };
  }
  if (/^https?:\/\//i.test(text)) {
    return { value: '', problem: { message: `“${text}” is a web address; Platen works offline and never downloads images — drop the picture files with the data`, severity: 'error' } };
  }
  const found = ctx.images ? findImage(ctx.images, text) : undefined;
  if (found) {
    const problem = imageValueProblem(found);
    return problem ? { value: '', problem: { message: `picture “${text}”: ${problem}`, severity: 'error' } } : { value: found };
  }
  return {
    value: '',
    problem: { message: `picture “${text}” was not found${ctx.images?.size ? ' among the dropped pictures' : '; drop the folder or ZIP of pictures'}`, severity: 'error' },
  };
}

/** SVG text as drawing programs export it: the <?xml?> and DOCTYPE prolog is dropped (it draws the same without). */
function convertSvg(value: string): Converted {
  const text = withoutSvgProlog(value.trim());
  const problem = svgValueProblem(text);
  return problem ? { value: '', problem: { message: problem, severity: 'error' } } : { value: text };
}

/**
 * Multi-variable text takes {"variable": "value"}. Any other cell fills the one variable of a field that has one
 * ("Dear {name},": its fixed words stay), and is otherwise the whole text, printed as it is
 * (templates/multiVariableValue.ts): a "Recipient name" column can fill "{firstName} {lastName}".
 */
function convertVariables(field: FieldSchema, value: string): Converted {
  const text = value.trim();
  if (text === '') return { value: '' };
  const parsed = variableValues(text);
  if (parsed) {
    const out = userKeyed<string>();
    for (const [key, inner] of Object.entries(parsed)) out[key] = cellString(inner);
    // pdfme prints nothing at all when one variable is missing: it prints empty instead, and is named.
    const missing = variablesOf(field).filter((variable) => !(variable in out));
    for (const variable of missing) out[variable] = '';
    const problem = missing.length > 0 ? { message: `has no value for ${missing.map((v) => `{${v}}`).join(', ')}; printed empty`, severity: 'warning' as const } : undefined;
    return { value: JSON.stringify(out), problem };
  }
  const variables = variablesOf(field);
  if (variables.length === 1) return { value: JSON.stringify({ [variables[0]]: value }) };
  // A cell that merely looks like JSON is a mistake more often than a name: say so, and print it as written.
  if (text.startsWith('{')) return { value, problem: { message: `starts like a JSON object of its variables (${variables.join(', ')}) but is not valid JSON; printed as written`, severity: 'warning' } };
  return { value };
}

function convertSelect(field: FieldSchema, value: string): Converted {
  const options = Array.isArray(field.options) ? (field.options as unknown[]).map(String) : [];
  if (value === '' || options.length === 0 || options.includes(value)) return { value };
  const match = options.find((option) => option.trim().toLowerCase() === value.trim().toLowerCase());
  if (match !== undefined) return { value: match };
  return { value, problem: { message: `“${value}” is not one of the options (${options.join(', ')})`, severity: 'warning' } };
}

/** Spreadsheets turn long numbers into 4.00638E+12: the digits are gone; say so rather than print a wrong code. */
function convertBarcode(value: string): Converted {
  const text = value.trim();
  if (/^\d+(?:[.,]\d+)?E\+\d+$/i.test(text)) {
    return { value: text, problem: { message: `“${text}” is a number in scientific notation (the spreadsheet dropped digits); format the column as text and export again`, severity: 'error' } };
  }
  return { value: text };
}

export interface ConvertedRecords {
  records: DataRecord[];
  /** path ['records', row, fieldName]; the message names neither */
  problems: Problem[];
}

/**
 * Maps and converts every row. Fields no column fills get '' (pdfme prints an absent value as empty, and the canvas
 * must show what the PDF will). A problem's place is its path; the row is named where the message is shown.
 */
export function convertRows(
  template: Template,
  rows: readonly Record<string, string>[],
  mapping: Mapping,
  ctx: ConvertContext = {},
): ConvertedRecords {
  const mapped = new Set(Object.values(mapping));
  const fields = dataFields(template);
  const records: DataRecord[] = new Array(rows.length);
  const problems: Problem[] = [];
  for (let row = 0; row < rows.length; row++) {
    const raw = applyMapping(rows[row], mapping);
    const record: DataRecord = userKeyed();
    for (const { field } of fields) {
      const variableTargets = variablesOf(field).filter((v) => mapped.has(`${field.name}.${v}`));
      if (!mapped.has(field.name) && variableTargets.length === 0) {
        record[field.name] = '';
        continue;
      }
      let converted = mapped.has(field.name) ? convertValue(field, raw[field.name] ?? '', ctx) : { value: '' };
      if (variableTargets.length > 0) {
        // Columns mapped to single variables fill (or override) the JSON object.
        let variables = userKeyed<string>();
        try {
          if (converted.value) variables = toUserKeyed(JSON.parse(converted.value) as Record<string, string>);
        } catch {
          // not JSON: the single-variable columns alone fill it
        }
        for (const v of variableTargets) variables[v] = raw[`${field.name}.${v}`] ?? '';
        // pdfme prints nothing at all when one variable is missing: a variable no column fills prints empty instead,
        // and is named by preflight (mapping.ts unfilledVariables).
        for (const v of variablesOf(field)) variables[v] ??= '';
        converted = { value: JSON.stringify(variables) };
      }
      record[field.name] = converted.value;
      if (converted.problem) {
        problems.push({ path: ['records', row, field.name], message: converted.problem.message, severity: converted.problem.severity });
      }
    }
    records[row] = record;
  }
  return { records, problems };
}
