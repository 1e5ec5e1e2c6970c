/** Selecting fields by dragging a rectangle over empty page space (shift adds to the selection). */
import { designer } from '../../store';
import { canvasState } from '../canvasState';
import { pointOnPage, track } from './shared';

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
