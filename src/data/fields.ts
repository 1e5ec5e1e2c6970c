/**
 * Which fields of a template take a value from a data record, and what kind of value each expects.
 * Pure: used by mapping, conversion, preflight and the Data panel's form.
 */
import type { FieldSchema, Template } from '../templates/types';
import { isBlankPdf } from '../templates/types';
import { isDecorativeType, valueKindOfType, type ValueKind as CatalogueValueKind } from '../templates/fieldTypes';
import { VALUE_KINDS, type ValueKindTraits } from '../templates/valueKinds';

/** The catalogue's value kinds, and 'other' for a type it does not know (read as plain text). */
export type ValueKind = CatalogueValueKind | 'other';

export interface DataField {
  field: FieldSchema;
  /** 0-based page index */
  page: number;
  /** 0-based index within the page */
  index: number;
  kind: ValueKind;
}

/** The kind of value a field type expects from a record (the catalogue's `value` trait). */
export function valueKindOf(type: string): ValueKind {
  return valueKindOfType(type) ?? 'other';
}

/** What the kind knows about its values (src/templates/valueKinds); a type the catalogue does not know reads as plain text. */
export function valueTraitsOf(kind: ValueKind): ValueKindTraits {
  return VALUE_KINDS[kind === 'other' ? 'text' : kind];
}

/** Fields that read a value from each record, in page order; each name once (pdfme keys records by name). */
export function dataFields(template: Template): DataField[] {
  const seen = new Set<string>();
  const out: DataField[] = [];
  template.schemas.forEach((fields, page) => {
    fields.forEach((field, index) => {
      if (field.readOnly || isDecorativeType(field.type) || seen.has(field.name)) return;
      seen.add(field.name);
      out.push({ field, page, index, kind: valueKindOf(field.type) });
    });
  });
  return out;
}

/** Page width/height in mm when the base is a blank page, else null (uploaded PDF: size known only to the worker). */
export function blankPageSize(template: Template): { width: number; height: number } | null {
  return isBlankPdf(template.basePdf) ? { width: template.basePdf.width, height: template.basePdf.height } : null;
}
