/**
 * validateTemplate: everything that would make pdfme refuse a template, or print something the user did not mean,
 * as a list of problems with a place and a sentence. Never throws; runs on untrusted JSON.
 */
import type { Problem } from '../types';
import { checkAccessibility } from './accessibility';
import { checkConditions } from './conditions';
import { expressionNameProblems } from './expressionNames';
import { checkFormats } from './formats';
import { checkDirections } from './directions';
import { checkBounds, checkGeometryLimits } from './geometry';
import { checkMeta } from './meta';
import { checkDuplicateNames } from './names';
import { isRecord } from './place';
import { checkPlaceholders } from './placeholders';
import { checkStructure } from './structure';
import { svgContentProblems } from '../svgFields';
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
  problems.push(...svgContentProblems(input));
  checkColours(shape.fields, problems);
  checkFonts(shape.fields, availableFontNames(input), problems);
  checkGeometryLimits(input, shape.fields, problems);
  if (shape.page) checkBounds(shape.fields, shape.page, problems);
  checkPlaceholders(shape.fields, problems);
  checkFormats(shape.fields, problems);
  checkDirections(shape.fields, problems);
  checkConditions(shape.fields, problems);
  problems.push(...expressionNameProblems(shape.fields, null));
  checkMeta(input, shape.fields, problems);
  checkAccessibility(input, shape.fields, problems);
  return sortByPlace(problems);
}

/**
 * Template-wide problems first, then page by page and field by field, header/footer last, so a list reads in the
 * order a user looks at the document. Problems for one field keep the order they were found in (stable sort).
 */
function sortByPlace(problems: Problem[]): Problem[] {
  const rank = ({ path }: Problem): [number, number, number] => {
    if (path[0] === 'schemas' && typeof path[1] === 'number') return [1, path[1], typeof path[2] === 'number' ? path[2] : -1];
    if (path[0] === 'basePdf' && path[1] === 'staticSchema') return [2, 0, typeof path[2] === 'number' ? path[2] : -1];
    return [0, 0, 0];
  };
  return problems
    .map((problem, order) => ({ problem, key: rank(problem), order }))
    .sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2] || a.order - b.order)
    .map(({ problem }) => problem);
}

/** Whether a problem list has anything that stops rendering (warnings alone do not). */
export function hasErrors(problems: readonly Problem[]): boolean {
  return problems.some((problem) => problem.severity === 'error');
}
