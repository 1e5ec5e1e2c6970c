/**
 * The template library: which template is open, the saved list, and autosave. Every change to the document is
 * saved ~300 ms after the last edit, and at once when the tab is hidden or closed, so work survives a reload or a
 * crashed tab. Built as a factory over a store and a designer so unit tests can drive it in Node.
 */
import { setTemplateMeta } from '../../templates/commands/setTemplateMeta';
import { parseTemplateFile, serializeTemplate } from '../../templates/legacy';
import {
  UNTITLED_NAME,
  copyName,
  createRecord,
  renameRecord,
  uniqueTemplateName,
  updateRecord,
  type TemplateRecord,
  type TemplateStore,
  type TemplateSummary,
} from '../../templates/storage';
import type { Template } from '../../templates/types';
import type { Designer } from '../store';
import { importOutcome, exportFileName, type ImportOutcome } from './importOutcome';

/** Debounce for autosave, ms: long enough to batch a burst of nudges, short enough that a crash loses little. */
export const AUTOSAVE_DELAY_MS = 300;

export interface LibraryMessage {
  text: string;
  error: boolean;
  /** Further lines: problems found in an imported file, conversions from older formats. */
  details?: string[];
}

export interface LibraryState {
  ready: boolean;
  records: TemplateSummary[];
  openId: string | null;
  saving: 'idle' | 'pending' | 'saved' | 'failed';
  message: LibraryMessage | null;
}

/**
 * Word between tabs of the app: which template one of them just saved. The browser's is a BroadcastChannel
 * (libraryChannel.ts); without one, a tab learns of the others only when a save finds the template changed.
 */
export interface LibraryChannel {
  announce(templateId: string): void;
  listen(onSaved: (templateId: string) => void): void;
}

export interface LibraryDeps {
  designer: Designer;
  store: TemplateStore;
  blankTemplate: Template;
  /** The template a first visit starts from (the gallery invoice), with its name. */
  firstTemplate?: () => { template: Template; name: string } | undefined;
  download?: (fileName: string, text: string) => void;
  now?: () => number;
  newId?: () => string;
  channel?: LibraryChannel;
}

function defaultId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The store as the library uses it: every write is announced to the other tabs (when there is a channel), so no
 * code path can save and forget to tell them.
 */
function announcingStore(store: TemplateStore, channel: LibraryChannel | undefined): TemplateStore {
  if (!channel) return store;
  return {
    ...store,
    async put(record) {
      await store.put(record);
      channel.announce(record.id);
    },
    async putIfUnchanged(record, expectedUpdatedAt) {
      const outcome = await store.putIfUnchanged(record, expectedUpdatedAt);
      if (outcome === 'saved') channel.announce(record.id);
      return outcome;
    },
    async delete(id) {
      await store.delete(id);
      channel.announce(id);
    },
  };
}

