import type { FieldSchema } from '../types';
import { defineCommand } from './command';
import { locateFields } from './locate';

export interface UpdateFieldsArgs {
  ids: string[];
  /**
   * Properties to set on every field (font size, colour, content…). `undefined` removes a property.
   * id and name are never changed here: use renameField so names stay unique.
   */
  patch: Partial<FieldSchema>;
}

/** Sets properties on one or many fields at once (one undo entry). */
export const updateFields = defineCommand<UpdateFieldsArgs>('updateFields', 'Edit properties', (draft, { ids, patch }) => {
  for (const { field } of locateFields(draft, ids)) {
    for (const [key, value] of Object.entries(patch)) {
      if (key === 'id' || key === 'name') continue;
      if (value === undefined) delete field[key];
      else field[key] = value;
    }
  }
});
