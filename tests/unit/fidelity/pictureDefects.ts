/**
 * Deliberate defects for pagePictures.test.ts: the bench invoice (bench/fixtures/invoice.ts) with one thing a reader
 * would call a different page, made on Platen's side only. Each answers a changed copy of the template.
 */
import type { FieldSchema, Template } from '../../../src/templates/types';

type Defect = (template: Template) => Template;

/** Field `name` of the first page, changed by `change` (a copy; the template is not touched). */
function withField(name: string, change: (field: FieldSchema) => FieldSchema | undefined): Defect {
  return (template) => ({
    ...template,
    schemas: template.schemas.map((fields) => fields.flatMap((field) => (field.name === name ? (change(structuredClone(field)) ?? []) : [field]))),
  });
}

const noBorders = { top: 0, right: 0, bottom: 0, left: 0 };

/** Defects by what a reader would say is wrong. */
export const INVOICE_DEFECTS: Record<string, Defect> = {
  'the table has no outer border': withField('items', (field) => ({ ...field, tableStyles: { borderColor: '#000000', borderWidth: 0 } })),
  'the table rows have no 0.1 mm rules': withField('items', (field) => ({ ...field, bodyStyles: { ...(field.bodyStyles as object), borderWidth: noBorders } })),
  'the table head has no fill': withField('items', (field) => ({ ...field, headStyles: { ...(field.headStyles as object), backgroundColor: '' } })),
  'the customer e-mail line is missing': withField('customerEmail', () => undefined),
  'the customer name is 2 mm to the right': withField('customerName', (field) => ({ ...field, position: { x: field.position.x + 2, y: field.position.y } })),
  'the customer name is 2 mm lower': withField('customerName', (field) => ({ ...field, position: { x: field.position.x, y: field.position.y + 2 } })),
  'the notes are 1 pt larger': withField('notes', (field) => ({ ...field, fontSize: Number(field.fontSize) + 1 })),
  'the company address is 1 pt larger': withField('companyAddress', (field) => ({ ...field, fontSize: Number(field.fontSize) + 1 })),
  'the logo is missing': withField('logo', () => undefined),
  'the payment QR code is missing': withField('paymentQr', () => undefined),
  'the rule under the header is missing': withField('headerRule', () => undefined),
  'the bill-to box is missing': withField('billToBox', () => undefined),
};
