/**
 * Keeps the data session across reloads: IndexedDB database 'platen-data', one entry per template id ('unsaved' for a
 * template not yet in the library). IndexedDB, not sessionStorage: 100,000 rows and dropped pictures exceed its 5 MB.
 * The source bytes are saved, not the parsed table (cloning 100,000 row objects blocks the page for a third of a
 * second; bytes clone in a millisecond), and parsed again in the worker on restore. Edits are saved debounced (and on
 * pagehide), imports at once; batch and preflight state are not saved (they describe a moment, not the data); each template's batch is kept in
 * memory by batchStates.ts.
 */
import { designer } from '../store';
import { dataSession, DEFAULT_SETTINGS, INITIAL_SESSION, type DataSessionState } from './dataSession';
import { renameBatchKey, showBatchOf } from './batchStates';
import { reopenSource } from './importData';
import { settingsToRemember } from './customLayout';

const DB_NAME = 'platen-data';
const STORE = 'sessions';

type Saved = Pick<DataSessionState, 'source' | 'fileName' | 'images' | 'edits' | 'row' | 'settings'>;

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
/** The source as last restored: a different one means the user imported data since. */
let restoredSource: DataSessionState['source'] = null;
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
  flushSave(); // the previous template's last changes, before the store holds another's
  currentKey = key;
  startSaving();
  let saved: Saved | undefined;
  try {
    saved = typeof indexedDB === 'undefined' ? undefined : await read(key);
  } catch {
    saved = undefined; // private mode or a full disk: start empty rather than fail
  }
  if (currentKey !== key) return; // another template was opened meanwhile
  if (!saved && previous === 'unsaved' && dataSession.get().source !== restoredSource) {
    renameBatchKey('unsaved', key);
    scheduleSave();
    return;
  }
  const batch = showBatchOf(key);
  dataSession.set({ ...INITIAL_SESSION, tab: dataSession.get().tab, ...(saved ?? {}), settings: { ...INITIAL_SESSION.settings, ...(saved?.settings ?? {}) }, batch });
  restoredSource = dataSession.get().source;
  rememberedPreset = dataSession.get().settings.nupPreset;
  // The canvas follows the restored table by itself (DataPreviewSync): clearing the preview here, after the table
  // arrived, left the template's sample on the canvas under "1 of 320" until the user stepped to another record.
  if (restoredSource) await reopenSource(restoredSource);
}

let watching = false;

/** Follows the open template for the page's lifetime (the panel itself unmounts with its sidebar tab). */
export function watchOpenTemplate(): void {
  if (watching) return;
  watching = true;
  let last: string | null | undefined;
  const check = () => {
    const id = designer.getView().templateId;
    if (id === last) return;
    last = id;
    void ensureSessionFor(id);
  };
  designer.subscribe(check);
  check();
}

let pending: (() => void) | null = null;
/** The last write issued, so a caller can wait until the session is on disk (saveDataSessionNow). */
let lastWrite: Promise<void> = Promise.resolve();
/** The N-up sheet last saved for the open template: kept when the one chosen now is refused (customLayout.ts). */
let rememberedPreset = '';

function scheduleSave(): void {
  const key = currentKey;
  if (key === undefined) return;
  clearTimeout(timer);
  pending = () => {
    pending = null;
    const s = dataSession.get();
    const settings = settingsToRemember(s.settings, designer.getDoc(), rememberedPreset);
    rememberedPreset = settings.nupPreset;
    const value: Saved = { source: s.source, fileName: s.fileName, images: s.images, edits: s.edits, row: s.row, settings };
    lastWrite = write(key, value).catch(() => {
      // Quota exceeded: the data stays usable in this tab; nothing else to do.
    });
  };
  timer = setTimeout(() => pending?.(), 400);
}

/** Writes a scheduled save now. */
function flushSave(): void {
  clearTimeout(timer);
  pending?.();
}

/** Writes the open data session to IndexedDB now and resolves once it is there (before a reload into an update). */
export async function saveDataSessionNow(): Promise<void> {
  flushSave();
  await lastWrite;
}

let saving = false;

/** Saves (debounced) whenever a saved part of the session changes; subscribed once for the page's lifetime. */
function startSaving(): void {
  if (saving) return;
  saving = true;
  let last = dataSession.get();
  dataSession.subscribe(() => {
    const now = dataSession.get();
    if (now.source !== last.source || now.images !== last.images || now.edits !== last.edits || now.row !== last.row || now.settings !== last.settings) {
      scheduleSave();
      // An import is rare and is the user's data: written at once rather than after the debounce (issue #9).
      if (now.source !== last.source || now.images !== last.images) flushSave();
    }
    last = now;
  });
  // A reload or a closed tab must not drop the debounced save of the last record edit.
  if (typeof window !== 'undefined') window.addEventListener('pagehide', flushSave);
}

/**
 * The batch settings kept for a template, for Back up library (issue #21). Only the settings: the data rows, pictures
 * and form edits are the user's records and stay out of a backup (src/templates/libraryBackup.ts says why).
 */
export async function savedSettingsOf(templateId: string): Promise<Record<string, unknown> | undefined> {
  if (typeof indexedDB === 'undefined') return undefined;
  // the open template's settings may still wait for the debounce; IndexedDB runs that write before this read
  flushSave();
  const saved = await read(keyFor(templateId));
  return saved?.settings ? { ...saved.settings } : undefined;
}

/** Keeps restored batch settings for a template that has no data session yet (a restore never replaces one). */
export async function restoreSettingsOf(templateId: string, settings: Record<string, unknown>): Promise<void> {
  if (typeof indexedDB === 'undefined' || (await read(keyFor(templateId)))) return;
  await write(keyFor(templateId), { source: null, fileName: null, images: {}, edits: {}, row: 0, settings: { ...DEFAULT_SETTINGS, ...settings } as Saved['settings'] });
}
