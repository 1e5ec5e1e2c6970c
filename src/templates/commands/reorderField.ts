import { defineCommand } from './command';
import { locateField } from './locate';

export interface ReorderFieldArgs {
  id: string;
  /** New index in its page's list; the last index is drawn on top (as in the PDF). Clamped to the list. */
  to: number;
}

/** Moves a field up or down the stacking order of its page. */
export const reorderField = defineCommand<ReorderFieldArgs>('reorderField', 'Reorder', (draft, { id, to }) => {
  const place = locateField(draft, id);
  if (!place) return;
  const target = Math.max(0, Math.min(place.list.length - 1, to));
  if (target === place.index) return;
  const [field] = place.list.splice(place.index, 1);
  place.list.splice(target, 0, field);
});
