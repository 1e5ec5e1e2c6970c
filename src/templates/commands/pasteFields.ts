import { newFieldId } from '../ids';
import { fieldNames, uniqueFieldName } from '../naming';
import type { FieldSchema } from '../types';
import { defineCommand } from './command';

export interface PasteFieldsArgs {
  page: number;
  /** Fields from the clipboard (any template); ids should be fresh so the caller can select them. */
  fields: FieldSchema[];
}

/** Pastes fields onto a page, renaming any whose name is already used in this template. */
export const pasteFields = defineCommand<PasteFieldsArgs>('pasteFields', 'Paste', (draft, { page, fields }) => {
  const list = draft.schemas[page];
  if (!list) return;
  const taken = fieldNames(draft);
  for (const field of fields) {
    const name = uniqueFieldName(draft, field.name, taken);
    taken.add(name);
    list.push({ ...field, id: field.id ?? newFieldId(), name });
  }
});
