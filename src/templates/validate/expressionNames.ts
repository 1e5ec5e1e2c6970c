/**
 * The names "Show when" conditions and {…} expressions in fixed text read (issue #17). Both are evaluated over the
 * record as the engine gets it — every column of the data, mapped or not, with the fields' values over them
 * (src/data/records.ts withColumns) — so a name is known when it is a field or a column. Without data (template
 * validation) only fields are known and an unknown name is a caution; with data (the Data panel's preflight,
 * `platen validate --data`, `platen render`) it is named with the columns there are: a condition reading it fails
 * every record, fixed text prints the braces as written.
 */
import type { Problem, Template } from '../types';
import { CONDITION_PROPERTY, conditionSyntaxProblem } from '../condition';
import { findFieldType } from '../fieldTypes';
import { type FieldPlace, error, warning } from './place';
import { PAGE_NUMBERS, placeholderExpressions, referencedNames } from './placeholders';
import { checkStructure } from './structure';

const quoted = (names: readonly string[]) => names.map((name) => `“${name}”`).join(', ');

/** "columns: a, b, c" (at most 12 named), or a note that the data has none. */
function columnList(columns: readonly string[]): string {
  if (columns.length === 0) return 'the data has no columns';
  const shown = columns.slice(0, 12).join(', ');
  return `columns: ${shown}${columns.length > 12 ? `, … (${columns.length} in all)` : ''}`;
}

/** The names a field's condition or fixed text reads that are neither a field nor (when known) a column. */
function unknownNames(place: FieldPlace, known: ReadonlySet<string>): { condition: string[]; text: string[] } {
  const { field, pageIndex } = place;
  const condition = field[CONDITION_PROPERTY];
  const conditionNames =
    typeof condition === 'string' && condition.trim() !== '' && !conditionSyntaxProblem(condition)
      ? referencedNames(condition).filter((name) => !known.has(name))
      : [];
  const text: string[] = [];
  // Body fields are evaluated only when read-only text; header/footer fields whenever read-only (pdfme generator).
  const evaluated = field.readOnly === true && typeof field.content === 'string' && (pageIndex === null || findFieldType(field.type as string)?.wording !== undefined);
  if (evaluated) {
    for (const expression of placeholderExpressions(field.content as string)) {
      for (const name of referencedNames(expression)) if (!known.has(name) && !PAGE_NUMBERS.has(name)) text.push(name);
    }
  }
  return { condition: conditionNames, text: [...new Set(text)] };
}

/**
 * Problems for names that conditions and fixed text read but nothing provides. `columns` null: no data known
 * (warnings naming no field); else the data's columns (a condition's unknown name an error, fixed text's a warning).
 */
export function expressionNameProblems(places: readonly FieldPlace[], columns: readonly string[] | null): Problem[] {
  const known = new Set<string>([...places.map((place) => place.name as string), ...(columns ?? [])]);
  const problems: Problem[] = [];
  for (const place of places) {
    const { condition, text } = unknownNames(place, known);
    const { path, where } = place;
    if (condition.length > 0) {
      const at = [...path, CONDITION_PROPERTY];
      const one = condition.length === 1;
      problems.push(
        columns === null
          ? warning(at, `${where}: the “Show when” condition reads ${quoted(condition)}, which ${one ? 'names no field' : 'name no fields'} in this template: unless the data has ${one ? 'a column' : 'columns'} of that name, every record fails.`)
          : error(at, `${where}: “Show when” reads ${quoted(condition)}, which ${one ? 'is no column or field' : 'are no columns or fields'}; ${columnList(columns)}.`),
      );
    }
    if (text.length > 0) {
      const one = text.length === 1;
      const braces = text.map((name) => `{${name}}`).join(', ');
      problems.push(
        warning(
          [...path, 'content'],
          columns === null
            ? `${where}: ${braces} ${one ? 'names no field' : 'name no fields'} in this template, so ${one ? 'it' : 'they'} will print as written unless your data has a column of that name.`
            : `${where}: ${braces} ${one ? 'is no column or field' : 'are no columns or fields'}, so ${one ? 'it prints' : 'they print'} as written; ${columnList(columns)}.`,
        ),
      );
    }
  }
  return problems;
}

/** expressionNameProblems for a loaded template and the data's columns (null: none known). */
export function templateNameProblems(template: Template, columns: readonly string[] | null): Problem[] {
  const shape = checkStructure(template, []);
  return shape ? expressionNameProblems(shape.fields, columns) : [];
}

/**
 * A template's validation problems with the name checks made without data taken out, for a caller that knows the
 * data's columns and reports templateNameProblems(template, columns) instead.
 */
export function withoutDatalessNameProblems(problems: readonly Problem[], template: Template): Problem[] {
  const dataless = new Set(templateNameProblems(template, null).map((problem) => `${problem.path.join('/')}\n${problem.message}`));
  return problems.filter((problem) => !dataless.has(`${problem.path.join('/')}\n${problem.message}`));
}
