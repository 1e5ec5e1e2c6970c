/** Undo/redo availability and labels for buttons, re-rendering when history changes. */
import { useSyncExternalStore } from 'react';
import { designer } from './index';

export interface HistoryInfo {
  canUndo: boolean;
  canRedo: boolean;
  undoLabel: string | null;
  redoLabel: string | null;
}

let cached: HistoryInfo = { canUndo: false, canRedo: false, undoLabel: null, redoLabel: null };

function snapshot(): HistoryInfo {
  const next = { canUndo: designer.canUndo(), canRedo: designer.canRedo(), undoLabel: designer.undoLabel(), redoLabel: designer.redoLabel() };
  if (next.canUndo !== cached.canUndo || next.canRedo !== cached.canRedo || next.undoLabel !== cached.undoLabel || next.redoLabel !== cached.redoLabel) cached = next;
  return cached;
}

export function useHistory(): HistoryInfo {
  return useSyncExternalStore(designer.subscribe, snapshot, snapshot);
}
