/**
 * Field types and the type-specific properties pdfme would choke on: tables whose columns and widths disagree,
 * JSON content that isn't, select values not among the options. Each check is its value kind's
 * (src/templates/valueKinds/<kind>.ts), so a new kind brings its own.
 */
import { FIELD_TYPES, findFieldType } from '../fieldTypes';
import { VALUE_KINDS } from '../valueKinds';
import { type FieldPlace, error } from './place';
import type { Problem } from '../types';

/** Errors for fields of types Platen has no renderer for; returns the fields whose type is known. */
export function checkTypes(places: FieldPlace[], problems: Problem[]): FieldPlace[] {
  const known: FieldPlace[] = [];
  for (const place of places) {
    const type = place.field.type as string;
    if (findFieldType(type)) {
      known.push(place);
      continue;
    }
    const hint = FIELD_TYPES.find((fieldType) => fieldType.type.toLowerCase() === type.toLowerCase());
    problems.push(
      error(
        [...place.path, 'type'],
        `${place.where}: “${type}” is not a field type Platen knows${hint ? ` (did you mean “${hint.type}”?)` : ''}.`,
      ),
    );
  }
  return known;
}

/** Runs the checks particular to each known field type: its value kind's (src/templates/valueKinds). */
export function checkTypeSpecific(places: FieldPlace[], problems: Problem[]): void {
  for (const place of places) {
    const kind = findFieldType(place.field.type as string)?.value;
    if (kind) VALUE_KINDS[kind].checkTemplateValue(place, problems);
  }
}
