/**
 * validateTemplate: everything that would make pdfme refuse a template, or print something the user did not mean,
 * as a list of problems with a place and a sentence. Never throws; runs on untrusted JSON.
 */
import type { Problem } from '../types';
import { checkBounds } from './geometry';
import { checkDuplicateNames } from './names';
import { isRecord } from './place';
import { checkPlaceholders } from './placeholders';
import { checkStructure } from './structure';
import { availableFontNames, checkColours, checkFonts } from './styles';
import { checkTypeSpecific, checkTypes } from './types';

export { describeField } from './place';

/** All problems in a template (anything: a parsed JSON file, the designer's document), errors and warnings. */
export function validateTemplate(input: unknown): Problem[] {
  const problems: Problem[] = [];
  const shape = checkStructure(input, problems);
  if (!shape || !isRecord(input)) return problems;

  checkDuplicateNames(shape.fields, problems);
  const known = checkTypes(shape.fields, problems);
  checkTypeSpecific(known, problems);
  checkColours(shape.fields, problems);
  checkFonts(shape.fields, availableFontNames(input), problems);
  if (shape.page) checkBounds(shape.fields, shape.page, problems);
  checkPlaceholders(shape.fields, problems);
  return problems;
}

/** Whether a problem list has anything that stops rendering (warnings alone do not). */
export function hasErrors(problems: readonly Problem[]): boolean {
  return problems.some((problem) => problem.severity === 'error');
}
