/**
 * Field types and the type-specific properties pdfme would choke on: tables whose columns and widths disagree,
 * JSON content that isn't, select values not among the options.
 */
import { checkBarcodeValue } from '../barcodeRules';
import { FIELD_TYPES, findFieldType, type ValueKind } from '../fieldTypes';
import { type FieldPlace, error, isFiniteNumber, warning } from './place';
import type { Problem } from '../types';

/** Errors for fields of types Platen has no renderer for; returns the fields whose type is known. */
export function checkTypes(places: FieldPlace[], problems: Problem[]): FieldPlace[] {
  const known: FieldPlace[] = [];
  for (const place of places) {
    const type = place.field.type as string;
    if (findFieldType(type)) {
      known.push(place);
      continue;
    }
    const hint = FIELD_TYPES.find((fieldType) => fieldType.type.toLowerCase() === type.toLowerCase());
    problems.push(
      error(
        [...place.path, 'type'],
        `${place.where}: “${type}” is not a field type Platen knows${hint ? ` (did you mean “${hint.type}”?)` : ''}.`,
      ),
    );
  }
  return known;
}

/** Parses JSON content; undefined when it is not JSON. */
function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Table columns: headings, widths (one per column, adding up to 100 %) and sample rows of the right length. */
export function checkTable({ field, path, where }: FieldPlace, problems: Problem[]): void {
  const head = field.head;
  const widths = field.headWidthPercentages;
  if (!isStringArray(head) || head.length === 0) {
    problems.push(error([...path, 'head'], `${where}: the table needs at least one column heading.`));
    return;
  }
  if (!Array.isArray(widths) || !widths.every((width) => isFiniteNumber(width) && width > 0)) {
    problems.push(
      error([...path, 'headWidthPercentages'], `${where}: the column widths must be positive percentages.`),
    );
  } else if (widths.length !== head.length) {
    problems.push(
      error(
        [...path, 'headWidthPercentages'],
        `${where}: the table has ${head.length} columns but ${widths.length} column widths.`,
      ),
    );
  } else {
    const total = widths.reduce((sum, width) => sum + width, 0);
    if (Math.abs(total - 100) > 0.5) {
      problems.push(
        warning(
          [...path, 'headWidthPercentages'],
          `${where}: the column widths add up to ${Number(total.toFixed(2))} % instead of 100 %, so the table will not fill its box.`,
        ),
      );
    }
  }
  if (field.content === undefined || field.content === '') return;
  const rows = parseJson(field.content);
  if (!Array.isArray(rows) || !rows.every(isStringArray)) {
    problems.push(
      error([...path, 'content'], `${where}: the table content must be JSON rows of text, e.g. [["Pen","2"]].`),
    );
    return;
  }
  const ragged = rows.findIndex((row) => row.length !== head.length);
  if (ragged !== -1) {
    problems.push(
      warning(
        [...path, 'content'],
        `${where}: row ${ragged + 1} of the sample content has ${rows[ragged].length} cells but the table has ${head.length} columns.`,
      ),
    );
  }
}

/** List content must be a JSON array of strings. */
export function checkList({ field, path, where }: FieldPlace, problems: Problem[]): void {
  if (field.content === undefined || field.content === '') return;
  if (!isStringArray(parseJson(field.content))) {
    problems.push(error([...path, 'content'], `${where}: the list content must be a JSON list of text, e.g. ["One","Two"].`));
  }
}

/**
 * A select should have options, and its sample value should be one of them. Stock pdfme prints a select with the
 * text plugin (select's pdf is textSchema.pdf) and never reads the options, so missing ones only warn.
 */
export function checkSelect({ field, path, where }: FieldPlace, problems: Problem[]): void {
  if (!isStringArray(field.options) || field.options.length === 0) {
    problems.push(warning([...path, 'options'], `${where}: the select field has no options, so the form offers nothing to choose; the value from the data still prints.`));
    return;
  }
  if (typeof field.content === 'string' && field.content !== '' && !field.options.includes(field.content)) {
    problems.push(
      warning([...path, 'content'], `${where}: the sample value “${field.content}” is not one of the options.`),
    );
  }
}

/**
 * Multi-variable text: `text` has {variables}; every one should be listed in `variables` so the form asks for it.
 * Stock pdfme 6 prints these whatever `content` holds (it is the designer's sample, read only by a read-only field
 * with variables) and prints nothing when `text` is missing, so neither is an error; repairs/mvtSampleValues
 * rebuilds a sample that is not JSON.
 */
