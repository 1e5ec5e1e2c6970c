import { uniqueFieldName } from '../naming';
import { defineCommand } from './command';
import { locateField } from './locate';

export interface RenameFieldArgs {
  id: string;
  name: string;
}

/**
 * Renames a field (made unique if the name is taken) and keeps the saved data mapping pointing at it,
 * so a column mapped to "customer" follows the field when it becomes "customerName".
 */
export const renameField = defineCommand<RenameFieldArgs>('renameField', 'Rename', (draft, { id, name }) => {
  const place = locateField(draft, id);
  const wanted = name.trim();
  if (!place || !wanted || place.field.name === wanted) return;
  const oldName = place.field.name;
  const unique = uniqueFieldName(draft, wanted);
  place.field.name = unique;
  const mapping = draft.platen?.mapping;
  if (mapping) {
    for (const column of Object.keys(mapping)) if (mapping[column] === oldName) mapping[column] = unique;
  }
});
