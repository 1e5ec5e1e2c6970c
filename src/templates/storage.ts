/**
 * The template library's record shape and the storage adapter interface, kept pure so Node tests can use an
 * in-memory store and the browser an IndexedDB one (src/designer/library/indexedDbStore.ts).
 */
import type { Template } from './types';
import type { KeptBase, LoggedChange, Settles } from './writeAhead';

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
  /**
   * Writes `record`. With `settles`, the logged changes it contains are dropped in the same transaction. Every write
   * and delete keeps the version it replaces when another tab's logged changes still apply to it (writeAhead.ts).
   */
  put(record: TemplateRecord, settles?: Settles): Promise<void>;
  /**
   * Saves `record` only if the stored copy is still the one this tab last read or wrote (its `updatedAt` equals
   * `expectedUpdatedAt`), in one step, so two tabs editing one template cannot overwrite each other unnoticed.
   * 'changed': another tab saved in between, nothing was written (nor settled). A record deleted meanwhile is
   * written again.
   */
  putIfUnchanged(record: TemplateRecord, expectedUpdatedAt: number, settles?: Settles): Promise<'saved' | 'changed'>;
  delete(id: string): Promise<void>;
  /**
   * Appends one committed change to the write-ahead log. The browser's store issues the write before returning,
   * so a change is on its way to disk before it can be painted; the promise settles when it is committed.
   */
  appendChange(change: LoggedChange): Promise<void>;
  /** The whole log: every tab's unsaved changes, and the overwritten saves some of them apply to. */
  readLog(): Promise<{ changes: LoggedChange[]; bases: KeptBase[] }>;
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

/**
 * `name` unless taken, else "name (2)", "name (3)"… (new and imported templates). A number in brackets that `name`
 * already carries is not stacked: importing "Label (2)" again gives "Label (3)", never "Label (2) (2)".
 */
export function uniqueTemplateName(name: string, existing: readonly string[]): string {
  const clean = cleanName(name) || UNTITLED_NAME;
  const taken = new Set(existing);
  if (!taken.has(clean)) return clean;
  const base = clean.replace(/ \(\d+\)$/, '');
  let n = 2;
  while (taken.has(`${base} (${n})`)) n++;
  return `${base} (${n})`;
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
