/**
 * The structural checks pdfme's own zod schema makes in @pdfme/common (template, basePdf, each field's shape),
 * rewritten here so the main thread never loads pdfme, and phrased for people instead of ZodErrors.
 */
import { type FieldPlace, type Path, describeField, error, isFiniteNumber, isRecord, warning } from './place';
import type { Problem } from '../types';

export const PDF_DATA_URL_PREFIX = 'data:application/pdf;base64,';

export interface TemplateShape {
  /** Fields whose shape is sound enough for the deeper checks (geometry, styles, names). */
  fields: FieldPlace[];
  /** The blank page size, when basePdf is a valid blank page (null for an uploaded PDF or a broken basePdf). */
  page: { width: number; height: number } | null;
  pageCount: number;
}

/** Checks the template's outline and every field's required properties; collects fields for the deeper checks. */
export function checkStructure(input: unknown, problems: Problem[]): TemplateShape | null {
  if (!isRecord(input)) {
    problems.push(error([], 'This is not a template: expected a JSON object with “schemas” and “basePdf”.'));
    return null;
  }
  const shape: TemplateShape = { fields: [], page: null, pageCount: 0 };
  // Header/footer fields go after the pages' own, so a duplicate name is reported on the header copy.
  const statics: FieldPlace[] = [];
  checkBasePdf(input.basePdf, problems, shape, statics);

  if (input.pdfmeVersion !== undefined && typeof input.pdfmeVersion !== 'string') {
    problems.push(error(['pdfmeVersion'], 'The pdfme version must be text, e.g. "6.1.13".'));
  }

  const pages = input.schemas;
  if (!Array.isArray(pages)) {
    problems.push(error(['schemas'], 'The template has no list of pages (“schemas” must be an array of pages).'));
    shape.fields.push(...statics);
    return shape;
  }
  if (pages.length === 0) {
    problems.push(error(['schemas'], 'The template has no pages: add at least one page.'));
    shape.fields.push(...statics);
    return shape;
  }
  shape.pageCount = pages.length;
  pages.forEach((page, pageIndex) => {
    if (!Array.isArray(page)) {
      problems.push(error(['schemas', pageIndex], `Page ${pageIndex + 1} is not a list of fields.`));
      return;
    }
    page.forEach((field, index) => {
      const place = checkFieldShape(field, ['schemas', pageIndex, index], index, pageIndex, problems);
      if (place) shape.fields.push(place);
    });
  });
  shape.fields.push(...statics);
  return shape;
}

function checkBasePdf(basePdf: unknown, problems: Problem[], shape: TemplateShape, statics: FieldPlace[]): void {
  if (typeof basePdf === 'string') {
    if (!basePdf.startsWith(PDF_DATA_URL_PREFIX)) {
      problems.push(
        error(
          ['basePdf'],
          'The background PDF must be embedded in the template (a data:application/pdf;base64 URL); Platen never fetches files from other sites.',
        ),
      );
    } else {
      const payload = basePdf.slice(PDF_DATA_URL_PREFIX.length).trim();
      if (!/^[A-Za-z0-9+/]+=*$/.test(payload)) {
        problems.push(error(['basePdf'], 'The background PDF is damaged: its base64 data contains invalid characters.'));
      } else if (!payload.startsWith('JVBER')) {
        // Every PDF starts with "%PDF-", which is "JVBER" in base64: anything else is another file renamed.
        problems.push(error(['basePdf'], 'The background file is not a PDF (it does not start with %PDF). Upload a PDF file.'));
      }
    }
    return;
  }
  if (!isRecord(basePdf)) {
    problems.push(error(['basePdf'], 'The template has no page setup: “basePdf” must be a blank page size or a PDF.'));
    return;
  }
  let sound = true;
  for (const side of ['width', 'height'] as const) {
    if (!isFiniteNumber(basePdf[side]) || basePdf[side] <= 0) {
      problems.push(error(['basePdf', side], `The page ${side} must be a positive number of millimetres.`));
      sound = false;
    }
  }
  const padding = basePdf.padding;
  if (!Array.isArray(padding) || padding.length !== 4 || !padding.every(isFiniteNumber)) {
    problems.push(
      error(['basePdf', 'padding'], 'The page margins must be four numbers of millimetres: top, right, bottom, left.'),
    );
  } else if (padding.some((value) => value < 0)) {
    problems.push(error(['basePdf', 'padding'], 'The page margins cannot be negative.'));
  } else if (sound) {
    const [top, right, bottom, left] = padding as number[];
    if (top + bottom >= (basePdf.height as number) || left + right >= (basePdf.width as number)) {
      problems.push(error(['basePdf', 'padding'], 'The page margins leave no room for content.'));
    }
  }
  if (sound) shape.page = { width: basePdf.width as number, height: basePdf.height as number };

  const staticSchema = basePdf.staticSchema;
  if (staticSchema === undefined) return;
  if (!Array.isArray(staticSchema)) {
    problems.push(error(['basePdf', 'staticSchema'], 'The header and footer must be a list of fields.'));
    return;
  }
  staticSchema.forEach((field, index) => {
    const place = checkFieldShape(field, ['basePdf', 'staticSchema', index], index, null, problems);
    if (place) statics.push(place);
  });
}

