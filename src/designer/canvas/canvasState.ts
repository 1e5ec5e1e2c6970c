/** Transient canvas state (guides, marquee, grid), kept out of both the document and the shared view state. */
import { createStore, useStore } from '../store/observable';
import type { BoxMm, Guide } from './snapping';

export interface CanvasState {
  /** Guides to draw while snapping, on one page. */
  guides: { page: number; lines: Guide[] } | null;
  /** The selection rectangle being dragged, mm on one page. */
  marquee: { page: number; box: BoxMm } | null;
  /** The text field being edited in place (double-click), if any. */
  editing: { id: string; page: number } | null;
  /** The right-click menu, at a client point; `onField` when it was opened on a field. */
  menu: { x: number; y: number; onField: boolean } | null;
  /** Grid step for snapping, mm. */
  grid: 1 | 5;
  /** Whether snapping is on (alt held during a drag turns it off for that move). */
  snapping: boolean;
  /** The zoom the last "Fit page"/"Fit width" chose: while the zoom is still that, the zoom menu says "Fit …". */
  fitted: { mode: 'page' | 'width'; zoom: number } | null;
  /** Whether each field shows its place in a screen reader's reading order (Layers → Show reading order). */
  readingOrder: boolean;
}

const store = createStore<CanvasState>({ guides: null, marquee: null, editing: null, menu: null, grid: 1, snapping: true, fitted: null, readingOrder: false });

export const canvasState = {
  get: store.get,
  set(patch: Partial<CanvasState>) {
    store.set((state) => ({ ...state, ...patch }));
  },
  subscribe: store.subscribe,
};

export function useCanvasState<T>(selector: (s: CanvasState) => T): T {
  return useStore(store, selector);
}
