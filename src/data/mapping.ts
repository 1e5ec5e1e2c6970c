/**
 * Which data column fills which field. Matched automatically by name — ignoring case, spaces, punctuation and
 * accents, so "First Name", "first_name" and "firstName" all find the field firstName — then editable by the user and
 * saved with the template in template.platen.mapping (column -> field name) through the setMapping command.
 *
 * A multi-variable text field ("{firstName} {lastName}") can take one column — a JSON object of its variables, or
 * else its whole text ("Ada Lovelace") — or one column per variable: those map to the target "fieldName.variable",
 * so a spreadsheet with First name / Last name fills it directly. A variable left without a column prints empty
 * and is a mapping problem (unfilledVariables).
 */
import type { DataRecord, Problem, Template } from '../templates/types';
import { ownValue, userKeyed } from '../templates/userKeyed';
import { variablesOf } from '../templates/multiVariableValue';
import { dataFields, type DataField } from './fields';

/** data column -> field name (the shape of TemplateMeta.mapping) */
export type Mapping = Record<string, string>;

/** Something a column can fill: a field, or one variable of a multi-variable text field. */
export interface MappingTarget {
  /** the mapping value: "company" or "fullName.firstName" */
  name: string;
  /** as shown in the mapping select */
  label: string;
  field: string;
  variable?: string;
}

/** The variables a multi-variable text field fills: templates/multiVariableValue.ts, where conversion reads them too. */
export { variablesOf };

/** Every mapping target of these fields, fields first then their variables. */
export function mappingTargets(fields: readonly DataField[]): MappingTarget[] {
  const targets: MappingTarget[] = [];
  for (const { field, kind } of fields) {
    targets.push({ name: field.name, label: field.name, field: field.name });
    if (kind === 'multiVariableText') {
      for (const variable of variablesOf(field)) targets.push({ name: `${field.name}.${variable}`, label: `${field.name} › ${variable}`, field: field.name, variable });
    }
  }
  return targets;
}

/** "Prénom du client" -> "prenomduclient": the key two names are compared by. */
export function matchKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The mapping to use for these columns: entries of `saved` that still make sense (column present, field present),
 * then each remaining field matched to the remaining column with the same key. A column fills at most one field.
 */
export function autoMapping(columns: readonly string[], fieldNames: readonly string[], saved: Mapping = {}): Mapping {
  const mapping: Mapping = userKeyed();
  const usedFields = new Set<string>();
  const fieldSet = new Set(fieldNames);
  for (const column of columns) {
    const field = ownValue(saved, column);
    if (field && fieldSet.has(field) && !usedFields.has(field)) {
      mapping[column] = field;
      usedFields.add(field);
    }
  }
  const freeColumns = new Map<string, string>();
  for (const column of columns) if (!(column in mapping) && !freeColumns.has(matchKey(column))) freeColumns.set(matchKey(column), column);
  const take = (target: string, key: string) => {
    const column = freeColumns.get(key);
    if (column === undefined || usedFields.has(target)) return;
    mapping[column] = target;
    usedFields.add(target);
    freeColumns.delete(key);
  };
  // Whole names first ("fullName", "fullName.firstName"), then a variable by its own name ("First name").
  for (const target of fieldNames) take(target, matchKey(target));
  for (const target of fieldNames) if (target.includes('.')) take(target, matchKey(target.slice(target.lastIndexOf('.') + 1)));
  return mapping;
}

/** The mapping with `column` pointed at `field` (or at nothing when field is ''); a field keeps one column. */
export function withColumnMapped(mapping: Mapping, column: string, field: string): Mapping {
  const next: Mapping = userKeyed();
  for (const [c, f] of Object.entries(mapping)) if (c !== column && f !== field) next[c] = f;
  if (field) next[column] = field;
  return next;
}

/** The column mapped to `field`, if any. */
export function columnFor(mapping: Mapping, field: string): string | undefined {
  return Object.keys(mapping).find((column) => mapping[column] === field);
}

/** One data row as raw field values (not yet converted): field name -> cell text, for mapped fields only. */
export function applyMapping(row: Record<string, string>, mapping: Mapping): DataRecord {
  const record: DataRecord = userKeyed();
  for (const [column, field] of Object.entries(mapping)) {
    const value = ownValue(row, column);
    if (value !== undefined) record[field] = value;
  }
  return record;
}

/** Whether some column fills `field` (itself, or one of its variables). */
export function isFieldMapped(mapping: Mapping, field: string): boolean {
  return Object.values(mapping).some((target) => target === field || target.startsWith(`${field}.`));
}

/** Required fields no column fills: each an error at ['platen', 'mapping', fieldName]. */
export function unmappedRequired(template: Template, mapping: Mapping): Problem[] {
  return dataFields(template)
    .filter(({ field }) => field.required && !isFieldMapped(mapping, field.name))
    .map(({ field }) => ({
      path: ['platen', 'mapping', field.name],
      message: `Required field “${field.name}” has no data column; choose one in the mapping`,
      severity: 'error' as const,
    }));
}

/** Variables of multi-variable texts that print empty: some variables of the field have a column, these none. */
export function unfilledVariables(fields: readonly DataField[], mapping: Mapping): { field: string; variable: string }[] {
  const mapped = new Set(Object.values(mapping));
  const unfilled: { field: string; variable: string }[] = [];
  for (const { field, kind } of fields) {
    if (kind !== 'multiVariableText' || mapped.has(field.name)) continue;
    const variables = variablesOf(field);
    if (!variables.some((variable) => mapped.has(`${field.name}.${variable}`))) continue; // the whole field is unfilled
    for (const variable of variables) if (!mapped.has(`${field.name}.${variable}`)) unfilled.push({ field: field.name, variable });
  }
  return unfilled;
}

/**
 * Variables no column fills, as problems at ['platen', 'mapping', field, variable]: an error when the field is
 * required, else a warning (the rest of the text prints). For preflight: the Data panel, `platen validate`, --preflight.
 */
export function unfilledVariableProblems(template: Template, mapping: Mapping): Problem[] {
  const fields = dataFields(template);
  const required = new Set(fields.filter(({ field }) => field.required).map(({ field }) => field.name));
  return unfilledVariables(fields, mapping).map(({ field, variable }) => ({
    path: ['platen', 'mapping', field, variable],
    message: `No column fills {${variable}} of field “${field}”: it prints empty on every record; map a column to “${field} › ${variable}”, or one column to “${field}” for the whole text`,
    severity: required.has(field) ? ('error' as const) : ('warning' as const),
  }));
}

/** What the mapping leaves unprinted, for the Data panel: required fields and variables no column fills. */
export function mappingProblems(template: Template, mapping: Mapping): Problem[] {
  return [...unmappedRequired(template, mapping), ...unfilledVariableProblems(template, mapping)];
}
