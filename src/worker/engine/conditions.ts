/**
 * Which fields a record leaves out: each field's "Show when" condition (src/templates/condition.ts) evaluated over
 * the record's values by pdfme's own expression evaluator (replacePlaceholders: acorn-parsed, a safe subset, no
 * eval). pdfme prints an expression it cannot evaluate as written, so the condition is wrapped in a ternary whose
 * only possible answers are known: anything else means it failed, and the record fails naming the field.
 */
import type { Schema } from '@pdfme/common';
import { replacePlaceholders } from '@pdfme/common';
import { conditionOf } from '../../templates/condition';
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
    else if (answer !== SHOWN) {
      result.errors.push({ field: schema.name, message: `its “Show when” condition (${condition}) cannot be evaluated for this record` });
    }
  }
  return result;
}

/** `schemas` without the fields named in `hidden` (the same arrays when none is). */
export function withoutFields(schemas: Schema[][], hidden: Set<string>): Schema[][] {
  return hidden.size === 0 ? schemas : schemas.map((page) => page.filter((schema) => !hidden.has(schema.name)));
}
