/**
 * The drag handle on the right-hand panels' left edge: drag it, or focus it and use ←/→ (Shift for bigger steps),
 * Home/End. The width is layout state (layoutState.ts), remembered across reloads, never in the document.
 */
import type { KeyboardEvent, PointerEvent } from 'react';
import { clampRightWidth, RIGHT_WIDTH, setLayout, useLayout } from './layoutState';

const STEP_PX = 16;

export function PanelResizer() {
  const width = useLayout().rightWidth;
  const resize = (px: number) => setLayout({ rightWidth: clampRightWidth(px) });

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    const handle = event.currentTarget;
    const startX = event.clientX;
    const startWidth = width;
    handle.setPointerCapture(event.pointerId);
    // the panel grows as the handle moves left
    const move = (e: globalThis.PointerEvent) => resize(startWidth + startX - e.clientX);
    const end = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', end);
      handle.removeEventListener('pointercancel', end);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', end);
    handle.addEventListener('pointercancel', end);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? STEP_PX * 4 : STEP_PX;
    const next =
      event.key === 'ArrowLeft' ? width + step : event.key === 'ArrowRight' ? width - step : event.key === 'Home' ? RIGHT_WIDTH.min : event.key === 'End' ? RIGHT_WIDTH.max : null;
    if (next === null) return;
    event.preventDefault();
    resize(next);
  };

  return (
    <div
      className="panel-resizer"
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize the right-hand panels"
      aria-valuemin={RIGHT_WIDTH.min}
      aria-valuemax={RIGHT_WIDTH.max}
      aria-valuenow={width}
      title="Drag to resize (or focus and use ← →)"
      tabIndex={0}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    />
  );
}
