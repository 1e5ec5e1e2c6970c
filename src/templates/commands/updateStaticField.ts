import type { FieldSchema } from '../types';
import { isBlankPdf } from '../types';
import { defineCommand } from './command';

export interface UpdateStaticFieldArgs {
  id: string;
  /** Properties to set; `undefined` removes one. id and name are left alone. */
  patch: Partial<FieldSchema>;
}

/** Edits a header/footer field. */
export const updateStaticField = defineCommand<UpdateStaticFieldArgs>('updateStaticField', 'Edit header/footer field', (draft, { id, patch }) => {
  if (!isBlankPdf(draft.basePdf)) return;
  const field = draft.basePdf.staticSchema?.find((f) => f.id === id);
  if (!field) return;
  for (const [key, value] of Object.entries(patch)) {
    if (key === 'id' || key === 'name') continue;
    if (value === undefined) delete field[key];
    else field[key] = value;
  }
});
