import { newFieldId } from '../ids';
import { uniqueFieldName } from '../naming';
import type { FieldSchema } from '../types';
import { isBlankPdf } from '../types';
import { defineCommand } from './command';

export interface AddStaticFieldArgs {
  field: FieldSchema;
}

/** Adds a header/footer field printed on every page (pdfme's basePdf.staticSchema; blank pages only). */
export const addStaticField = defineCommand<AddStaticFieldArgs>('addStaticField', 'Add header/footer field', (draft, { field }) => {
  if (!isBlankPdf(draft.basePdf)) return;
  const name = uniqueFieldName(draft, field.name);
  draft.basePdf.staticSchema ??= [];
  draft.basePdf.staticSchema.push({ ...field, id: field.id ?? newFieldId(), name });
});
