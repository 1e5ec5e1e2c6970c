/** Which sidebar tabs and panes are open: layout state, remembered in localStorage, never in the document. */
import { useSyncExternalStore } from 'react';

export type LeftTab = 'fields' | 'templates';
export type RightTab = 'properties' | 'layers' | 'pages' | 'data';

export interface LayoutState {
  left: LeftTab;
  right: RightTab;
  preview: boolean;
}

const KEY = 'platen.layout';
const DEFAULT: LayoutState = { left: 'fields', right: 'properties', preview: false };

function load(): LayoutState {
  try {
    return { ...DEFAULT, ...(JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<LayoutState>) };
  } catch {
    return DEFAULT;
  }
}

let state: LayoutState = typeof localStorage === 'undefined' ? DEFAULT : load();
const listeners = new Set<() => void>();

export function setLayout(patch: Partial<LayoutState>): void {
  state = { ...state, ...patch };
  try {
    localStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // private mode: the layout just isn't remembered
  }
  listeners.forEach((l) => l());
}

export function useLayout(): LayoutState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => DEFAULT,
  );
}
