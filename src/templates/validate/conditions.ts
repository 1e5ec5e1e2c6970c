/**
 * Field conditions (field.platenShowIf, src/templates/condition.ts): one that cannot be read fails every record of a
 * batch, so it is an error here; one that names no field reads an empty value and is a warning, as in placeholders.
 */
import { CONDITION_PROPERTY, conditionSyntaxProblem } from '../condition';
import type { Problem } from '../types';
import { type FieldPlace, error, warning } from './place';
import { referencedNames } from './placeholders';

export function checkConditions(places: FieldPlace[], problems: Problem[]): void {
  const fieldNames = new Set(places.map((place) => place.name as string));
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
    const unknown = referencedNames(condition).filter((name) => !fieldNames.has(name));
    if (unknown.length > 0) {
      problems.push(
        warning(at, `${where}: the “Show when” condition reads ${unknown.map((name) => `“${name}”`).join(', ')}, which ${unknown.length === 1 ? 'names no field' : 'name no fields'} in this template, so it will be empty.`),
      );
    }
  }
}
