/**
 * What every canvas gesture shares: following the pointer until release (Escape cancels), page coordinates of a
 * client point, and snap targets. Each gesture previews through designer.preview while the pointer moves and
 * commits one command on pointer-up, so a drag is exactly one undo entry.
 */
import type { FieldSchema } from '../../../templates/types';
import { designer } from '../../store';
import { canvasState } from '../canvasState';
import { canvasController } from '../controller';
import { pxPerMm, screenToPage, type ScreenPoint } from '../coordinates';
import { pagePadding, pageSizeMm } from '../pageSize';
import { snapTargets, type BoxMm } from '../snapping';

/** Pointer travel (px) before a press becomes a drag, so clicks stay clicks. */
export const DRAG_THRESHOLD_PX = 3;
/** How close (screen px) an edge must come to a target to snap. */
const SNAP_DISTANCE_PX = 6;

export const boxOf = (f: FieldSchema): BoxMm => ({ x: f.position.x, y: f.position.y, width: f.width, height: f.height });

export function pointOnPage(page: number, point: ScreenPoint) {
  const placement = canvasController.placement(page);
  return placement ? screenToPage(point, placement, canvasController.viewport()) : { x: 0, y: 0 };
}

export function snapThresholdMm(): number {
  return SNAP_DISTANCE_PX / pxPerMm(designer.getView().zoom);
}

export function targetsFor(page: number, exclude: Set<string>) {
  const doc = designer.getCommittedDoc();
  const hidden = new Set(designer.getView().hiddenFieldIds);
  const others = (doc.schemas[page] ?? []).filter((f) => !exclude.has(f.id!) && !hidden.has(f.id!)).map(boxOf);
  return snapTargets({ ...pageSizeMm(doc), padding: pagePadding(doc) }, others);
}

/** Follows the pointer until it is released; `onMove` gets the client point and modifier keys. */
export function track(
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

