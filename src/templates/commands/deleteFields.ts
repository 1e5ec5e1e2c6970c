import { defineCommand } from './command';
import { locateField } from './locate';

export interface DeleteFieldsArgs {
  ids: string[];
}

/** Deletes fields (locked ones too: locking protects position, the user deleting is explicit). */
export const deleteFields = defineCommand<DeleteFieldsArgs>('deleteFields', 'Delete', (draft, { ids }) => {
  for (const id of ids) {
    const place = locateField(draft, id);
    if (place) place.list.splice(place.index, 1);
  }
});
