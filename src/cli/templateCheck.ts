/**
 * Structural checks of a template file before anything is rendered: the shape pdfme needs (pages of fields, a base
 * page), each field's name, type, position and size. Local adapter until src/templates/legacy.ts's `validate` lands;
 * same Problem shape, so swapping it in changes no caller.
 */
import { isBlankPdf, type FieldSchema, type Problem, type Template } from '../templates/types';

const error = (path: Problem['path'], message: string): Problem => ({ path, message, severity: 'error' });
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function checkField(field: unknown, page: number, index: number, seen: Map<string, string>): Problem[] {
  const at = ['schemas', page, index];
  if (!isObject(field)) return [{ path: at, severity: 'error', message: `field ${index + 1} on page ${page + 1} must be an object` }];
  const problems: Problem[] = [];
  const named = typeof field.name === 'string' && field.name !== '' ? `field "${field.name}" on page ${page + 1}` : `field ${index + 1} on page ${page + 1}`;
  const error = (path: Problem['path'], message: string): Problem => ({ path, message: `${named}: ${message}`, severity: 'error' });
  if (typeof field.name !== 'string' || field.name.trim() === '') problems.push(error([...at, 'name'], 'has no name'));
  else if (seen.has(field.name)) problems.push(error([...at, 'name'], `the name "${field.name}" is already used at ${seen.get(field.name)}`));
  else seen.set(field.name, `schemas[${page}][${index}]`);
  if (typeof field.type !== 'string' || field.type === '') problems.push(error([...at, 'type'], 'has no type'));
  const position = field.position;
  if (!isObject(position) || !isNumber(position.x) || !isNumber(position.y)) {
    problems.push(error([...at, 'position'], 'position must be { "x": mm, "y": mm }'));
  }
  for (const side of ['width', 'height'] as const) {
    const value = field[side];
    if (!isNumber(value)) problems.push(error([...at, side], `${side} must be a number of mm`));
    else if (value < 0) problems.push(error([...at, side], `${side} must not be negative (got ${value} mm)`));
  }
  return problems;
}

/** Every structural problem in a parsed template file; empty when pdfme can render it. */
export function checkTemplateShape(value: unknown): Problem[] {
  if (!isObject(value)) return [error([], 'a template must be a JSON object with "schemas" and "basePdf"')];
  const problems: Problem[] = [];
  const { basePdf, schemas } = value;
  if (typeof basePdf === 'string') {
    if (!basePdf.startsWith('data:application/pdf') && !basePdf.startsWith('JVBER')) {
      problems.push(error(['basePdf'], 'basePdf must be a blank page { width, height, padding } or a PDF data URL'));
    }
  } else if (isObject(basePdf)) {
    for (const side of ['width', 'height'] as const) {
      const size = basePdf[side];
      if (!isNumber(size) || size <= 0) problems.push(error(['basePdf', side], `the page ${side} must be a positive number of mm`));
    }
    const padding = basePdf.padding;
    if (!Array.isArray(padding) || padding.length !== 4 || !padding.every(isNumber)) {
      problems.push(error(['basePdf', 'padding'], 'padding must be [top, right, bottom, left] in mm'));
    }
  } else {
    problems.push(error(['basePdf'], 'basePdf is missing'));
  }
  if (!Array.isArray(schemas)) {
    problems.push(error(['schemas'], 'schemas must be a list of pages, each a list of fields'));
    return problems;
  }
  if (schemas.length === 0) problems.push(error(['schemas'], 'the template has no pages'));
  const seen = new Map<string, string>();
  schemas.forEach((page, p) => {
    if (!Array.isArray(page)) {
      problems.push(error(['schemas', p], 'a page must be a list of fields'));
      return;
    }
    page.forEach((field, i) => problems.push(...checkField(field, p, i, seen)));
  });
  return problems;
}

/** Fields a record fills: not read-only. */
export function inputFieldNames(template: Template): string[] {
  const names: string[] = [];
  const visit = (fields: FieldSchema[]) => {
    for (const field of fields) if (!field.readOnly && !names.includes(field.name)) names.push(field.name);
  };
  template.schemas.forEach(visit);
  if (isBlankPdf(template.basePdf)) visit(template.basePdf.staticSchema ?? []);
  return names;
}
