/**
 * Repairs: edits that make a template stock pdfme 6 renders fit Platen's stricter checks without changing what it
 * prints. Each repair plans its changes on a template (a plain object or an Immer draft) and each change knows how
 * to make itself, so the designer lists them first and then applies all of them as one undoable command.
 */
import { type Path, describeField } from '../validate/place';
import type { FieldSchema, Template } from '../types';

export type { Path };

/** One change a repair will make: where, in words, and the edit itself (mutates the template it was planned on). */
export interface PlannedChange {
  path: Path;
  /** e.g. 'Header/footer field “title”: renamed “title (header)”.' */
  message: string;
  apply(): void;
}

/** A kind of repair: plans the changes it would make to this template (none when there is nothing to repair). */
export type Repair = (template: Template) => PlannedChange[];

/** One field with its JSON path and a phrase naming it for a user. */
export interface FieldAt {
  field: FieldSchema;
  path: Path;
  where: string;
  /** null for header/footer fields */
  pageIndex: number | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every well-formed field object: pages first, then the header/footer (validation's order). */
export function fieldsOf(template: Template): FieldAt[] {
  const fields: FieldAt[] = [];
  const visit = (list: unknown, base: Path, pageIndex: number | null) => {
    if (!Array.isArray(list)) return;
    list.forEach((field, index) => {
      if (isRecord(field)) fields.push({ field: field as FieldSchema, path: [...base, index], where: describeField(field.name, index, pageIndex), pageIndex });
    });
  };
  if (Array.isArray(template.schemas)) template.schemas.forEach((page, pageIndex) => visit(page, ['schemas', pageIndex], pageIndex));
  if (isRecord(template.basePdf)) visit(template.basePdf.staticSchema, ['basePdf', 'staticSchema'], null);
  return fields;
}