/** pdfme's Schema: name, type, position, width, height required; content, rotate, opacity, flags typed. */
function checkFieldShape(
  field: unknown,
  path: Path,
  index: number,
  pageIndex: number | null,
  problems: Problem[],
): FieldPlace | null {
  if (!isRecord(field)) {
    problems.push(error(path, `${describeField(undefined, index, pageIndex)} is not a field object.`));
    return null;
  }
  const where = describeField(field.name, index, pageIndex);
  const before = problems.length;
  const fail = (key: string | Path, message: string) =>
    problems.push(error([...path, ...(Array.isArray(key) ? key : [key])], `${where}: ${message}`));

  if (typeof field.name !== 'string' || field.name.trim() === '') fail('name', 'every field needs a name.');
  if (typeof field.type !== 'string' || field.type === '') fail('type', 'the field type is missing.');
  if (!isRecord(field.position)) {
    fail('position', 'the position (x and y in millimetres) is missing.');
  } else {
    for (const axis of ['x', 'y'] as const) {
      if (!isFiniteNumber(field.position[axis])) fail(['position', axis], `${axis} must be a number of millimetres.`);
    }
  }
  for (const side of ['width', 'height'] as const) {
    if (!isFiniteNumber(field[side]) || field[side] < 0) fail(side, `${side} must be a positive number of millimetres.`);
  }
  const structuralFailure = problems.length > before;
  // Stock pdfme renders a zero-size field (its text then wraps one letter per line), so this only warns.
  const flat = (['width', 'height'] as const).filter((side) => field[side] === 0);
  if (flat.length > 0) {
    problems.push(
      warning(
        [...path, flat[0]],
        `${where}: the field has no ${flat.join(' and no ')}, so its text wraps one letter per line from its corner. Give it a size.`,
      ),
    );
  }

  if (field.content !== undefined && typeof field.content !== 'string') {
    fail('content', 'the content must be text (pdfme stores every value as a string).');
  }
  if (field.rotate !== undefined && !isFiniteNumber(field.rotate)) fail('rotate', 'rotation must be a number of degrees.');
  if (field.opacity !== undefined && (!isFiniteNumber(field.opacity) || field.opacity < 0 || field.opacity > 1)) {
    fail('opacity', 'opacity must be between 0 and 1.');
  }
  for (const flag of ['readOnly', 'required'] as const) {
    if (field[flag] !== undefined && typeof field[flag] !== 'boolean') fail(flag, `“${flag}” must be true or false.`);
  }
  if (field.readOnly === true && field.required === true) {
    problems.push(
      warning([...path, 'required'], `${where}: a fixed (read-only) field cannot also be required; “required” is ignored.`),
    );
  }
  if (field.fontSize !== undefined && (!isFiniteNumber(field.fontSize) || field.fontSize <= 0)) {
    fail('fontSize', 'the font size must be a positive number of points.');
  }
  checkTextNumbers(field, path, where, problems);
  if (structuralFailure) return null;
  return { field, path, where, pageIndex, name: field.name as string };
}

/** Style numbers pdfme reads with arithmetic, where text such as "1.2" still works (the font size does not: fontkit throws). */
export const TEXT_NUMBER_PROPERTIES: readonly Path[] = [['lineHeight'], ['characterSpacing'], ['dynamicFontSize', 'min'], ['dynamicFontSize', 'max']];

/** The value at a path inside a field, or undefined. */
function valueIn(field: Record<string, unknown>, keys: Path): unknown {
  let value: unknown = field;
  for (const key of keys) value = isRecord(value) ? value[key as string] : undefined;
  return value;
}

/** Numbers written as text ("1.2"), which pdfme renders but sometimes adds as text: warnings, fixed by repairs/textNumbers. */
function checkTextNumbers(field: Record<string, unknown>, path: Path, where: string, problems: Problem[]): void {
  for (const keys of TEXT_NUMBER_PROPERTIES) {
    const value = valueIn(field, keys);
    if (typeof value !== 'string') continue;
    const label = keys.join('.');
    const number = value.trim() === '' ? NaN : Number(value);
    problems.push(
      Number.isFinite(number)
        ? warning([...path, ...keys], `${where}: “${label}” is the text "${value}" rather than the number ${number}; pdfme still prints it, though text spacing can come out uneven. The designer’s Repair turns it into a number.`)
        : error([...path, ...keys], `${where}: “${label}” must be a number, not "${value}".`),
    );
  }
}
