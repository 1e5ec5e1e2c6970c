/** Moving the selection by dragging a field, with snapping to the page, other fields and the grid. */
import { isLocked, locateFields, moveFields } from '../../../templates/commands';
import { designer } from '../../store';
import { canvasState } from '../canvasState';
import { boundsOf, snapBox, type Guide } from '../snapping';
import { boxOf, DRAG_THRESHOLD_PX, pointOnPage, snapThresholdMm, targetsFor, track } from './shared';

/** Press on a field: select it (shift toggles), then drag the selection. */
export function startFieldPress(event: React.PointerEvent, fieldId: string, page: number) {
  const view = designer.getView();
  const selected = view.selection.includes(fieldId);
  if (event.shiftKey) {
    designer.setView({ selection: selected ? view.selection.filter((id) => id !== fieldId) : [...view.selection, fieldId], activePage: Math.max(0, page) });
    if (selected) return;
  } else if (!selected) {
    designer.setView({ selection: [fieldId], activePage: Math.max(0, page) });
  } else if (view.activePage !== page && page >= 0) {
    designer.setView({ activePage: page });
  }
  // A plain click on a field of a multi-selection narrows the selection to it once the pointer is released
  // without dragging (the press itself must keep the group so that a drag moves all of it).
  const narrowOnClick = selected && !event.shiftKey && view.selection.length > 1;
  const doc = designer.getCommittedDoc();
  const moving = locateFields(doc, designer.getView().selection).filter((p) => !isLocked(p.field) && (p.page === page || (page <= 0 && p.page === -1)));
  if (moving.length === 0) {
    if (narrowOnClick) designer.setView({ selection: [fieldId] });
    return;
  }
  const ids = moving.map((p) => p.field.id!);
  const bounds = boundsOf(moving.map((p) => boxOf(p.field)));
  const targets = targetsFor(Math.max(0, page), new Set(ids));
  const startClient = { x: event.clientX, y: event.clientY };
  const startMm = pointOnPage(Math.max(0, page), startClient);
  let dragging = false;
  let last = { dx: 0, dy: 0 };
  track(
    event,
    (point, e) => {
      if (!dragging && Math.hypot(point.x - startClient.x, point.y - startClient.y) < DRAG_THRESHOLD_PX) return;
      dragging = true;
      const now = pointOnPage(Math.max(0, page), point);
      let dx = now.x - startMm.x;
      let dy = now.y - startMm.y;
      let guides: Guide[] = [];
      if (!e.altKey && canvasState.get().snapping) {
        const snap = snapBox({ ...bounds, x: bounds.x + dx, y: bounds.y + dy }, targets, snapThresholdMm(), canvasState.get().grid);
        dx += snap.dx;
        dy += snap.dy;
        guides = snap.guides;
      }
      last = { dx, dy };
      canvasState.set({ guides: guides.length ? { page: Math.max(0, page), lines: guides } : null });
      designer.preview(moveFields, { ids, dx, dy });
    },
    (committed) => {
      if (!dragging) {
        if (committed && narrowOnClick) designer.setView({ selection: [fieldId] });
        return;
      }
      if (committed) designer.run(moveFields, { ids, ...last });
      else designer.cancelPreview();
    },
  );
}
