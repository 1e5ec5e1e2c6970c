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

/** The template whose session is in the store (undefined before the first restore). */
let currentKey: string | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Makes the store hold the session of `templateId`: a no-op when it already does (the panel remounts on every tab
 * switch; a running batch must not be reset). A template that just got its library id keeps the data imported
 * while it was unsaved.
 */
export async function ensureSessionFor(templateId: string | null): Promise<void> {
  const key = keyFor(templateId);
  if (key === currentKey) return;
  const previous = currentKey;
  currentKey = key;
  startSaving();
  let saved: Saved | undefined;
  try {
    saved = typeof indexedDB === 'undefined' ? undefined : await read(key);
  } catch {
    saved = undefined; // private mode or a full disk: start empty rather than fail
  }
  if (currentKey !== key) return; // another template was opened meanwhile
  if (!saved && previous === 'unsaved') {
    scheduleSave();
    return;
  }
  clearTimeout(timer);
  dataSession.set({ ...INITIAL_SESSION, tab: dataSession.get().tab, ...(saved ?? {}), settings: { ...INITIAL_SESSION.settings, ...(saved?.settings ?? {}) } });
}

function scheduleSave(): void {
  const key = currentKey;
  if (key === undefined) return;
  clearTimeout(timer);
  timer = setTimeout(() => {
    const s = dataSession.get();
    const value: Saved = { table: s.table, fileName: s.fileName, images: s.images, edits: s.edits, row: s.row, settings: s.settings };
    write(key, value).catch(() => {
      // Quota exceeded: the data stays usable in this tab; nothing else to do.
    });
  }, 400);
}

let saving = false;

/** Saves (debounced) whenever a saved part of the session changes; subscribed once for the page's lifetime. */
function startSaving(): void {
  if (saving) return;
  saving = true;
  let last = dataSession.get();
  dataSession.subscribe(() => {
    const now = dataSession.get();
    if (now.table !== last.table || now.images !== last.images || now.edits !== last.edits || now.row !== last.row || now.settings !== last.settings) {
      scheduleSave();
    }
    last = now;
  });
}
