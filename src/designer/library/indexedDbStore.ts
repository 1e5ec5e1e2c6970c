/**
 * The library in IndexedDB: a small hand-written wrapper. Summaries and template bodies live in separate object
 * stores so listing the library never reads megabytes of uploaded base PDFs. Version 2 adds autosave's write-ahead
 * log (one row per committed change) and the overwritten saves some logged changes still apply to.
 */
import type { TemplateRecord, TemplateStore, TemplateSummary } from '../../templates/storage';
import { sortByRecent } from '../../templates/storage';
import type { Template } from '../../templates/types';
import { planSave, type KeptBase, type LoggedChange, type Settles } from '../../templates/writeAhead';

const DB_NAME = 'platen-library';
const DB_VERSION = 2;
const SUMMARIES = 'summaries';
const BODIES = 'bodies';
const SETTINGS = 'settings';
const LOG = 'log';
const BASES = 'bases';
const LAST_OPENED_KEY = 'lastOpenedId';
/** The stores a save touches: the record, and the log rows it settles or keeps a base for. */
const SAVE_SCOPE = [SUMMARIES, BODIES, LOG, BASES];

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
      if (!db.objectStoreNames.contains(LOG)) db.createObjectStore(LOG, { keyPath: ['templateId', 'writer', 'seq'] });
      if (!db.objectStoreNames.contains(BASES)) db.createObjectStore(BASES, { keyPath: ['templateId', 'version'] });
    };
    req.onsuccess = () => {
      // A newer version of the app opening in another tab must not be blocked by this one.
      req.result.onversionchange = () => req.result.close();
      resolve(req.result);
    };
    req.onerror = () => reject(new Error(`The template library is unavailable: ${req.error?.message ?? 'IndexedDB refused'}`));
    req.onblocked = () => reject(new Error('The template library is open in an older tab; close it and reload.'));
  });
}

/** The rows of one template in the log and the kept bases, read inside `tx`. */
async function logRows(tx: IDBTransaction, templateIds: string[]) {
  const changes: LoggedChange[] = [];
  const bases: KeptBase[] = [];
  for (const id of new Set(templateIds)) {
    const range = IDBKeyRange.bound([id], [id, []]);
    changes.push(...(await request(tx.objectStore(LOG).getAll(range) as IDBRequest<LoggedChange[]>)));
    bases.push(...(await request(tx.objectStore(BASES).getAll(range) as IDBRequest<KeptBase[]>)));
  }
  return { changes, bases };
}

/** Inside `tx`: the log side of writing or deleting template `id` (planSave), before the write itself. */
async function settle(tx: IDBTransaction, id: string, settles: Settles | undefined): Promise<void> {
  const [summary, template] = await Promise.all([
    request(tx.objectStore(SUMMARIES).get(id) as IDBRequest<TemplateSummary | undefined>),
    request(tx.objectStore(BODIES).get(id) as IDBRequest<Template | undefined>),
  ]);
  const { changes, bases } = await logRows(tx, settles ? [id, settles.templateId] : [id]);
  const plan = planSave(id, summary && template ? { updatedAt: summary.updatedAt, template } : undefined, settles, changes, bases);
  for (const c of plan.dropChanges) tx.objectStore(LOG).delete([c.templateId, c.writer, c.seq]);
  for (const b of plan.dropBases) tx.objectStore(BASES).delete([b.templateId, b.version]);
  if (plan.keep) tx.objectStore(BASES).put(plan.keep);
}

function write(tx: IDBTransaction, record: TemplateRecord) {
  const { template, ...summary } = record;
  tx.objectStore(SUMMARIES).put(summary);
  tx.objectStore(BODIES).put(template, record.id);
}

/** The browser's template library. Opens the database lazily, once. */
export function createIndexedDbStore(): TemplateStore {
  let dbPromise: Promise<IDBDatabase> | undefined;
  let opened: IDBDatabase | undefined;
  const db = () => (dbPromise ??= openDatabase().then((database) => (opened = database)));

  /** Appends in a transaction of its own, issued synchronously once the database is open (see appendChange). */
  function append(database: IDBDatabase, change: LoggedChange): Promise<void> {
    // Relaxed durability: the write must outlive the tab and the browser process, not the operating system, and
    // skipping the flush to disk keeps each commit short.
    try {
      const tx = database.transaction(LOG, 'readwrite', { durability: 'relaxed' });
      tx.objectStore(LOG).add(change);
      const committed = done(tx);
      tx.commit(); // don't wait for the end of the task: the commit is on its way before the change is painted
      return committed;
    } catch (error) {
      // A value that cannot be cloned, or a closed database: a failed save to report, not an exception in the edit.
      return Promise.reject(new Error(`The change could not be saved: ${(error as Error).message}`));
    }
  }

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
    async put(record, settles) {
      const tx = (await db()).transaction(SAVE_SCOPE, 'readwrite');
      await settle(tx, record.id, settles);
      write(tx, record);
      await done(tx);
    },
    async putIfUnchanged(record, expectedUpdatedAt, settles) {
      const tx = (await db()).transaction(SAVE_SCOPE, 'readwrite');
      // Read and write in one transaction: IndexedDB runs overlapping readwrite transactions one after the other,
      // so another tab cannot save between the check and the write.
      const stored = await request(tx.objectStore(SUMMARIES).get(record.id) as IDBRequest<TemplateSummary | undefined>);
      const outcome = stored && stored.updatedAt !== expectedUpdatedAt ? 'changed' : 'saved';
      if (outcome === 'saved') {
        await settle(tx, record.id, settles);
        write(tx, record);
      }
      await done(tx);
      return outcome;
    },
    async delete(id) {
      const tx = (await db()).transaction([...SAVE_SCOPE, SETTINGS], 'readwrite');
      await settle(tx, id, undefined);
      tx.objectStore(SUMMARIES).delete(id);
      tx.objectStore(BODIES).delete(id);
      const settings = tx.objectStore(SETTINGS);
      const last = await request(settings.get(LAST_OPENED_KEY) as IDBRequest<string | undefined>);
      if (last === id) settings.delete(LAST_OPENED_KEY);
      await done(tx);
    },
    appendChange(change) {
      // No await when the database is open: the write is requested in the task that committed the change.
      return opened ? append(opened, change) : db().then((database) => append(database, change));
    },
    async readLog() {
      const tx = (await db()).transaction([LOG, BASES], 'readonly');
      const [changes, bases] = await Promise.all([
        request(tx.objectStore(LOG).getAll() as IDBRequest<LoggedChange[]>),
        request(tx.objectStore(BASES).getAll() as IDBRequest<KeptBase[]>),
      ]);
      return { changes, bases };
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