export function createLibrary(deps: LibraryDeps) {
  const { designer } = deps;
  const store = announcingStore(deps.store, deps.channel);
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? defaultId;
  const committed = () => designer.getCommittedDoc();

  let state: LibraryState = { ready: false, records: [], openId: null, saving: 'idle', message: null };
  const listeners = new Set<() => void>();
  const set = (patch: Partial<LibraryState>) => {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener();
  };

  let current: TemplateRecord | null = null;
  let lastSaved: Template | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<void> = Promise.resolve();
  let started: Promise<void> | undefined;

  const refresh = async () => set({ records: await store.list() });

  /** Saves the open template now if it changed since the last save. Serialised: saves never overtake each other. */
  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    queue = queue.then(async () => {
      const doc = committed();
      await followOutsideLoad(doc);
      if (!current || doc === lastSaved) return;
      const record = updateRecord(current, doc, now());
      try {
        if ((await store.putIfUnchanged(record, current.updatedAt)) === 'changed') await keepAsCopy(doc);
        else {
          current = record;
          lastSaved = doc;
          set({ saving: 'saved' });
        }
        await refresh();
      } catch (error) {
        set({ saving: 'failed', message: { text: `Autosave failed: ${(error as Error).message}`, error: true } });
      }
    });
    return queue;
  }

  /**
   * Another tab saved the open template after this one last read it: this tab's edits become a new entry, opened in
   * its place, and the other tab's version stays under the original name. Nothing is overwritten or dropped.
   */
  async function keepAsCopy(doc: Template) {
    if (!current) return;
    const original = current.name;
    const names = (await store.list()).map((r) => r.name);
    const copy = createRecord(newId(), doc, now(), copyName(original, names));
    await store.put(copy);
    current = copy;
    lastSaved = doc;
    designer.setView({ templateId: copy.id });
    // The document carries its name (top bar, export, the next save's record name): one undoable rename.
    designer.run(setTemplateMeta, { patch: { name: copy.name } });
    await store.setLastOpenedId(copy.id);
    set({
      openId: copy.id,
      saving: 'saved',
      message: {
        text: `“${original}” was changed in another tab. Your edits here are kept as “${copy.name}”; the other tab's version stays as “${original}”.`,
        error: false,
      },
    });
  }

  /**
   * Another tab saved `templateId`. The list follows; the open template follows too when this tab has no edits of
   * its own waiting, so two tabs on one template stay in step instead of drifting into a conflict.
   */
  async function onSavedElsewhere(templateId: string) {
    if (!state.ready) return;
    await refresh();
    if (templateId !== current?.id || timer !== undefined || committed() !== lastSaved) return;
    const record = await store.get(templateId);
    if (!record || record.updatedAt === current.updatedAt || timer !== undefined || committed() !== lastSaved) return;
    designer.load(record.template, record.id);
    current = record;
    lastSaved = committed();
    clearTimeout(timer); // the load itself is not an edit of this tab's to save
    timer = undefined;
    set({ saving: 'saved', message: { text: 'Updated with changes saved in another tab.', error: false } });
  }

  /**
   * Another part of the app may call designer.load() itself (say, a gallery template from the top bar). A loaded
   * document with no library id becomes a new library entry; one with a known id continues that entry.
   */
  async function followOutsideLoad(doc: Template) {
    const viewId = designer.getView().templateId;
    if (!started || !state.ready) return;
    if (current && viewId === current.id) return;
    if (viewId) {
      // A known library entry continues; an unknown id (loaded by code, not the library) becomes a new entry.
      current = (await store.get(viewId)) ?? createRecord(viewId, doc, now(), doc.platen?.name);
      lastSaved = null;
      set({ openId: current.id });
      return;
    }
    const names = (await store.list()).map((r) => r.name);
    current = createRecord(newId(), doc, now(), uniqueTemplateName(doc.platen?.name ?? UNTITLED_NAME, names));
    lastSaved = null;
    designer.setView({ templateId: current.id });
    await store.setLastOpenedId(current.id);
    set({ openId: current.id });
  }

  function onDesignerChange() {
    const outside = state.ready && designer.getView().templateId !== (current?.id ?? null);
    if (!outside && (!current || committed() === lastSaved)) return;
    if (state.saving !== 'pending') set({ saving: 'pending' });
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
  }

  async function show(record: TemplateRecord) {
    designer.load(record.template, record.id);
    current = record;
    lastSaved = committed();
    await store.setLastOpenedId(record.id);
    set({ openId: record.id, saving: 'saved' });
  }

  async function create(template: Template, name: string): Promise<TemplateRecord> {
    const names = (await store.list()).map((r) => r.name);
    const record = createRecord(newId(), structuredClone(template), now(), uniqueTemplateName(name, names));
    await store.put(record);
    await show(record);
    await refresh();
    return record;
  }

  const api = {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush,

    /** Opens the last template (or the most recent, or a new one from the gallery) and starts autosaving. Once. */
    start(): Promise<void> {
      return (started ??= (async () => {
        designer.subscribe(onDesignerChange);
        deps.channel?.listen((id) => void onSavedElsewhere(id));
        const untouched = committed();
        // Opening the library is asynchronous; if something else loaded or edited a template meanwhile (a deep link,
        // a test, a quick first edit), keep that work and save it instead of replacing it with the last template.
        const overtaken = () => committed() !== untouched || designer.getView().templateId !== null;
        try {
          const lastId = await store.getLastOpenedId();
          const record = (lastId && (await store.get(lastId))) || (await mostRecent());
          if (overtaken()) {
            set({ ready: true });
            await flush();
          } else if (record) await show(record);
          else {
            const first = deps.firstTemplate?.();
            await create(first?.template ?? deps.blankTemplate, first?.name ?? UNTITLED_NAME);
          }
          await refresh();
        } catch (error) {
          set({ message: { text: `The template library could not be opened: ${(error as Error).message}`, error: true } });
        }
        set({ ready: true });
      })());
    },

    async open(id: string) {
      if (id === current?.id) return;
      await flush();
      const record = await store.get(id);
      if (!record) return set({ message: { text: 'That template is no longer in the library.', error: true } });
      await show(record);
      set({ message: null });
    },

    async createBlank() {
      await flush();
      await create(deps.blankTemplate, UNTITLED_NAME);
    },

    async createFrom(template: Template, name: string) {
      await flush();
      await create(template, name);
    },

    async rename(id: string, name: string) {
      if (!name.trim()) return;
      if (id === current?.id) {
        // The open template's name lives in its meta, so the rename is undoable and exported with it.
        designer.run(setTemplateMeta, { patch: { name: name.trim() } });
        return flush();
      }
      const record = await store.get(id);
      if (record) await store.put(renameRecord(record, name, now()));
      await refresh();
    },

    async duplicate(id: string) {
      await flush();
      const record = await store.get(id);
      if (!record) return;
      const names = (await store.list()).map((r) => r.name);
      const copy = createRecord(newId(), structuredClone(record.template), now(), copyName(record.name, names));
      await store.put(copy);
      await refresh();
      set({ message: { text: `Duplicated as “${copy.name}”.`, error: false } });
    },

    async remove(id: string) {
      await flush();
      await store.delete(id);
      if (id === current?.id) {
        current = null;
        const next = await mostRecent();
        if (next) await show(next);
        else await create(deps.blankTemplate, UNTITLED_NAME);
      }
      await refresh();
    },

    /** Imports a template file as a new library entry and opens it; a broken file changes nothing and says why. */
    async importText(fileName: string, text: string): Promise<ImportOutcome> {
      const outcome = importOutcome(fileName, parseTemplateFile(text));
      if (!outcome.ok) {
        set({ message: { text: outcome.message, error: true, details: outcome.problems.slice(1) } });
        return outcome;
      }
      await flush();
      const record = await create(outcome.template, outcome.name);
      const details = [...outcome.notes, ...outcome.problems];
      set({
        message: {
          text: `Imported “${fileName}” as “${record.name}”${outcome.problems.length ? ` with ${outcome.problems.length} problem${outcome.problems.length === 1 ? '' : 's'} to check` : ''}.`,
          error: false,
          details,
        },
      });
      return outcome;
    },

    /** Downloads the open template as pdfme JSON. */
    async exportOpen() {
      await flush();
      const doc = committed();
      deps.download?.(exportFileName(doc.platen?.name ?? current?.name ?? 'template'), serializeTemplate(doc));
    },

    dismissMessage() {
      set({ message: null });
    },
  };

  async function mostRecent(): Promise<TemplateRecord | undefined> {
    const [first] = await store.list();
    return first ? store.get(first.id) : undefined;
  }

  return api;
}

export type Library = ReturnType<typeof createLibrary>;
