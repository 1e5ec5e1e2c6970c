import { newFieldId } from '../ids';
import { uniqueFieldName } from '../naming';
import type { FieldSchema } from '../types';
import { defineCommand } from './command';

export interface AddFieldArgs {
  /** 0-based page index */
  page: number;
  /** The new field (position in mm); its name is made unique and an id assigned if it has none. */
  field: FieldSchema;
}

/** Adds one field on top of a page. */
export const addField = defineCommand<AddFieldArgs>('addField', 'Add field', (draft, { page, field }) => {
  const list = draft.schemas[page];
  if (!list) return;
  list.push({ ...field, id: field.id ?? newFieldId(), name: uniqueFieldName(draft, field.name) });
});
