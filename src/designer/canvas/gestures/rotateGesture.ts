/** Turning one field with the rotate handle (shift snaps to 15°). */
import { isLocked, locateField, rotateField } from '../../../templates/commands';
import { designer } from '../../store';
import { angleTowards } from '../resizeMath';
import { pointOnPage, track } from './shared';

/** Press on the rotate handle: turn the field around its centre (shift snaps to 15°). */
export function startRotate(event: React.PointerEvent, fieldId: string, page: number) {
  event.stopPropagation();
  const place = locateField(designer.getCommittedDoc(), fieldId);
  if (!place || isLocked(place.field)) return;
  const f = place.field;
  const centre = { x: f.position.x + f.width / 2, y: f.position.y + f.height / 2 };
  let last: number | null = null;
  track(
    event,
    (point, e) => {
      last = angleTowards(centre, pointOnPage(Math.max(0, page), point), e.shiftKey);
      designer.preview(rotateField, { ids: [fieldId], rotate: last });
    },
    (committed) => {
      if (last === null) return;
      if (committed) designer.run(rotateField, { ids: [fieldId], rotate: last });
      else designer.cancelPreview();
    },
  );
}
