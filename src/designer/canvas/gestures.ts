/**
 * Pointer gestures on the canvas: move (with snapping and guides), resize, rotate, marquee selection.
 * Each gesture previews through designer.preview while the pointer moves and commits one command on pointer-up,
 * so a drag is exactly one undo entry. Escape cancels a gesture in progress.
 */
import { moveFields, resizeField, rotateField, locateField, locateFields, isLocked, MIN_FIELD_SIZE_MM } from '../../templates/commands';
import type { FieldSchema } from '../../templates/types';
import { designer } from '../store';
import { canvasState } from './canvasState';
import { canvasController } from './controller';
import { pxPerMm, screenToPage, type ScreenPoint } from './coordinates';
import { pagePadding, pageSizeMm } from './pageSize';
import { angleTowards, resizeBox, type Handle } from './resizeMath';
import { boundsOf, snapBox, snapTargets, snapValue, type BoxMm, type Guide } from './snapping';

/** Pointer travel (px) before a press becomes a drag, so clicks stay clicks. */
const DRAG_THRESHOLD_PX = 3;
/** How close (screen px) an edge must come to a target to snap. */
const SNAP_DISTANCE_PX = 6;

const boxOf = (f: FieldSchema): BoxMm => ({ x: f.position.x, y: f.position.y, width: f.width, height: f.height });

function pointOnPage(page: number, point: ScreenPoint) {
  const placement = canvasController.placement(page);
  return placement ? screenToPage(point, placement, canvasController.viewport()) : { x: 0, y: 0 };
}

function snapThresholdMm(): number {
  return SNAP_DISTANCE_PX / pxPerMm(designer.getView().zoom);
}

function targetsFor(page: number, exclude: Set<string>) {
  const doc = designer.getCommittedDoc();
  const hidden = new Set(designer.getView().hiddenFieldIds);
  const others = (doc.schemas[page] ?? []).filter((f) => !exclude.has(f.id!) && !hidden.has(f.id!)).map(boxOf);
  return snapTargets({ ...pageSizeMm(doc), padding: pagePadding(doc) }, others);
}

/** Follows the pointer until it is released; `onMove` gets the client point and modifier keys. */
function track(
  start: PointerEvent | React.PointerEvent,
  onMove: (point: ScreenPoint, event: PointerEvent) => void,
  onEnd: (committed: boolean) => void,
) {
  const pointerId = start.pointerId;
  const finish = (committed: boolean) => {
    window.removeEventListener('pointermove', move);
    window.removeEventListener('pointerup', up);
    window.removeEventListener('pointercancel', cancel);
    window.removeEventListener('keydown', key, true);
    canvasState.set({ guides: null, marquee: null });
    onEnd(committed);
  };
  const move = (event: PointerEvent) => {
    if (event.pointerId === pointerId) onMove({ x: event.clientX, y: event.clientY }, event);
  };
  const up = (event: PointerEvent) => event.pointerId === pointerId && finish(true);
  const cancel = (event: PointerEvent) => event.pointerId === pointerId && finish(false);
  const key = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    finish(false);
  };
  window.addEventListener('pointermove', move);
  window.addEventListener('pointerup', up);
  window.addEventListener('pointercancel', cancel);
  window.addEventListener('keydown', key, true);
}

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

/** Press on an empty part of a page: clear the selection (unless shift) and drag a selection rectangle. */
export function startMarquee(event: React.PointerEvent, page: number) {
  const keep = event.shiftKey ? designer.getView().selection : [];
  designer.setView({ selection: keep, activePage: page });
  const start = pointOnPage(page, { x: event.clientX, y: event.clientY });
  const hidden = new Set(designer.getView().hiddenFieldIds);
  track(
    event,
    (point) => {
      const now = pointOnPage(page, point);
      const box = { x: Math.min(start.x, now.x), y: Math.min(start.y, now.y), width: Math.abs(now.x - start.x), height: Math.abs(now.y - start.y) };
      canvasState.set({ marquee: { page, box } });
      const hits = (designer.getDoc().schemas[page] ?? [])
        .filter((f) => !hidden.has(f.id!))
        .filter((f) => f.position.x < box.x + box.width && f.position.x + f.width > box.x && f.position.y < box.y + box.height && f.position.y + f.height > box.y)
        .map((f) => f.id!);
      designer.setView({ selection: [...new Set([...keep, ...hits])] });
    },
    () => undefined,
  );
}
