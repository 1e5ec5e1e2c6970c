/**
 * Multi-variable text: a JSON object of its {variables}, or its whole text (src/templates/multiVariableValue.ts,
 * issue #17); the engine prints whole text with the plain text renderer (worker/engine/structuredValues.ts).
 */
import { variablesOf, variableValues } from '../multiVariableValue';
import type { FieldSchema, Problem } from '../types';
import { userKeyed } from '../userKeyed';
import { type FieldPlace, warning } from '../validate/place';
import { cellString, contentSample, isStringArray, noPrintedCheck, noRecordCheck, parseJson, type Converted, type ValueKindTraits } from './valueKind';

/**
 * Multi-variable text takes {"variable": "value"}. Any other cell fills the one variable of a field that has one
 * ("Dear {name},": its fixed words stay), and is otherwise the whole text, printed as it is
 * (templates/multiVariableValue.ts): a "Recipient name" column can fill "{firstName} {lastName}".
 */
function convertVariables(field: FieldSchema, value: string): Converted {
  const text = value.trim();
  if (text === '') return { value: '' };
  const parsed = variableValues(text);
  if (parsed) {
    const out = userKeyed<string>();
    for (const [key, inner] of Object.entries(parsed)) out[key] = cellString(inner);
    // pdfme prints nothing at all when one variable is missing: it prints empty instead, and is named.
    const missing = variablesOf(field).filter((variable) => !(variable in out));
    for (const variable of missing) out[variable] = '';
    const problem = missing.length > 0 ? { message: `has no value for ${missing.map((v) => `{${v}}`).join(', ')}; printed empty`, severity: 'warning' as const } : undefined;
    return { value: JSON.stringify(out), problem };
  }
  const variables = variablesOf(field);
  if (variables.length === 1) return { value: JSON.stringify({ [variables[0]]: value }) };
  // A cell that merely looks like JSON is a mistake more often than a name: say so, and print it as written.
  if (text.startsWith('{')) return { value, problem: { message: `starts like a JSON object of its variables (${variables.join(', ')}) but is not valid JSON; printed as written`, severity: 'warning' } };
  return { value };
}

/**
 * Multi-variable text: `text` has {variables}; every one should be listed in `variables` so the form asks for it.
 * Stock pdfme 6 prints these whatever `content` holds (it is the designer's sample, read only by a read-only field
 * with variables) and prints nothing when `text` is missing, so neither is an error; repairs/mvtSampleValues
 * rebuilds a sample that is not JSON.
 */
function checkMultiVariableText({ field, path, where }: FieldPlace, problems: Problem[]): void {
  if (typeof field.text !== 'string') {
    const hint = typeof field.content === 'string' && parseJson(field.content) === undefined && field.content !== '' ? ' (its wording is in “content”, as pdfme 4 stored it)' : '';
    problems.push(warning([...path, 'text'], `${where}: the wording with {variables} is missing${hint}, so pdfme prints nothing here.`));
    return;
  }
  const listed = new Set(isStringArray(field.variables) ? field.variables : []);
  const used = [...field.text.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1].trim());
  const missing = [...new Set(used.filter((name) => name !== '' && !listed.has(name)))];
  if (missing.length > 0) {
    problems.push(
      warning(
        [...path, 'variables'],
        `${where}: ${missing.map((name) => `{${name}}`).join(', ')} ${missing.length === 1 ? 'is' : 'are'} used in the text but not listed as variables, so no value will be filled in.`,
      ),
    );
  }
  if (field.content !== undefined && field.content !== '') {
    const values = parseJson(field.content);
    if (typeof values !== 'object' || values === null || Array.isArray(values)) {
      const printed = field.readOnly === true && listed.size > 0;
      problems.push(
        warning(
          [...path, 'content'],
          printed
            ? `${where}: the sample values are not a JSON object of variable → text; as a fixed field pdfme prints them as written.`
            : `${where}: the sample values are not a JSON object of variable → text, so the designer cannot show them; pdfme ignores them when printing. The designer’s Repair rebuilds them from the wording.`,
        ),
      );
    }
  }
}

export const multiVariableTextValue: ValueKindTraits = {
  convertCell: convertVariables,
  checkTemplateValue: checkMultiVariableText,
  checkRecordValue: noRecordCheck,
  checkPrintedValue: noPrintedCheck,
  sample: contentSample,
};
