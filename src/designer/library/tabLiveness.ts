/**
 * Which of the app's tabs are still open, through the Web Locks API: each tab holds a lock named after its autosave
 * writer id for as long as it lives, and the browser releases it when the tab closes, reloads or crashes. Recovery
 * (recovery.ts) leaves an open tab's logged changes to that tab.
 */
const PREFIX = 'platen-autosave-writer:';

/** Holds this tab's lock until the page goes away. */
export function holdWriterLock(writer: string): void {
  void navigator.locks?.request(PREFIX + writer, () => new Promise<never>(() => undefined));
}

/** The writer ids of the tabs open now; undefined when the browser has no Web Locks (then none counts as open). */
export function liveWritersOf(): (() => Promise<ReadonlySet<string>>) | undefined {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return undefined;
  return async () => {
    const { held = [] } = await locks.query();
    return new Set(held.flatMap((lock) => (lock.name?.startsWith(PREFIX) ? [lock.name.slice(PREFIX.length)] : [])));
  };
}
