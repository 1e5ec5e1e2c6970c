/**
 * File-name patterns such as `badge-{Last name}-{row}.pdf`: the one home of their placeholder syntax, and the check
 * that every placeholder names something a record has (issue #17: `{fullname}` with no such column silently gave
 * `badge-.pdf`, `badge- (2).pdf`…). The CLI's --name, the service's fileName and the Data panel's File names box all
 * run `fileNamePatternProblem` before rendering; the worker fills names with `fillFileNamePattern`.
 */
import type { DataField } from './fields';

/** The record's 1-based number in the batch, zero-padded: always available. */
export const ROW_PLACEHOLDER = 'row';

const PLACEHOLDER = /\{([^{}]+)\}/g;
const LISTED = 30;

/** The pattern with each `{key}` replaced by `value(key)`. */
export function fillFileNamePattern(pattern: string, value: (key: string) => string): string {
  return pattern.replace(PLACEHOLDER, (_, key: string) => value(key));
}

/** What a pattern may name: the data's columns, then the template's data fields (a record carries both). */
export function patternNames(columns: readonly string[], fields: readonly DataField[]): string[] {
  return [...new Set([...columns, ...fields.map(({ field }) => field.name)])];
}

/**
 * Why the pattern would not name files from these records, as a sentence without the pattern's own place, or
 * undefined when every placeholder is one of `names` or {row}.
 */
export function fileNamePatternProblem(pattern: string, names: readonly string[]): string | undefined {
  const known = new Set(names);
  for (const match of pattern.matchAll(PLACEHOLDER)) {
    const key = match[1];
    if (key === ROW_PLACEHOLDER || known.has(key)) continue;
    const near = names.find((name) => name.toLowerCase() === key.trim().toLowerCase());
    const hint = near !== undefined ? ` (did you mean {${near}}?)` : '';
    const listed = names.slice(0, LISTED).join(', ') + (names.length > LISTED ? ` … and ${names.length - LISTED} more` : '');
    return `there is no column or field “${key}”${hint}; the columns and fields are: ${listed || 'none'} (and {row}, the record's number)`;
  }
  // A brace left open prints as it stands, which is seldom what was meant.
  const open = unclosedBrace(pattern);
  if (open >= 0) return `the “{” at character ${open + 1} is never closed; write a placeholder as {column}`;
  return undefined;
}

/** Index of the first `{` without a `}` after it (before the next `{`), or -1. */
function unclosedBrace(pattern: string): number {
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] !== '{') continue;
    const close = pattern.indexOf('}', i + 1);
    const next = pattern.indexOf('{', i + 1);
    if (close < 0 || (next >= 0 && next < close)) return i;
    i = close;
  }
  return -1;
}
