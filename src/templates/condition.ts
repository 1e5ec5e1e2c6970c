/**
 * A field's condition: an expression over the record (`Number(total) > 0`, `country === "JP"`) that decides whether
 * the field prints for that record. Stored as `platenShowIf` beside pdfme's own properties, which stock pdfme ignores
 * (the field then always prints). The engine evaluates it with pdfme's own expression evaluator, the one that fills
 * {placeholders} in fixed text (src/worker/expressions/conditions.ts): no eval, only what pdfme allows.
 */
import type { FieldSchema } from './types';

export const CONDITION_PROPERTY = 'platenShowIf';

/** How the Properties panel explains the syntax. */
export const CONDITION_EXAMPLES = ['Number(total) > 0', 'country === "JP"', 'notes !== ""'] as const;

/** The field's condition, or undefined when it always prints (no condition, or only spaces). */
export function conditionOf(field: FieldSchema | Record<string, unknown>): string | undefined {
  const value = field[CONDITION_PROPERTY];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Why `expression` cannot be a condition as typed (unbalanced brackets or quotes), or null. Names are checked by validation. */
export function conditionSyntaxProblem(expression: string): string | null {
  const closing: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
  const open: string[] = [];
  for (let i = 0; i < expression.length; i++) {
    const c = expression[i];
    if (c === '"' || c === "'" || c === '`') {
      const end = expression.indexOf(c, i + 1);
      if (end === -1) return `a ${c} quote is not closed`;
      i = end;
    } else if (c in closing) open.push(closing[c]);
    else if (c === ')' || c === ']' || c === '}') {
      if (open.pop() !== c) return `“${c}” has no matching opening bracket`;
    }
  }
  return open.length > 0 ? `“${open[open.length - 1]}” is missing` : null;
}

/**
 * `expression` with the names it reads renamed by `rename` (undefined keeps a name): for N-up sheets, whose slot
 * copies read `total__slot3` where the design reads `total`. Text in quotes and properties after a dot are left alone.
 */
export function renameConditionNames(expression: string, rename: (name: string) => string | undefined): string {
  return expression
    .split(/((["'`])(?:\\.|(?!\2)[^\\])*\2)/)
    .map((part, i) => {
      if (i % 3 === 1) return part; // a quoted string
      if (i % 3 === 2) return ''; // the quote character captured for the back-reference
      return part.replace(/(^|[^.\p{L}\p{N}_$])([\p{L}_$][\p{L}\p{N}_$]*)/gu, (whole, before: string, name: string) => `${before}${rename(name) ?? name}`);
    })
    .join('');
}
