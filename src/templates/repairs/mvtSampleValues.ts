/**
 * A multi-variable text field whose sample (`content`) is not a JSON object of variable → text gets one, as pdfme's
 * own property panel does when it opens such a field (multiVariableText/propPanel.ts falls back to {} and writes
 * JSON back). The values are read back from the old sample where it is the wording filled in ("Hello Ada" against
 * "Hello {name}" gives name = "Ada"), else left empty. Printing is unchanged: stock pdfme prints the data's values
 * and reads `content` only for a fixed field with variables, which this repair leaves alone.
 */
import { type PlannedChange, type Repair, fieldsOf } from './repair';
import { findFieldType } from '../fieldTypes';

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each variable's value where `sample` is `wording` filled in; empty values when it is not. */
export function sampleValues(wording: string, variables: string[], sample: string): Record<string, string> {
  const values: Record<string, string> = Object.fromEntries(variables.map((name) => [name, '']));
  const order: string[] = [];
  const pattern = wording
    .split(/(\{[^{}]+\})/)
    .map((part) => {
      const variable = /^\{([^{}]+)\}$/.exec(part)?.[1].trim();
      if (variable === undefined) return escapeRegExp(part);
      order.push(variable);
      return '([\\s\\S]*?)';
    })
    .join('');
  const match = new RegExp(`^${pattern}$`).exec(sample.trim());
  if (match) order.forEach((name, index) => {
    if (name in values && values[name] === '') values[name] = match[index + 1];
  });
  return values;
}

export const mvtSampleValues: Repair = (template) => {
  const changes: PlannedChange[] = [];
  for (const { field, path, where } of fieldsOf(template)) {
    if (findFieldType(field.type as string)?.value !== 'multiVariableText' || typeof field.text !== 'string') continue;
    const content = field.content;
    if (typeof content !== 'string' || content === '' || isJsonObject(content)) continue;
    const variables = Array.isArray(field.variables) ? field.variables.filter((v): v is string => typeof v === 'string') : [];
    // A fixed field with variables prints its content as written: changing it would change the print.
    if (field.readOnly === true && variables.length > 0) continue;
    const json = JSON.stringify(sampleValues(field.text, variables, content));
    changes.push({
      path: [...path, 'content'],
      message: `${where}: sample values rebuilt as ${json}.`,
      apply: () => void (field.content = json),
    });
  }
  return changes;
};
