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
  const text = replacePlaceholders({ content: schema.content || '', variables, schemas });
  const problem = textLengthProblem(text);
  if (problem) throw new Error(problem);
  return text;
}
