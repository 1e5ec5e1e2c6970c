/**
 * Keeps the data session across reloads: IndexedDB database 'platen-data', one entry per template id ('unsaved' for a
 * template not yet in the library). IndexedDB, not sessionStorage: 100,000 rows and dropped pictures exceed its 5 MB.
 * Saves are debounced; batch and preflight state are not saved (they describe a moment, not the data).
 */
import { dataSession, INITIAL_SESSION, type DataSessionState } from './dataSession';

const DB_NAME = 'platen-data';
const STORE = 'sessions';

type Saved = Pick<DataSessionState, 'table' | 'fileName' | 'images' | 'edits' | 'row' | 'settings'>;

let dbPromise: Promise<IDBDatabase> | null = null;

function openDb(): Promise<IDBDatabase> {
  return (dbPromise ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  }));
}

async function read(key: string): Promise<Saved | undefined> {
  const db = await openDb();
  return new Promise((resolve, reject) => {
    const req = db.transaction(STORE).objectStore(STORE).get(key);
    req.onsuccess = () => resolve(req.result as Saved | undefined);
    req.onerror = () => reject(req.error);
  });
}

async function write(key: string, value: Saved): Promise<void> {
  const db = await openDb();
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, 'readwrite');
    tx.objectStore(STORE).put(value, key);
    tx.oncomplete = () => resolve();
    tx.onerror = tx.onabort = () => reject(tx.error);
  });
}

const keyFor = (templateId: string | null) => templateId ?? 'unsaved';

/** Loads the saved session of a template (or a fresh one) into the store. */
export async function restoreSession(templateId: string | null): Promise<void> {
  let saved: Saved | undefined;
  try {
    saved = typeof indexedDB === 'undefined' ? undefined : await read(keyFor(templateId));
  } catch {
    saved = undefined; // private mode or a full disk: start empty rather than fail
  }
  dataSession.set({ ...INITIAL_SESSION, ...(saved ?? {}), settings: { ...INITIAL_SESSION.settings, ...(saved?.settings ?? {}) } });
}

let timer: ReturnType<typeof setTimeout> | undefined;

/** Saves the session of `templateId` soon (debounced); the last call wins. */
export function scheduleSave(templateId: string | null): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    const s = dataSession.get();
    const value: Saved = { table: s.table, fileName: s.fileName, images: s.images, edits: s.edits, row: s.row, settings: s.settings };
    write(keyFor(templateId), value).catch(() => {
      // Quota exceeded: the data stays usable in this tab; nothing else to do.
    });
  }, 400);
}
