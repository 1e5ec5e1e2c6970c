/**
 * Whether the browser keeps the library (issue #21): without persistent storage a browser may evict IndexedDB under
 * storage pressure. Platen asks once, on the first save of the page (Chromium decides from site engagement, Firefox
 * may prompt; asking before anything is saved would be asking for nothing), and reports the browser's answer and how
 * much the site stores, as it is — headless Chromium may answer either way.
 */
import { createStore, useStore } from '../store/observable';

export interface StorageReport {
  /** null: not asked yet (or the browser has no StorageManager) */
  persisted: boolean | null;
  /** bytes this site stores in the browser (navigator.storage.estimate), null when unknown */
  usage: number | null;
  supported: boolean;
}

const manager = (): StorageManager | undefined => (typeof navigator === 'undefined' ? undefined : navigator.storage);

const store = createStore<StorageReport>({ persisted: null, usage: null, supported: typeof manager()?.persist === 'function' });
let asked: Promise<void> | undefined;

/** Reads how much the site stores now. */
export async function refreshUsage(): Promise<void> {
  const estimate = await manager()?.estimate?.().catch(() => undefined);
  if (estimate?.usage !== undefined) store.set((s) => ({ ...s, usage: estimate.usage ?? null }));
}

/** Asks for persistent storage once per page (unless it is already granted), then reads the usage. */
export function requestPersistenceOnce(): Promise<void> {
  return (asked ??= (async () => {
    const storage = manager();
    if (!storage?.persist) return;
    const already = await storage.persisted?.().catch(() => false);
    const granted = already || (await storage.persist().catch(() => false));
    store.set((s) => ({ ...s, persisted: granted }));
    await refreshUsage();
  })());
}

/** The report for the library panel. */
export function useStorageReport(): StorageReport {
  return useStore({ get: store.get, subscribe: store.subscribe }, (s) => s);
}
