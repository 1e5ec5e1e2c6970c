/**
 * Which fields a record leaves out: each field's "Show when" condition (src/templates/condition.ts) evaluated over
 * the record's values by pdfme's own expression evaluator (replacePlaceholders: acorn-parsed, a safe subset, no
 * eval). pdfme prints an expression it cannot evaluate as written, so the condition is wrapped in a ternary whose
 * only possible answers are known: anything else means it failed, and the record fails naming the field.
 */
import type { Schema } from '@pdfme/common';
import { replacePlaceholders } from '@pdfme/common';
import { conditionOf } from '../../templates/condition';
import { referencedNames } from '../../templates/validate/placeholders';
import type { FieldSchema } from '../../templates/types';

const SHOWN = 'platen:shown';
const HIDDEN = 'platen:hidden';

export interface RecordConditions {
  /** names of the fields this record does not print */
  hidden: Set<string>;
  /** conditions that could not be evaluated, by field */
  errors: { field: string; message: string }[];
}

/** The fields (pdfme schemas, all pages) whose condition is false for `record`, and the conditions that failed. */
export function evaluateConditions(schemas: Schema[][], record: Record<string, string>): RecordConditions {
  const result: RecordConditions = { hidden: new Set(), errors: [] };
  for (const schema of schemas.flat()) {
    const condition = conditionOf(schema as unknown as FieldSchema);
    if (condition === undefined) continue;
    const answer = replacePlaceholders({ content: `{(${condition}) ? "${SHOWN}" : "${HIDDEN}"}`, variables: record, schemas });
    if (answer === HIDDEN) result.hidden.add(schema.name);
    else if (answer !== SHOWN) result.errors.push({ field: schema.name, message: whyNotEvaluated(condition, schemas, record) });
  }
  return result;
}

/**
 * Why a condition failed: most often it reads a name the record does not have (a misspelt column). The record holds
 * every column of the data and the fields' values (src/data/records.ts withColumns), so its other keys are the columns.
 */
function whyNotEvaluated(condition: string, schemas: Schema[][], record: Record<string, string>): string {
  const fields = new Set(schemas.flat().map((schema) => schema.name));
  const unknown = referencedNames(condition).filter((name) => !fields.has(name) && !Object.hasOwn(record, name));
  if (unknown.length === 0) return `its “Show when” condition (${condition}) cannot be evaluated for this record`;
  const columns = Object.keys(record).filter((key) => !fields.has(key));
  const list = columns.length === 0 ? 'the record has no columns besides the fields' : `columns: ${columns.slice(0, 12).join(', ')}${columns.length > 12 ? ', …' : ''}`;
  return `its “Show when” condition reads ${unknown.map((name) => `“${name}”`).join(', ')}, which is no column or field; ${list}`;
}

/** `schemas` without the fields named in `hidden` (the same arrays when none is). */
export function withoutFields(schemas: Schema[][], hidden: Set<string>): Schema[][] {
  return hidden.size === 0 ? schemas : schemas.map((page) => page.filter((schema) => !hidden.has(schema.name)));
}
