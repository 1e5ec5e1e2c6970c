/**
 * Two-finger pinch on a touch screen zooms around the fingers' midpoint and pans with it. A second finger cancels
 * whatever the first one started (a move or a marquee), so a pinch never leaves a half-made edit behind.
 * (Trackpad pinch arrives as ctrl+wheel and is handled with the wheel.)
 */
import { useEffect, type RefObject } from 'react';
import { designer } from '../store';
import { canvasController } from './controller';

export function usePinchZoom(viewportRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = viewportRef.current;
    if (!element) return;
    const touches = new Map<number, { x: number; y: number }>();
    let pinch: { distance: number; zoom: number; mid: { x: number; y: number } } | null = null;

    const midpoint = () => {
      const [a, b] = [...touches.values()];
      return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, distance: Math.hypot(a.x - b.x, a.y - b.y) };
    };
    const down = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return;
      touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (touches.size === 2) {
        const m = midpoint();
        pinch = { distance: Math.max(1, m.distance), zoom: designer.getView().zoom, mid: { x: m.x, y: m.y } };
        // end the first finger's gesture without committing it (our own `up` ignores this synthetic cancel)
        const [first] = touches.keys();
        window.dispatchEvent(new PointerEvent('pointercancel', { pointerId: first, pointerType: 'touch' }));
        event.stopPropagation();
        event.preventDefault();
      }
    };
    const move = (event: PointerEvent) => {
      if (!touches.has(event.pointerId)) return;
      touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (!pinch || touches.size !== 2) return;
      event.stopPropagation();
      const m = midpoint();
      element.scrollLeft -= m.x - pinch.mid.x;
      element.scrollTop -= m.y - pinch.mid.y;
      pinch.mid = { x: m.x, y: m.y };
      canvasController.zoomTo(pinch.zoom * (m.distance / pinch.distance), { x: m.x, y: m.y });
    };
    const up = (event: PointerEvent) => {
      if (!event.isTrusted || !touches.delete(event.pointerId)) return;
      if (touches.size < 2) pinch = null;
    };
    element.addEventListener('pointerdown', down, true);
    window.addEventListener('pointermove', move, true);
    window.addEventListener('pointerup', up, true);
    window.addEventListener('pointercancel', up, true);
    return () => {
      element.removeEventListener('pointerdown', down, true);
      window.removeEventListener('pointermove', move, true);
      window.removeEventListener('pointerup', up, true);
      window.removeEventListener('pointercancel', up, true);
    };
  }, [viewportRef]);
}
