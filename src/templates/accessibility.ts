/**
 * What a field is for a screen reader, when a template prints tagged PDF (PDF/UA-1, `template.platen.pdfua`): its
 * structure role and its alternative text. Each field's kind gives the default (the catalogue's `structure` trait,
 * src/templates/fieldTypes.ts); a field may say otherwise in Properties → Accessibility:
 * - `platenRole`: 'paragraph', 'heading1'…'heading6' for text; 'decorative' for anything drawn only for looks (an
 *   artifact, skipped by readers, as lines and rectangles are by default);
 * - `platenAlt`: the alternative text of a picture, SVG, signature, barcode or mark, with {column} placeholders
 *   filled from the record ("Photo of {name}").
 */
import { findFieldType, isBarcodeType } from './fieldTypes';
import type { FieldSchema, Template } from './types';

/** A BCP 47 language tag as far as a user can get it wrong: letters and digits in parts of 1–8, joined by hyphens. */
export function isLanguageTag(text: string): boolean {
  return /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(text);
}

export const FIELD_ROLES = ['auto', 'paragraph', 'heading1', 'heading2', 'heading3', 'heading4', 'heading5', 'heading6', 'decorative'] as const;
export type FieldRole = (typeof FIELD_ROLES)[number];

/** The PDF structure types Platen writes for fields (ISO 32000-1 14.8.4). */
export type StructureTag = 'P' | 'H1' | 'H2' | 'H3' | 'H4' | 'H5' | 'H6' | 'Figure' | 'Table' | 'L';

/** How a field is tagged: its structure element, or an artifact (drawn, not read). */
export type FieldStructure =
  | { kind: 'text'; tag: 'P' | 'H1' | 'H2' | 'H3' | 'H4' | 'H5' | 'H6' }
  | { kind: 'figure'; tag: 'Figure' }
  | { kind: 'table'; tag: 'Table' }
  | { kind: 'list'; tag: 'L' }
  | { kind: 'artifact' };

/** The role stored on a field; a missing or unknown value is 'auto' (the kind's default). */
export function roleOf(field: Pick<FieldSchema, 'platenRole'> | Record<string, unknown>): FieldRole {
  const role = (field as Record<string, unknown>).platenRole;
  return FIELD_ROLES.includes(role as FieldRole) ? (role as FieldRole) : 'auto';
}

/** The structure element a field becomes in a tagged PDF. Unknown types are read as text. */
export function structureOf(field: Pick<FieldSchema, 'type'> & Record<string, unknown>): FieldStructure {
  const role = roleOf(field);
  if (role === 'decorative') return { kind: 'artifact' };
  const kind = findFieldType(field.type)?.structure ?? 'text';
  switch (kind) {
    case 'decoration':
      return { kind: 'artifact' };
    case 'figure':
      return { kind: 'figure', tag: 'Figure' };
    case 'table':
      return { kind: 'table', tag: 'Table' };
    case 'list':
      return { kind: 'list', tag: 'L' };
    case 'text':
      return { kind: 'text', tag: role.startsWith('heading') ? (`H${role.slice('heading'.length)}` as 'H1') : 'P' };
  }
}

/** Fills {name} placeholders from the record; a name the record lacks stays as written. */
function fillPlaceholders(text: string, record: Readonly<Record<string, string>>): string {
  return text.replace(/\{([^{}]+)\}/g, (whole, name: string) => record[name.trim()] ?? whole);
}

/**
 * A figure's alternative text: the field's own (placeholders filled), else what can be said without it — a barcode
 * by its kind and value ("QR code: https://…"), a mark by its state, anything else by the field's name (preflight
 * asks for a real description: validate/accessibility.ts).
 */
export function altTextOf(field: Pick<FieldSchema, 'type' | 'name'> & Record<string, unknown>, value: string, record: Readonly<Record<string, string>>): string {
  const own = typeof field.platenAlt === 'string' ? fillPlaceholders(field.platenAlt, record).trim() : '';
  if (own) return own;
  const fieldType = findFieldType(field.type);
  if (isBarcodeType(field.type)) return `${fieldType?.label ?? 'Barcode'}: ${value}`;
  if (!isPicture(field.type)) return `${field.name}: ${value === 'true' ? 'checked' : 'not checked'}`;
  return `${fieldType?.label ?? 'Picture'} “${field.name}”`;
}

/** A figure drawn from a picture (image, signature, SVG), which only a person can describe; a mark or barcode says what it is. */
function isPicture(type: string): boolean {
  const value = findFieldType(type)?.value;
  return value === 'image' || value === 'svg' || value === undefined;
}

/** Whether a figure has alternative text of its own (barcodes and marks describe themselves). */
export function needsOwnAltText(field: Pick<FieldSchema, 'type'> & Record<string, unknown>): boolean {
  if (structureOf(field).kind !== 'figure' || !isPicture(field.type)) return false;
  return !(typeof field.platenAlt === 'string' && field.platenAlt.trim() !== '');
}

/**
 * Where each field of a page comes in a screen reader's reading order (1, 2, 3…): the Layers order (drawing order),
 * artifacts left out. By field id.
 */
export function readingOrder(fields: readonly FieldSchema[]): Map<string, number> {
  const order = new Map<string, number>();
  for (const field of fields) {
    if (field.id && structureOf(field).kind !== 'artifact') order.set(field.id, order.size + 1);
  }
  return order;
}

/**
 * The template with tagged PDF turned on or off for one run, as `platen render --pdfua` and the service's `pdfua`
 * ask; undefined keeps the template's own setting. The template itself is not changed.
 */
export function withTagging(template: Template, pdfua: boolean | undefined): Template {
  if (pdfua === undefined) return template;
  const { pdfua: _own, ...meta } = template.platen ?? {};
  return { ...template, platen: pdfua ? { ...meta, pdfua: true } : meta };
}