export function checkMultiVariableText({ field, path, where }: FieldPlace, problems: Problem[]): void {
  if (typeof field.text !== 'string') {
    const hint = typeof field.content === 'string' && parseJson(field.content) === undefined && field.content !== '' ? ' (its wording is in “content”, as pdfme 4 stored it)' : '';
    problems.push(warning([...path, 'text'], `${where}: the wording with {variables} is missing${hint}, so pdfme prints nothing here.`));
    return;
  }
  const listed = new Set(isStringArray(field.variables) ? field.variables : []);
  const used = [...field.text.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1].trim());
  const missing = [...new Set(used.filter((name) => name !== '' && !listed.has(name)))];
  if (missing.length > 0) {
    problems.push(
      warning(
        [...path, 'variables'],
        `${where}: ${missing.map((name) => `{${name}}`).join(', ')} ${missing.length === 1 ? 'is' : 'are'} used in the text but not listed as variables, so no value will be filled in.`,
      ),
    );
  }
  if (field.content !== undefined && field.content !== '') {
    const values = parseJson(field.content);
    if (typeof values !== 'object' || values === null || Array.isArray(values)) {
      const printed = field.readOnly === true && listed.size > 0;
      problems.push(
        warning(
          [...path, 'content'],
          printed
            ? `${where}: the sample values are not a JSON object of variable → text; as a fixed field pdfme prints them as written.`
            : `${where}: the sample values are not a JSON object of variable → text, so the designer cannot show them; pdfme ignores them when printing. The designer’s Repair rebuilds them from the wording.`,
        ),
      );
    }
  }
}

/**
 * A barcode's own content: printed on every document when fixed (an error: pdfme would silently leave it out), or
 * the designer's sample when filled from data (a warning; each record is checked again by the preflight).
 */
export function checkBarcodeContent({ field, path, where }: FieldPlace, problems: Problem[]): void {
  if (typeof field.content !== 'string') return;
  const reason = checkBarcodeValue(field.type as string, field.content);
  if (!reason) return;
  if (field.readOnly === true) problems.push(error([...path, 'content'], `${where}: ${reason}.`));
  else problems.push(warning([...path, 'content'], `${where}: the sample value cannot be printed: ${reason}.`));
}

/** Pictures must be embedded: Platen never fetches from other sites, and pdfme would in a browser. */
export function checkPictureContent({ field, path, where }: FieldPlace, problems: Problem[]): void {
  const content = field.content;
  if (typeof content !== 'string' || content === '' || content.startsWith('data:image/')) return;
  const fixed = field.readOnly === true;
  const message = /^(https?:)?\/\//i.test(content)
    ? `${where}: the picture is a web address; embed the image instead (Platen never downloads from other sites).`
    : `${where}: the picture is not an embedded image (expected a data:image/png or data:image/jpeg URL).`;
  problems.push(fixed ? error([...path, 'content'], message) : warning([...path, 'content'], message));
}

/**
 * Date, time and date & time content: pdfme reads it with `new Date(…)` (a time as 2021-01-01T<time>) and its
 * date formatter throws on an invalid date, so the whole document fails to render.
 */
export function checkDateContent({ field, path, where }: FieldPlace, problems: Problem[]): void {
  const content = field.content;
  if (typeof content !== 'string' || content.trim() === '') return;
  const parts = findFieldType(field.type as string)?.dateParts ?? 'date';
  const parsed =
    parts === 'time' && !/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/.test(content)
      ? new Date(`2021-01-01T${content}`)
      : new Date(content);
  if (!Number.isNaN(parsed.getTime())) return;
  const expected = { date: '2025/01/31', time: '14:30', dateTime: '2025/01/31 14:30' }[parts];
  const message = `${where}: “${content}” is not a ${parts === 'time' ? 'time' : 'date'} pdfme can read; write it as ${expected}.`;
  problems.push(field.readOnly === true ? error([...path, 'content'], message) : warning([...path, 'content'], message));
}

/** The checks particular to each kind of value (the catalogue's `value` trait). */
const VALUE_CHECKS: Partial<Record<ValueKind, (place: FieldPlace, problems: Problem[]) => void>> = {
  date: checkDateContent,
  image: checkPictureContent,
  barcode: checkBarcodeContent,
  table: checkTable,
  list: checkList,
  select: checkSelect,
  multiVariableText: checkMultiVariableText,
};

/** Runs the checks particular to each known field type. */
export function checkTypeSpecific(places: FieldPlace[], problems: Problem[]): void {
  for (const place of places) {
    const kind = findFieldType(place.field.type as string)?.value;
    if (kind) VALUE_CHECKS[kind]?.(place, problems);
  }
}
