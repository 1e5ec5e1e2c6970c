/**
 * What a multi-variable text's record value means (issue #17), in one place for conversion, preflight, the canvas
 * and the engine: a JSON object fills the field's {variables}; anything else is the whole text, printed as it is in
 * the field's style (a "Recipient name" column mapped to the name badge's "{firstName} {lastName}" prints the name).
 * Stock pdfme knows only the object: given other text it fails (layout) or prints nothing, so the engine draws whole
 * text with pdfme's plain text renderer instead.
 */
import type { FieldSchema } from './types';

/** The variables a multi-variable text field fills ("{firstName} {lastName}"). */
export function variablesOf(field: FieldSchema): string[] {
  return Array.isArray(field.variables) ? (field.variables as unknown[]).map(String) : [];
}

/** The variables of a value that is a JSON object of them; null when the value is the whole text. */
export function variableValues(value: string): Record<string, unknown> | null {
  const start = value.trimStart()[0];
  if (start !== '{') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Whether `value` is printed as the whole text rather than filling {variables} (an empty value prints nothing). */
export function isWholeText(value: string): boolean {
  return value !== '' && variableValues(value) === null;
}

/** The text the field prints for `value`: its `text` with {variables} filled (missing ones empty), or the whole text. */
export function printedText(field: FieldSchema, value: string): string {
  if (value === '') return '';
  const variables = variableValues(value);
  if (!variables) return value;
  const pattern = typeof field.text === 'string' ? field.text : '';
  return pattern.replace(/\{([^{}]+)\}/g, (_, name: string) => String(variables[name] ?? ''));
}
