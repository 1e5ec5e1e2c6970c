import { roundMm } from '../units';
import { defineCommand } from './command';
import { isLocked, locateFields } from './locate';

export interface MoveFieldsToPageArgs {
  ids: string[];
  /** 0-based target page */
  page: number;
  /** Offset in mm, applied to each field's position as it lands on the target page. */
  dx: number;
  dy: number;
}

/**
 * Moves fields onto another page (a drag that ends over a different page), keeping their arrangement.
 * Locked fields and header/footer fields stay where they are; they keep their stacking order, on top of the target page.
 */
export const moveFieldsToPage = defineCommand<MoveFieldsToPageArgs>('moveFieldsToPage', 'Move to page', (draft, { ids, page, dx, dy }) => {
  const target = draft.schemas[page];
  if (!target) return;
  const places = locateFields(draft, ids).filter((p) => p.page >= 0 && !isLocked(p.field));
  const moved = places.map((p) => ({ ...p.field, position: { x: roundMm(p.field.position.x + dx), y: roundMm(p.field.position.y + dy) } }));
  // remove from the end of each list first so earlier indices stay valid
  for (const place of [...places].sort((a, b) => b.page - a.page || b.index - a.index)) place.list.splice(place.index, 1);
  target.push(...moved);
});
