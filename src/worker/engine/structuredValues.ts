/**
 * Tables and multi-variable text take JSON. pdfme parses it deep inside page layout, where a bad value fails the
 * whole generate() with no field name; checking first lets the error name the field and say what was expected.
 * Multi-variable text takes any value: what is not a JSON object of its variables is its whole text (wholeTextAsText).
 */
import type { Schema } from '@pdfme/common';
import { valueKindOfType } from '../../templates/fieldTypes';
import { isWholeText } from '../../templates/multiVariableValue';
import { VALUE_KINDS } from '../../templates/valueKinds';

/** A sentence saying what is wrong with this field's value, or null when it is fine: its value kind's printed check. */
export function checkStructuredValue(schema: Schema, value: string): string | null {
  if (!value) return null;
  const kind = valueKindOfType(schema.type);
  return kind ? VALUE_KINDS[kind].checkPrintedValue(value) : null;
}

/**
 * Table rows as pdfme can draw them: every cell a string (numbers and booleans printed, null empty) and every row
 * as wide as the head (pdfme fails on a short row). Call after checkStructuredValue accepted the value.
 */
export function normalizeTableValue(schema: Schema, value: string): string {
  if (valueKindOfType(schema.type) !== 'table' || !value) return value;
  const rows = JSON.parse(value) as unknown[][];
  const width = Array.isArray(schema.head) ? schema.head.length : 0;
  const cell = (c: unknown) => (c === null || c === undefined ? '' : typeof c === 'object' ? JSON.stringify(c) : String(c));
  const normal = rows.map((row) => {
    const cells = row.map(cell);
    while (cells.length < width) cells.push('');
    return cells;
  });
  return JSON.stringify(normal);
}

/**
 * The pages with each multi-variable text whose value is its whole text turned into a plain text field of the same
 * style (the same arrays when there is none): pdfme's multi-variable renderer and layout read only a JSON object of
 * variables (templates/multiVariableValue.ts), its text renderer prints the value as it is.
 */
export function wholeTextAsText(schemas: Schema[][], input: Record<string, string>): Schema[][] {
  const whole = (schema: Schema) => !schema.readOnly && valueKindOfType(schema.type) === 'multiVariableText' && isWholeText(input[schema.name] ?? '');
  if (!schemas.some((page) => page.some(whole))) return schemas;
  return schemas.map((page) => page.map((schema) => (whole(schema) ? { ...schema, type: 'text' } : schema)));
}
