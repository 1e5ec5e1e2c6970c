/**
 * Undo history as Immer patches (never whole-document snapshots, unlike pdfme's Designer, whose undo covers one page).
 * Pure: the store applies the patches; this module only decides which entry to apply next.
 */
import type { Patch } from 'immer';

export interface HistoryEntry {
  patches: Patch[];
  inversePatches: Patch[];
  /** What the user did, e.g. "Move fields" (undo/redo button titles). */
  label: string;
  /** Consecutive entries with the same key close together in time become one (holding an arrow key to nudge). */
  mergeKey?: string;
  /** ms timestamp, for merging */
  at?: number;
}

/** How close (ms) two actions with the same mergeKey must be to count as one. */
export const MERGE_WINDOW_MS = 1000;

export interface History {
  past: HistoryEntry[];
  future: HistoryEntry[];
}

/** Long editing sessions stay bounded in memory. */
export const HISTORY_LIMIT = 500;

export function emptyHistory(): History {
  return { past: [], future: [] };
}

/** Records a new action; anything redoable is dropped, as in every editor. Empty entries are ignored. */
export function pushEntry(history: History, entry: HistoryEntry): History {
  if (entry.patches.length === 0) return history;
  const last = history.past[history.past.length - 1];
  if (
    last && entry.mergeKey && last.mergeKey === entry.mergeKey &&
    entry.at !== undefined && last.at !== undefined && entry.at - last.at <= MERGE_WINDOW_MS
  ) {
    const merged: HistoryEntry = {
      ...last,
      patches: [...last.patches, ...entry.patches],
      inversePatches: [...entry.inversePatches, ...last.inversePatches],
      at: entry.at,
    };
    return { past: [...history.past.slice(0, -1), merged], future: [] };
  }
  const past = [...history.past, entry];
  if (past.length > HISTORY_LIMIT) past.splice(0, past.length - HISTORY_LIMIT);
  return { past, future: [] };
}

/** The entry to undo (apply its inversePatches) and the history after it; null when there is nothing to undo. */
export function undoStep(history: History): { entry: HistoryEntry; history: History } | null {
  const entry = history.past[history.past.length - 1];
  if (!entry) return null;
  return { entry, history: { past: history.past.slice(0, -1), future: [entry, ...history.future] } };
}

/** The entry to redo (apply its patches) and the history after it; null when there is nothing to redo. */
export function redoStep(history: History): { entry: HistoryEntry; history: History } | null {
  const entry = history.future[0];
  if (!entry) return null;
  return { entry, history: { past: [...history.past, entry], future: history.future.slice(1) } };
}

/**
 * Folds a follow-up change into the last entry, so one undo reverts both: a table's height fitted to its rows once
 * the engine has measured the edit that changed them. With nothing to undo the change stays out of history (a
 * template just opened). Redo entries are kept: the follow-up only restates what the document already implies.
 */
export function amendLastEntry(history: History, patches: Patch[], inversePatches: Patch[]): History {
  const last = history.past[history.past.length - 1];
  if (!last || patches.length === 0) return history;
  const amended: HistoryEntry = { ...last, patches: [...last.patches, ...patches], inversePatches: [...inversePatches, ...last.inversePatches] };
  return { past: [...history.past.slice(0, -1), amended], future: history.future };
}
