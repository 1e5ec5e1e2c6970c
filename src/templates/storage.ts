/**
 * The template library's record shape and the storage adapter interface, kept pure so Node tests can use an
 * in-memory store and the browser an IndexedDB one (src/designer/library/indexedDbStore.ts).
 */
import type { Template } from './types';

/** One saved template in the library. Times are epoch milliseconds. */
export interface TemplateRecord {
  id: string;
  name: string;
  template: Template;
  createdAt: number;
  updatedAt: number;
}

/** A list entry: the record without its (possibly megabytes of base PDF) template. */
export type TemplateSummary = Omit<TemplateRecord, 'template'>;

/** Where the library keeps its templates. Every method resolves; failures reject with a message a user can read. */
export interface TemplateStore {
  list(): Promise<TemplateSummary[]>;
  get(id: string): Promise<TemplateRecord | undefined>;
  put(record: TemplateRecord): Promise<void>;
  /**
   * Saves `record` only if the stored copy is still the one this tab last read or wrote (its `updatedAt` equals
   * `expectedUpdatedAt`), in one step, so two tabs editing one template cannot overwrite each other unnoticed.
   * 'changed': another tab saved in between, nothing was written. A record deleted meanwhile is written again.
   */
  putIfUnchanged(record: TemplateRecord, expectedUpdatedAt: number): Promise<'saved' | 'changed'>;
  delete(id: string): Promise<void>;
  /** The id of the template open when the app was last used. */
  getLastOpenedId(): Promise<string | null>;
  setLastOpenedId(id: string | null): Promise<void>;
}

export const UNTITLED_NAME = 'Untitled template';

/** A new library record for `template`, named from its meta (or `name`), stamped `now`. */
export function createRecord(id: string, template: Template, now: number, name?: string): TemplateRecord {
  const finalName = cleanName(name ?? template.platen?.name ?? '') || UNTITLED_NAME;
  return { id, name: finalName, template: withName(template, finalName), createdAt: now, updatedAt: now };
}

/** The record with a newer template; the record's name follows the template's meta name when it has one. */
export function updateRecord(record: TemplateRecord, template: Template, now: number): TemplateRecord {
  const name = cleanName(template.platen?.name ?? '') || record.name;
  return { ...record, name, template, updatedAt: now };
}

/** The record renamed; the name is also written into the template's meta so an export keeps it. */
export function renameRecord(record: TemplateRecord, name: string, now: number): TemplateRecord {
  const finalName = cleanName(name) || record.name;
  return { ...record, name: finalName, template: withName(record.template, finalName), updatedAt: now };
}

/** "Invoice" -> "Invoice copy", then "Invoice copy 2", "Invoice copy 3"… whichever is not taken yet. */
export function copyName(name: string, existing: readonly string[]): string {
  const base = cleanName(name).replace(/ copy(?: \d+)?$/, '') || UNTITLED_NAME;
  const taken = new Set(existing);
  let candidate = `${base} copy`;
  for (let n = 2; taken.has(candidate); n++) candidate = `${base} copy ${n}`;
  return candidate;
}

/** `name` unless taken, else "name 2", "name 3"… (used for new and imported templates). */
export function uniqueTemplateName(name: string, existing: readonly string[]): string {
  const base = cleanName(name) || UNTITLED_NAME;
  const taken = new Set(existing);
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base} ${n}`)) n++;
  return `${base} ${n}`;
}

/** Newest first, so the list opens on what the user worked on last. */
export function sortByRecent<T extends { updatedAt: number }>(records: readonly T[]): T[] {
  return [...records].sort((a, b) => b.updatedAt - a.updatedAt);
}

/** A template name from an imported file's name: "my-invoice.json" -> "my-invoice". */
export function nameFromFileName(fileName: string): string {
  return cleanName(fileName.replace(/\.[^.]+$/, ''));
}

function cleanName(name: string): string {
  return name.replace(/\s+/g, ' ').trim().slice(0, 120);
}

function withName(template: Template, name: string): Template {
  return { ...template, platen: { ...template.platen, name } };
}

/** A store in memory: for tests, and as the fallback when the browser refuses IndexedDB (private mode in some). */
export function createMemoryStore(): TemplateStore {
  const records = new Map<string, TemplateRecord>();
  let lastOpened: string | null = null;
  return {
    async list() {
      return sortByRecent([...records.values()].map(({ template: _template, ...summary }) => summary));
    },
    async get(id) {
      return records.get(id);
    },
    async put(record) {
      records.set(record.id, structuredClone(record));
    },
    async putIfUnchanged(record, expectedUpdatedAt) {
      const stored = records.get(record.id);
      if (stored && stored.updatedAt !== expectedUpdatedAt) return 'changed';
      records.set(record.id, structuredClone(record));
      return 'saved';
    },
    async delete(id) {
      records.delete(id);
      if (lastOpened === id) lastOpened = null;
    },
    async getLastOpenedId() {
      return lastOpened;
    },
    async setLastOpenedId(id) {
      lastOpened = id;
    },
  };
}
