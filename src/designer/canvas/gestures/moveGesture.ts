/**
 * Moving the selection by dragging a field, with snapping to the page, other fields and the grid.
 * Released over another page, the fields move onto that page.
 */
import { isLocked, locateFields, moveFields, moveFieldsToPage } from '../../../templates/commands';
import { designer } from '../../store';
import { canvasState } from '../canvasState';
import { canvasController } from '../controller';
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
  const source = Math.max(0, page);
  // header/footer fields belong to every page: they never change page
  const canChangePage = page >= 0 && moving.every((p) => p.page >= 0);
  const targetsByPage = new Map([[source, targetsFor(source, new Set(ids))]]);
  const startClient = { x: event.clientX, y: event.clientY };
  const startMm = pointOnPage(source, startClient);
  let dragging = false;
  let last = { dx: 0, dy: 0, page: source };
  track(
    event,
    (point, e) => {
      if (!dragging && Math.hypot(point.x - startClient.x, point.y - startClient.y) < DRAG_THRESHOLD_PX) return;
      dragging = true;
      const over = canChangePage ? (canvasController.hit(point)?.page ?? source) : source;
      if (!targetsByPage.has(over)) targetsByPage.set(over, targetsFor(over, new Set(ids)));
      // start and pointer in the coordinates of the page under the pointer: the offset then lands the fields there
      const now = pointOnPage(over, point);
      let dx = now.x - startMm.x;
      let dy = now.y - startMm.y;
      let guides: Guide[] = [];
      if (!e.altKey && canvasState.get().snapping) {
        const snap = snapBox({ ...bounds, x: bounds.x + dx, y: bounds.y + dy }, targetsByPage.get(over)!, snapThresholdMm(), canvasState.get().grid);
        dx += snap.dx;
        dy += snap.dy;
        guides = snap.guides;
      }
      last = { dx, dy, page: over };
      canvasState.set({ guides: guides.length ? { page: over, lines: guides } : null });
      if (over === source) designer.preview(moveFields, { ids, dx, dy });
      else designer.preview(moveFieldsToPage, { ids, page: over, dx, dy });
    },
    (committed) => {
      if (!dragging) {
        if (committed && narrowOnClick) designer.setView({ selection: [fieldId] });
        return;
      }
      if (!committed) designer.cancelPreview();
      else if (last.page === source) designer.run(moveFields, { ids, dx: last.dx, dy: last.dy });
      else {
        designer.run(moveFieldsToPage, { ids, page: last.page, dx: last.dx, dy: last.dy });
        designer.setView({ activePage: last.page });
      }
    },
  );
}
