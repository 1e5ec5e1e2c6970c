/**
 * The library in IndexedDB: a small hand-written wrapper. Summaries and template bodies live in separate object
 * stores so listing the library never reads megabytes of uploaded base PDFs.
 */
import type { TemplateRecord, TemplateStore, TemplateSummary } from '../../templates/storage';
import { sortByRecent } from '../../templates/storage';
import type { Template } from '../../templates/types';

const DB_NAME = 'platen-library';
const DB_VERSION = 1;
const SUMMARIES = 'summaries';
const BODIES = 'bodies';
const SETTINGS = 'settings';
const LAST_OPENED_KEY = 'lastOpenedId';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(new Error(`The template library could not be read: ${req.error?.message ?? 'unknown error'}`));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = tx.onerror = () =>
      reject(new Error(`The template library could not be saved: ${tx.error?.message ?? 'the browser refused the write'}`));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, DB_VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains(SUMMARIES)) db.createObjectStore(SUMMARIES, { keyPath: 'id' });
      if (!db.objectStoreNames.contains(BODIES)) db.createObjectStore(BODIES);
      if (!db.objectStoreNames.contains(SETTINGS)) db.createObjectStore(SETTINGS);
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(new Error(`The template library is unavailable: ${req.error?.message ?? 'IndexedDB refused'}`));
    req.onblocked = () => reject(new Error('The template library is open in an older tab; close it and reload.'));
  });
}

/** The browser's template library. Opens the database lazily, once. */
export function createIndexedDbStore(): TemplateStore {
  let dbPromise: Promise<IDBDatabase> | undefined;
  const db = () => (dbPromise ??= openDatabase());

  return {
    async list() {
      const tx = (await db()).transaction(SUMMARIES, 'readonly');
      const all = await request(tx.objectStore(SUMMARIES).getAll() as IDBRequest<TemplateSummary[]>);
      return sortByRecent(all);
    },
    async get(id) {
      const tx = (await db()).transaction([SUMMARIES, BODIES], 'readonly');
      const [summary, template] = await Promise.all([
        request(tx.objectStore(SUMMARIES).get(id) as IDBRequest<TemplateSummary | undefined>),
        request(tx.objectStore(BODIES).get(id) as IDBRequest<Template | undefined>),
      ]);
      return summary && template ? { ...summary, template } : undefined;
    },
    async put(record: TemplateRecord) {
      const { template, ...summary } = record;
      const tx = (await db()).transaction([SUMMARIES, BODIES], 'readwrite');
      tx.objectStore(SUMMARIES).put(summary);
      tx.objectStore(BODIES).put(template, record.id);
      await done(tx);
    },
    async putIfUnchanged(record: TemplateRecord, expectedUpdatedAt: number) {
      const { template, ...summary } = record;
      const tx = (await db()).transaction([SUMMARIES, BODIES], 'readwrite');
      const summaries = tx.objectStore(SUMMARIES);
      // Read and write in one transaction: IndexedDB runs overlapping readwrite transactions one after the other,
      // so another tab cannot save between the check and the write.
      const stored = await request(summaries.get(record.id) as IDBRequest<TemplateSummary | undefined>);
      const outcome = stored && stored.updatedAt !== expectedUpdatedAt ? 'changed' : 'saved';
      if (outcome === 'saved') {
        summaries.put(summary);
        tx.objectStore(BODIES).put(template, record.id);
      }
      await done(tx);
      return outcome;
    },
    async delete(id) {
      const tx = (await db()).transaction([SUMMARIES, BODIES, SETTINGS], 'readwrite');
      tx.objectStore(SUMMARIES).delete(id);
      tx.objectStore(BODIES).delete(id);
      const settings = tx.objectStore(SETTINGS);
      const last = await request(settings.get(LAST_OPENED_KEY) as IDBRequest<string | undefined>);
      if (last === id) settings.delete(LAST_OPENED_KEY);
      await done(tx);
    },
    async getLastOpenedId() {
      const tx = (await db()).transaction(SETTINGS, 'readonly');
      return (await request(tx.objectStore(SETTINGS).get(LAST_OPENED_KEY) as IDBRequest<string | undefined>)) ?? null;
    },
    async setLastOpenedId(id) {
      const tx = (await db()).transaction(SETTINGS, 'readwrite');
      if (id === null) tx.objectStore(SETTINGS).delete(LAST_OPENED_KEY);
      else tx.objectStore(SETTINGS).put(id, LAST_OPENED_KEY);
      await done(tx);
    },
  };
}
