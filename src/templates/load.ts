/**
 * Reading a template file's text as JSON, with errors a user can act on (line, column and what was expected),
 * and no exception past the caller.
 */
import { findExcessiveNesting } from './jsonDepth';
import { findJsonSyntaxError } from './jsonError';
import type { Problem } from './types';

export type JsonResult = { ok: true; value: unknown } | { ok: false; problem: Problem };

/** Line and column (both from 1) of a character offset in text. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

/** Parses JSON text; a syntax error becomes a problem naming line and column. */
export function parseJsonText(text: string): JsonResult {
  // A byte-order mark is common in files saved by Windows editors and is not JSON.
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (source.trim() === '') {
    return { ok: false, problem: { path: [], severity: 'error', message: 'The file is empty: expected a template in JSON.' } };
  }
  // Checked before parsing: the migration's structuredClone and validation recurse, and overflow on deep nesting.
  const tooDeep = findExcessiveNesting(source);
  if (tooDeep) {
    const place = lineAndColumn(source, tooDeep.offset);
    const message = `The file nests lists or objects more than ${tooDeep.limit} deep (at line ${place.line}, column ${place.column}); no template does. Is this the right file?`;
    return { ok: false, problem: { path: [], severity: 'error', message } };
  }
  try {
    return { ok: true, value: JSON.parse(source) };
  } catch (caught) {
    const raw = caught instanceof Error ? caught.message : String(caught);
    return { ok: false, problem: { path: [], severity: 'error', message: describeJsonError(source, raw) } };
  }
}

function describeJsonError(text: string, raw: string): string {
  let found: ReturnType<typeof findJsonSyntaxError> = null;
  try {
    found = findJsonSyntaxError(text);
  } catch {
    // The scanner recurses; absurdly deep nesting can exhaust the stack. Fall back to the engine's message.
  }
  // The scanner agrees with JSON.parse on every syntax error; the engine's message is a last resort.
  if (!found) return `The file is not valid JSON: ${raw}.`;
  const place = lineAndColumn(text, found.offset);
  return `The file is not valid JSON at line ${place.line}, column ${place.column}: ${found.reason}.`;
}
