/**
 * Field conditions (field.platenShowIf, src/templates/condition.ts): one that cannot be read fails every record of a
 * batch, so it is an error here. The names it reads are checked by expressionNames.ts, with fixed text's.
 */
import { CONDITION_PROPERTY, conditionSyntaxProblem } from '../condition';
import type { Problem } from '../types';
import { type FieldPlace, error } from './place';

export function checkConditions(places: FieldPlace[], problems: Problem[]): void {
  for (const { field, path, where } of places) {
    const condition = field[CONDITION_PROPERTY];
    if (condition === undefined) continue;
    const at = [...path, CONDITION_PROPERTY];
    if (typeof condition !== 'string') {
      problems.push(error(at, `${where}: the “Show when” condition must be text, such as Number(total) > 0.`));
      continue;
    }
    if (condition.trim() === '') continue;
    const syntax = conditionSyntaxProblem(condition);
    if (syntax) {
      problems.push(error(at, `${where}: the “Show when” condition cannot be read: ${syntax}.`));
      continue;
    }
  }
}
