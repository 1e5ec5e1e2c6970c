/**
 * What a read-only text prints: its {placeholders} evaluated over the record by pdfme's own evaluator (as
 * @pdfme/generator does), bounded in length so a runaway expression fails its record instead of the worker's memory
 * (src/templates/textLimit.ts). Used by OutputDocument (the PDF) and FieldLayoutRun (the canvas), so both print the same.
 */
import type { Schema } from '@pdfme/common';
import { replacePlaceholders } from '@pdfme/common';
import { textLengthProblem } from '../../templates/textLimit';

/** The text `schema` (read-only) prints for `variables` (the record plus page numbers); throws when it is too long. */
export function fixedTextOf(schema: Schema, variables: Record<string, unknown>, schemas: Schema[][]): string {
  const text = filledPlaceholders((schema.content as string) || '', variables, schemas);
  const problem = textLengthProblem(text);
  if (problem) throw new Error(problem);
  return text;
}

/** `content` with its {placeholders} evaluated over `variables` as pdfme's replacePlaceholders evaluates them. */
export function filledPlaceholders(content: string, variables: Record<string, unknown>, schemas: Schema[][]): string {
  return numbersFilledIn(content, variables) ?? replacePlaceholders({ content, variables, schemas });
}

/** A name pdfme's evaluator (acorn) reads as an identifier, unless it is one of RESERVED. */
const BARE_NAME = /^[A-Za-z_$][\w$]*$/;
/** Words acorn reads as keywords or literals, and two it treats specially: such a placeholder goes to pdfme. */
const RESERVED = new Set(
  ('arguments await break case catch class const continue debugger default delete do else enum eval export extends ' +
    'false finally for function if implements import in instanceof interface let new null package private protected ' +
    'public return static super switch this throw true try typeof var void while with yield').split(' '),
);

/**
 * The common case without pdfme's setup: every placeholder a bare name whose value in `variables` is a number (the
 * page numbers OutputDocument adds: "Page {currentPage} of {totalPages}" on every page of a statement). pdfme's
 * replacePlaceholders first parses every value of the record as JSON to build its context (a SyntaxError thrown for
 * each plain string), and on a two-page report that was a twentieth of a record's time (issue #23's profile). In its
 * context such a name holds that number (numbers are not parsed, and only strings are evaluated again), and its
 * evaluator prints `String(value)`; so does this. Anything else (another kind of value, an expression, a brace left
 * open) answers undefined, and pdfme evaluates the text.
 */
export function numbersFilledIn(content: string, variables: Record<string, unknown>): string | undefined {
  let text = '';
  let index = 0;
  for (;;) {
    const open = content.indexOf('{', index);
    if (open === -1) return text + content.slice(index);
    const close = content.indexOf('}', open + 1);
    if (close === -1) return undefined;
    const name = content.slice(open + 1, close).trim();
    if (!BARE_NAME.test(name) || RESERVED.has(name) || !Object.prototype.hasOwnProperty.call(variables, name)) return undefined;
    const value = variables[name];
    if (typeof value !== 'number') return undefined;
    text += content.slice(index, open) + String(value);
    index = close + 1;
  }
}
