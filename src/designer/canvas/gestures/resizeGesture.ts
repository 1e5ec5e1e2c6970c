/** Resizing one field by one of its 8 handles (shift keeps the ratio, alt resizes from the centre). */
import { isLocked, locateField, MIN_FIELD_SIZE_MM, resizeField } from '../../../templates/commands';
import { designer } from '../../store';
import { canvasState } from '../canvasState';
import { resizeBox, type Handle } from '../resizeMath';
import { snapValue, type BoxMm, type Guide } from '../snapping';
import { boxOf, pointOnPage, snapThresholdMm, targetsFor, track } from './shared';

/** Press on one of the 8 handles of a single selected field. */
export function startResize(event: React.PointerEvent, fieldId: string, page: number, handle: Handle) {
  event.stopPropagation();
  const place = locateField(designer.getCommittedDoc(), fieldId);
  if (!place || isLocked(place.field)) return;
  const field = place.field;
  const rotation = Number(field.rotate) || 0;
  const start = pointOnPage(Math.max(0, page), { x: event.clientX, y: event.clientY });
  const targets = targetsFor(Math.max(0, page), new Set([fieldId]));
  let last: BoxMm | null = null;
  track(
    event,
    (point, e) => {
      const now = pointOnPage(Math.max(0, page), point);
      let box = resizeBox(boxOf(field), rotation, handle, now.x - start.x, now.y - start.y, {
        keepRatio: e.shiftKey,
        fromCentre: e.altKey,
        min: MIN_FIELD_SIZE_MM,
      });
      const guides: Guide[] = [];
      // Edge snapping only for unrotated fields without ratio/centre constraints: the maths stays honest there.
      if (rotation === 0 && !e.altKey && !e.shiftKey && canvasState.get().snapping) {
        const t = snapThresholdMm();
        const grid = canvasState.get().grid;
        if (handle.includes('e')) {
          const s = snapValue(box.x + box.width, targets.x, t, grid);
          box = { ...box, width: Math.max(MIN_FIELD_SIZE_MM, s.value - box.x) };
          if (s.guide !== null) guides.push({ axis: 'x', at: s.guide });
        }
        if (handle.includes('w')) {
          const right = box.x + box.width;
          const s = snapValue(box.x, targets.x, t, grid);
          box = { ...box, x: Math.min(s.value, right - MIN_FIELD_SIZE_MM), width: Math.max(MIN_FIELD_SIZE_MM, right - s.value) };
          if (s.guide !== null) guides.push({ axis: 'x', at: s.guide });
        }
        if (handle.includes('s')) {
          const s = snapValue(box.y + box.height, targets.y, t, grid);
          box = { ...box, height: Math.max(MIN_FIELD_SIZE_MM, s.value - box.y) };
          if (s.guide !== null) guides.push({ axis: 'y', at: s.guide });
        }
        if (handle.startsWith('n')) {
          const bottom = box.y + box.height;
          const s = snapValue(box.y, targets.y, t, grid);
          box = { ...box, y: Math.min(s.value, bottom - MIN_FIELD_SIZE_MM), height: Math.max(MIN_FIELD_SIZE_MM, bottom - s.value) };
          if (s.guide !== null) guides.push({ axis: 'y', at: s.guide });
        }
      }
      last = box;
      canvasState.set({ guides: guides.length ? { page: Math.max(0, page), lines: guides } : null });
      designer.preview(resizeField, { id: fieldId, ...box });
    },
    (committed) => {
      if (!last) return;
      if (committed) designer.run(resizeField, { id: fieldId, ...last });
      else designer.cancelPreview();
    },
  );
}
