import { userKeyed } from '../../templates/userKeyed';

/**
 * pdfme renders strings only (a number input silently prints nothing). Records from JSON or a spreadsheet carry
 * numbers, booleans, arrays: this turns each value into the string pdfme expects.
 */
export function coerceValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString();
  // Tables take JSON rows of string cells: [["a","b"],["c","d"]]; pdfme's table can't measure a number cell.
  if (Array.isArray(value) && value.every((row) => Array.isArray(row))) {
    return JSON.stringify(value.map((row: unknown[]) => row.map((cell) => coerceValue(cell))));
  }
  return JSON.stringify(value);
}

/** A record with every value a string; missing fields stay missing (rendered empty). */
export function coerceRecord(record: Record<string, unknown> | null | undefined): Record<string, string> {
  // Keys are field names the user chose ("constructor", "__proto__"): no prototype to collide with.
  const out = userKeyed<string>();
  if (!record || typeof record !== 'object') return out;
  for (const [key, value] of Object.entries(record)) out[key] = coerceValue(value);
  return out;
}
