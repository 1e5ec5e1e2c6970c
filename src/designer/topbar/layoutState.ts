/** Which sidebar tabs and panes are open: layout state, remembered in localStorage, never in the document. */
import { createStore, useStore } from '../store/observable';

export type LeftTab = 'fields' | 'templates';
export type RightTab = 'properties' | 'layers' | 'pages' | 'data';

export interface LayoutState {
  left: LeftTab;
  right: RightTab;
  preview: boolean;
  /** width of the right-hand panels (Properties … Data), px; dragged or keyed on its separator */
  rightWidth: number;
}

/** The right-hand panels' width limits, px: the Data panel's tables need ~320 px; wider leaves the canvas too little. */
export const RIGHT_WIDTH = { min: 300, default: 340, max: 640 } as const;

export function clampRightWidth(px: number): number {
  return Math.round(Math.max(RIGHT_WIDTH.min, Math.min(RIGHT_WIDTH.max, px)));
}

const KEY = 'platen.layout';
const DEFAULT: LayoutState = { left: 'fields', right: 'properties', preview: false, rightWidth: RIGHT_WIDTH.default };

function load(): LayoutState {
  try {
    const saved = { ...DEFAULT, ...(JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<LayoutState>) };
    return { ...saved, rightWidth: clampRightWidth(Number(saved.rightWidth) || RIGHT_WIDTH.default) };
  } catch {
    return DEFAULT;
  }
}

const layout = createStore<LayoutState>(typeof localStorage === 'undefined' ? DEFAULT : load());

export function setLayout(patch: Partial<LayoutState>): void {
  const next = { ...layout.get(), ...patch };
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // private mode: the layout just isn't remembered
  }
  layout.set(next);
}

export function useLayout(): LayoutState {
  return useStore(layout, (state) => state);
}
