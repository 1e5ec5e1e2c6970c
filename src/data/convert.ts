/**
 * Cell text to the value each field type expects (pdfme renders strings, each type in its own form):
 * dates to pdfme's stored form 'yyyy/MM/dd' (the field's `format` and `locale` then decide how it prints),
 * checkboxes to 'true'/'false', tables to JSON rows, images to data URLs (or a dropped file by name),
 * multi-variable text to a JSON object of its variables or its whole text. A value that cannot be converted is kept as is, with a problem saying why.
 * Each kind's own conversion lives in its module under src/templates/valueKinds; this maps and converts whole rows.
 */
import type { DataRecord, FieldSchema, Problem, Template } from '../templates/types';
import type { ConvertContext, Converted } from '../templates/valueKinds';
import { dataFields, valueKindOf, valueTraitsOf } from './fields';
import { applyMapping, variablesOf, type Mapping } from './mapping';
import { toUserKeyed, userKeyed } from '../templates/userKeyed';

export type { ConvertContext, Converted };

/** Converts one cell for one field: its value kind's convertCell (src/templates/valueKinds); a type Platen does not know keeps the cell as written. */
export function convertValue(field: FieldSchema, raw: string, ctx: ConvertContext = {}): Converted {
  const value = raw ?? '';
  return valueTraitsOf(valueKindOf(field.type)).convertCell(field, value, ctx);
}

export interface ConvertedRecords {
  records: DataRecord[];
  /** path ['records', row, fieldName]; the message names neither */
  problems: Problem[];
}

/**
 * Maps and converts every row. Fields no column fills get '' (pdfme prints an absent value as empty, and the canvas
 * must show what the PDF will). A problem's place is its path; the row is named where the message is shown.
 */
export function convertRows(
  template: Template,
  rows: readonly Record<string, string>[],
  mapping: Mapping,
  ctx: ConvertContext = {},
): ConvertedRecords {
  const mapped = new Set(Object.values(mapping));
  const fields = dataFields(template);
  const records: DataRecord[] = new Array(rows.length);
  const problems: Problem[] = [];
  for (let row = 0; row < rows.length; row++) {
    const raw = applyMapping(rows[row], mapping);
    const record: DataRecord = userKeyed();
    for (const { field } of fields) {
      const variableTargets = variablesOf(field).filter((v) => mapped.has(`${field.name}.${v}`));
      if (!mapped.has(field.name) && variableTargets.length === 0) {
        record[field.name] = '';
        continue;
      }
      let converted = mapped.has(field.name) ? convertValue(field, raw[field.name] ?? '', ctx) : { value: '' };
      if (variableTargets.length > 0) {
        // Columns mapped to single variables fill (or override) the JSON object.
        let variables = userKeyed<string>();
        try {
          if (converted.value) variables = toUserKeyed(JSON.parse(converted.value) as Record<string, string>);
        } catch {
          // not JSON: the single-variable columns alone fill it
        }
        for (const v of variableTargets) variables[v] = raw[`${field.name}.${v}`] ?? '';
        // pdfme prints nothing at all when one variable is missing: a variable no column fills prints empty instead,
        // and is named by preflight (mapping.ts unfilledVariables).
        for (const v of variablesOf(field)) variables[v] ??= '';
        converted = { value: JSON.stringify(variables) };
      }
      record[field.name] = converted.value;
      if (converted.problem) {
        problems.push({ path: ['records', row, field.name], message: converted.problem.message, severity: converted.problem.severity });
      }
    }
    records[row] = record;
  }
  return { records, problems };
}
