/**
 * {placeholders} in fixed text. pdfme evaluates each {…} in a read-only text field as a small expression over the
 * record's values, the other fields' contents, date and dateTime (and, in the header/footer only, currentPage and
 * totalPages). A name it cannot find prints the braces as written, which a user discovers on page 800, so we warn.
 */
import { type FieldPlace, warning } from './place';
import type { Problem } from '../types';
import { findFieldType } from '../fieldTypes';

/** What pdfme's evaluator offers besides field names (@pdfme/common allowedGlobals and replacePlaceholders). */
const BUILT_INS = new Set([
  'date', 'dateTime', 'Math', 'String', 'Number', 'Boolean', 'Array', 'Object', 'Date', 'JSON', 'isNaN',
  'parseFloat', 'parseInt', 'decodeURI', 'decodeURIComponent', 'encodeURI', 'encodeURIComponent',
  'true', 'false', 'null', 'undefined', 'typeof', 'void', 'in', 'instanceof', 'new', 'NaN', 'Infinity',
]);

/** The text of each {…} in content, with nested braces (object literals) kept inside. */
export function placeholderExpressions(content: string): string[] {
  const expressions: string[] = [];
  let index = 0;
  while ((index = content.indexOf('{', index)) !== -1) {
    let depth = 1;
    let end = index + 1;
    while (end < content.length && depth > 0) {
      if (content[end] === '{') depth++;
      else if (content[end] === '}') depth--;
      end++;
    }
    if (depth !== 0) break;
    expressions.push(content.slice(index + 1, end - 1).trim());
    index = end;
  }
  return expressions;
}

/** Generated per page for header/footer fields only (pdfme generator: variables = { ...input, totalPages, currentPage }). */
export const PAGE_NUMBERS = new Set(['currentPage', 'totalPages']);

const IDENTIFIER = /[\p{L}_$][\p{L}\p{N}_$]*/gu;

/** Free variable names an expression reads: not properties (a.b), not string contents, not arrow parameters. */
export function referencedNames(expression: string): string[] {
  const code = expression.replace(/(["'`])(?:\\.|(?!\1)[^\\])*\1/g, '""');
  const parameters = new Set<string>();
  for (const match of code.matchAll(/\(([^()]*)\)\s*=>/g)) {
    for (const name of match[1].match(IDENTIFIER) ?? []) parameters.add(name);
  }
  for (const match of code.matchAll(/([\p{L}_$][\p{L}\p{N}_$]*)\s*=>/gu)) parameters.add(match[1]);

  const names: string[] = [];
  for (const match of code.matchAll(IDENTIFIER)) {
    const before = code.slice(0, match.index).trimEnd();
    const after = code.slice(match.index + match[0].length).trimStart();
    if (before.endsWith('.') && !before.endsWith('..')) continue; // property access
    if (/^\p{N}/u.test(match[0])) continue;
    if (after.startsWith(':') && /[{,]$/.test(before)) continue; // object literal key
    if (parameters.has(match[0]) || BUILT_INS.has(match[0])) continue;
    names.push(match[0]);
  }
  return [...new Set(names)];
}

/** Warnings for page numbers used outside the header/footer; names no field provides: expressionNames.ts. */
export function checkPlaceholders(places: FieldPlace[], problems: Problem[]): void {
  for (const { field, path, where, pageIndex } of places) {
    const inHeader = pageIndex === null;
    // Body fields are only evaluated when read-only text; header/footer fields whenever read-only.
    if (inHeader || field.readOnly !== true || typeof field.content !== 'string') continue;
    if (findFieldType(field.type as string)?.wording === undefined) continue;
    const fieldNames = new Set(places.map((place) => place.name as string));
    const pageOnly = placeholderExpressions(field.content).flatMap((expression) => referencedNames(expression)).filter((name) => PAGE_NUMBERS.has(name) && !fieldNames.has(name));
    if (pageOnly.length > 0) {
      problems.push(warning([...path, 'content'], `${where}: {${pageOnly[0]}} only works in the header/footer; here it will print as written.`));
    }
  }
}
