/** A template store in memory: for tests, and as the fallback when the browser refuses IndexedDB (some private modes). */
import { sortByRecent, type TemplateRecord, type TemplateStore } from './storage';
import { planSave, type KeptBase, type LoggedChange, type Settles } from './writeAhead';

export function createMemoryStore(): TemplateStore {
  const records = new Map<string, TemplateRecord>();
  let changes: LoggedChange[] = [];
  let bases: KeptBase[] = [];
  let lastOpened: string | null = null;

  /** The log side of writing or deleting `id`, as the IndexedDB store does it in the same transaction. */
  function settle(id: string, settles: Settles | undefined) {
    const plan = planSave(id, records.get(id), settles, changes, bases);
    changes = changes.filter((c) => !plan.dropChanges.includes(c));
    bases = bases.filter((b) => !plan.dropBases.includes(b));
    if (plan.keep) bases.push(plan.keep);
  }

  return {
    async list() {
      return sortByRecent([...records.values()].map(({ template: _template, ...summary }) => summary));
    },
    async get(id) {
      return records.get(id);
    },
    async put(record, settles) {
      settle(record.id, settles);
      records.set(record.id, structuredClone(record));
    },
    async putIfUnchanged(record, expectedUpdatedAt, settles) {
      const stored = records.get(record.id);
      if (stored && stored.updatedAt !== expectedUpdatedAt) return 'changed';
      settle(record.id, settles);
      records.set(record.id, structuredClone(record));
      return 'saved';
    },
    async delete(id) {
      settle(id, undefined);
      records.delete(id);
      if (lastOpened === id) lastOpened = null;
    },
    async appendChange(change) {
      changes.push(structuredClone(change));
    },
    async readLog() {
      return structuredClone({ changes, bases });
    },
    async getLastOpenedId() {
      return lastOpened;
    },
    async setLastOpenedId(id) {
      lastOpened = id;
    },
  };
}
