import type { FieldSchema, Template } from '../types';
import { isBlankPdf } from '../types';

/** Where a field lives: a page's list (page ≥ 0) or the header/footer list basePdf.staticSchema (page = -1). */
export interface FieldPlace {
  list: FieldSchema[];
  index: number;
  page: number;
  field: FieldSchema;
}

/** The header/footer fields of a blank-page template (empty for an uploaded PDF). */
export function staticFields(template: Template): FieldSchema[] {
  return isBlankPdf(template.basePdf) ? (template.basePdf.staticSchema ?? []) : [];
}

/** Finds a field by id on any page or among the header/footer fields. Works on drafts and plain templates. */
export function locateField(template: Template, id: string): FieldPlace | null {
  for (let page = 0; page < template.schemas.length; page++) {
    const list = template.schemas[page];
    const index = list.findIndex((field) => field.id === id);
    if (index >= 0) return { list, index, page, field: list[index] };
  }
  const list = staticFields(template);
  const index = list.findIndex((field) => field.id === id);
  return index >= 0 ? { list, index, page: -1, field: list[index] } : null;
}

/** The fields with these ids, in the order given, skipping unknown ids. */
export function locateFields(template: Template, ids: readonly string[]): FieldPlace[] {
  const places: FieldPlace[] = [];
  for (const id of ids) {
    const place = locateField(template, id);
    if (place) places.push(place);
  }
  return places;
}

/** Whether the user locked this field against moving and resizing. */
export function isLocked(field: FieldSchema): boolean {
  return field.locked === true;
}
