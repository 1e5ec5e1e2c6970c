/**
 * Showing a library record in the designer and adding new records: what opening, creating, importing, deleting and
 * the first start of the library share.
 */
import { createRecord, uniqueTemplateName, type TemplateRecord, type TemplateStore } from '../../templates/storage';
import type { Template } from '../../templates/types';
import type { Designer } from '../store';
import type { Autosave } from './autosave';
import type { LibraryStateStore } from './libraryState';
import { changesOnOpening, openedWithChanges } from './openNotice';

export interface OpeningDeps {
  designer: Designer;
  store: TemplateStore;
  autosave: Autosave;
  state: LibraryStateStore;
  refresh: () => Promise<void>;
  now: () => number;
  newId: () => string;
}

export function createOpening(deps: OpeningDeps) {
  const { designer, store, autosave, state } = deps;

  /** Opens a record; says what opening it changed (colours that are not colours are dropped by designer.load). */
  async function show(record: TemplateRecord): Promise<string[]> {
    const changes = changesOnOpening(record.template);
    designer.load(record.template, record.id);
    autosave.opened(record);
    await store.setLastOpenedId(record.id);
    state.report({ openId: record.id, saving: 'saved' });
    if (changes.length > 0) state.report({ message: openedWithChanges(`Opened “${record.name}”`, changes, state.get().message) });
    return changes;
  }

  /** Saves `template` as a new record (its name made unique in the library) and opens it. */
  async function create(template: Template, name: string): Promise<TemplateRecord> {
    const names = (await store.list()).map((r) => r.name);
    const record = createRecord(deps.newId(), structuredClone(template), deps.now(), uniqueTemplateName(name, names));
    await store.put(record);
    await show(record);
    await deps.refresh();
    return record;
  }

  /** The most recently saved record, if the library holds any. */
  async function mostRecent(): Promise<TemplateRecord | undefined> {
    const [first] = await store.list();
    return first ? store.get(first.id) : undefined;
  }

  return { show, create, mostRecent };
}

export type Opening = ReturnType<typeof createOpening>;
