/**
 * Each template's batch (running, finished or cancelled), kept for the page's lifetime: opening another template
 * shows that template's batch, and coming back brings the summary, the errors and "Download again" back. Not saved
 * to IndexedDB (a batch describes a moment; its object URL dies with the page). A running batch keeps reporting to
 * the template it was started on, whichever is open.
 */
import { dataSession, type BatchState } from './dataSession';

const IDLE: BatchState = { status: 'idle' };
const kept = new Map<string, BatchState>();
/** A template that was saved for the first time moves from 'unsaved' to its library id. */
const renamed = new Map<string, string>();
let shownKey: string | undefined;

const resolve = (key: string) => {
  let k = key;
  while (renamed.has(k)) k = renamed.get(k)!;
  return k;
};

/** The session store now shows `key`'s data: park the batch on show, bring back `key`'s. */
export function showBatchOf(key: string): BatchState {
  if (shownKey !== undefined) kept.set(shownKey, dataSession.get().batch);
  shownKey = key;
  return kept.get(key) ?? IDLE;
}

/** The template shown as unsaved just got a library id: its batch goes with it. */
export function renameBatchKey(from: string, to: string): void {
  renamed.set(from, to);
  if (shownKey === from) shownKey = to;
  const batch = kept.get(from);
  if (batch) kept.set(to, batch);
  kept.delete(from);
}

/** The key of the template whose session is shown ('unsaved' before it has a library id). */
export const shownBatchKey = () => shownKey ?? 'unsaved';

/** Updates the batch of the template `key`, shown or not. */
export function updateBatchOf(key: string, next: (batch: BatchState) => BatchState): void {
  const target = resolve(key);
  if (target === shownKey || shownKey === undefined) dataSession.set((s) => ({ batch: next(s.batch) }));
  else kept.set(target, next(kept.get(target) ?? IDLE));
}
