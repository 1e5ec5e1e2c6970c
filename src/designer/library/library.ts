/**
 * The template library's actions: which template is open, the saved list, and what a user does with them (open, new,
 * duplicate, rename, delete, import, export). Its parts: the state store (libraryState.ts), autosave (autosave.ts),
 * opening records (opening.ts), the start with recovery of closed tabs' edits (startLibrary.ts) and following other
 * tabs (tabSync.ts). A factory over a store and a designer so unit tests can drive it in Node.
 */
import { setTemplateMeta } from '../../templates/commands/setTemplateMeta';
import { parseTemplateFile, serializeTemplate } from '../../templates/legacy';
import { UNTITLED_NAME, copyName, createRecord, renameRecord, type TemplateStore } from '../../templates/storage';
import type { Template } from '../../templates/types';
import type { Designer } from '../store';
import { createAutosave } from './autosave';
import { createBackupActions, type SessionSettingsAccess } from './backup';
import { importOutcome, exportFileName, type ImportOutcome } from './importOutcome';
import { createLibraryState, type LibraryMessage } from './libraryState';
import { createOpening } from './opening';
import { startLibrary } from './startLibrary';
import { announcingStore, type LibraryChannel } from './tabSync';

export { AUTOSAVE_DELAY_MS } from './autosave';
export type { LibraryMessage, LibraryState } from './libraryState';
export type { LibraryChannel } from './tabSync';

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
  /** This tab's id in the autosave log (one per page load). */
  writer?: string;
  /** The writers of the app's tabs still open (tabLiveness.ts); without it, every other writer counts as closed. */
  liveWriters?: () => Promise<ReadonlySet<string>>;
  /** The data session settings kept per template (for Back up library / Restore). */
  sessionSettings?: SessionSettingsAccess;
}

function defaultId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

export function createLibrary(deps: LibraryDeps) {
  const { designer } = deps;
  const store = announcingStore(deps.store, deps.channel);
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? defaultId;
  const writer = deps.writer ?? defaultId();
  const committed = () => designer.getCommittedDoc();

  const state = createLibraryState();
  const report = state.report;
  let started: Promise<void> | undefined;

  const refresh = async () => report({ records: await store.list() });
  const isReady = () => started !== undefined && state.get().ready;
  const autosave = createAutosave({ designer, store, writer, now, newId, isReady, report, refresh });
  const { flush } = autosave;
  const opening = createOpening({ designer, store, autosave, state, refresh, now, newId });
  const { show, create, mostRecent } = opening;

  const backup = createBackupActions({ store, flush, refresh, report, newId, now, download: deps.download, settings: deps.sessionSettings });

  const api = {
    ...backup,
    getState: state.get,
    subscribe: state.subscribe,
    flush,

    /**
     * Recovers closed tabs' unsaved edits, opens the last template (or the most recent, or a new one from the
     * gallery) and starts autosaving. Once.
     */
    start(): Promise<void> {
      return (started ??= startLibrary({ ...deps, designer, store, autosave, opening, state, refresh, isReady, writer, now, newId }));
    },

    async open(id: string) {
      if (id === autosave.current()?.id) return;
      await flush();
      const record = await store.get(id);
      if (!record) return report({ message: { text: 'That template is no longer in the library.', error: true } });
      if ((await show(record)).length === 0) report({ message: null });
    },

    async createBlank() {
      await flush();
      await create(deps.blankTemplate, UNTITLED_NAME);
    },

    /** A new library entry from a gallery template, opened; says what it was called (never a silent "Invoice (2)"). */
    async createFrom(template: Template, name: string) {
      await flush();
      const record = await create(template, name);
      const text =
        record.name === name
          ? `Created “${record.name}” from the gallery.`
          : `Created “${record.name}” from the gallery; your “${name}” is unchanged.`;
      report({ message: { text, error: false } });
    },

    async rename(id: string, name: string) {
      if (!name.trim()) return;
      if (id === autosave.current()?.id) {
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
      report({ message: { text: `Duplicated as “${copy.name}”.`, error: false } });
    },

    async remove(id: string) {
      await flush();
      await store.delete(id);
      if (id === autosave.current()?.id) {
        autosave.closed();
        const next = await mostRecent();
        if (next) await show(next);
        else await create(deps.blankTemplate, UNTITLED_NAME);
      }
      await refresh();
    },

    /**
     * Imports a template file as a new library entry and opens it; a broken file changes nothing and says why. `lead`
     * says where it came from when that is not a file ("Opened the shared link"); the checks are the same.
     */
    async importText(fileName: string, text: string, lead = `Imported “${fileName}”`): Promise<ImportOutcome> {
      const outcome = importOutcome(fileName, parseTemplateFile(text));
      if (!outcome.ok) {
        report({ message: { text: outcome.message, error: true, details: outcome.problems.slice(1) } });
        return outcome;
      }
      await flush();
      const record = await create(outcome.template, outcome.name);
      const details = [...outcome.notes, ...outcome.problems];
      report({
        message: {
          text: `${lead} as “${record.name}”${outcome.problems.length ? ` with ${outcome.problems.length} problem${outcome.problems.length === 1 ? '' : 's'} to check` : ''}.`,
          error: false,
          details,
        },
      });
      return outcome;
    },

    /** The open template as pdfme JSON (what Export JSON, Save and Share link write), with every change saved first. */
    async openTemplateText(): Promise<{ text: string; name: string }> {
      await flush();
      const doc = committed();
      return { text: serializeTemplate(doc), name: doc.platen?.name ?? autosave.current()?.name ?? 'template' };
    },

    /** Downloads the open template as pdfme JSON. */
    async exportOpen() {
      await flush();
      const doc = committed();
      deps.download?.(exportFileName(doc.platen?.name ?? autosave.current()?.name ?? 'template'), serializeTemplate(doc));
    },

    /** Shows a message in the library panel (a shared link that could not be opened, a file refused). */
    say(message: LibraryMessage) {
      report({ message });
    },

    dismissMessage() {
      report({ message: null });
    },
  };

  return api;
}

export type Library = ReturnType<typeof createLibrary>;
