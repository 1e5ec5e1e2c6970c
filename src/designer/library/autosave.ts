/**
 * Autosave of the open template: a write-ahead log, then compaction. Every committed change (its Immer patches) is
 * appended to IndexedDB in the task that commits it, before the change can be painted; ~300 ms after the last edit,
 * when the tab is hidden or closed, or after many changes, the whole template is saved and the log it contains is
 * dropped in the same transaction (src/templates/writeAhead.ts has the rules). A save is written only over the copy
 * this tab last read (putIfUnchanged); when another tab saved in between, this tab's work becomes a "… copy".
 */
import type { Patch } from 'immer';
import { setTemplateMeta } from '../../templates/commands/setTemplateMeta';
import {
  UNTITLED_NAME,
  copyName,
  createRecord,
  uniqueTemplateName,
  updateRecord,
  type TemplateRecord,
  type TemplateStore,
} from '../../templates/storage';
import type { Template } from '../../templates/types';
import type { Designer } from '../store';
import type { LibraryState } from './libraryState';

/** Compaction runs this long (ms) after the last edit: long enough to batch a burst of nudges. */
export const AUTOSAVE_DELAY_MS = 300;
/** …or after this many logged changes, so a long unbroken burst (a held arrow key) keeps the log short. */
export const COMPACT_AFTER_CHANGES = 100;

export interface AutosaveDeps {
  designer: Designer;
  store: TemplateStore;
  /** this tab's id in the log */
  writer: string;
  now: () => number;
  newId: () => string;
  /** true once the library has opened its first template */
  isReady: () => boolean;
  report: (patch: Partial<LibraryState>) => void;
  refresh: () => Promise<void>;
}

export function createAutosave(deps: AutosaveDeps) {
  const { designer, store, writer, now, report } = deps;
  const committed = () => designer.getCommittedDoc();

  /** The open template's record as this tab last read or wrote it. */
  let current: TemplateRecord | null = null;
  /** The document the last full save holds. */
  let lastSaved: Template | null = null;
  /** The version the next logged change applies to (writeAhead.ts: `base`). */
  let base = 0;
  let seq = 0;
  let settledSeq = 0;
  /** A save that failed keeps its version for the retry, so changes already logged on it stay valid. */
  let retryVersion: number | undefined;
  let appending = 0;
  /** The template the library just deleted: the view still shows it until the next one opens; not an outside load. */
  let closedId: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<void> = Promise.resolve();

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
  };
  const failed = (error: unknown) =>
    report({ saving: 'failed', message: { text: `Autosave failed: ${(error as Error).message}`, error: true } });

  /** Runs in the designer's commit, before anything renders: the append is issued in this same task. */
  function logChange(patches: Patch[]) {
    if (!deps.isReady() || !current || designer.getView().templateId !== current.id) return;
    seq += 1;
    appending += 1;
    store.appendChange({ templateId: current.id, writer, base, seq, patches }).then(
      () => {
        if (--appending === 0) report({ saving: 'saved' });
      },
      (error) => {
        appending -= 1;
        failed(error);
      },
    );
    report({ saving: 'pending' });
    if (seq - settledSeq >= COMPACT_AFTER_CHANGES) void flush();
    else schedule();
  }

  function onDesignerChange() {
    if (!deps.isReady()) return;
    // Another part of the app loaded a template (the gallery): it becomes a library entry at once, whatever else is in
    // flight (a pending log append no longer leaves it to the next edit).
    if (isOutsideLoad()) return void flush();
    // A change that did not come through a commit (none should): the next full save catches it.
    if (current && committed() !== lastSaved && timer === undefined && appending === 0) schedule();
  }

  /**
   * The view shows a document the library did not open: no record is open, or the view's id is not its id; and it is
   * not the deleted template still on screen. A document loaded with no id is always one (`closedId` is null too
   * when nothing was deleted, so the two must not be compared then).
   */
  function isOutsideLoad(): boolean {
    const viewId = designer.getView().templateId;
    return (current === null || viewId !== current.id) && (viewId === null || viewId !== closedId);
  }

  /** Saves the whole open template now if it changed since the last save. Serialised: saves never overtake each other. */
  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    queue = queue.then(compact);
    return queue;
  }

  async function compact() {
    // Never rejects: `queue` chains every later save on this one, and a rejected link would skip them all, silently.
    try {
      await followOutsideLoad();
    } catch (error) {
      return failed(error);
    }
    const doc = committed();
    const upToSeq = seq; // read with the document, in one step: the save holds exactly these changes
    if (!current || doc === lastSaved) return;
    const readVersion = current.updatedAt;
    const version = retryVersion ?? Math.max(now(), readVersion + 1);
    const record = updateRecord(current, doc, version);
    base = version; // changes from here on apply to this save, or (if it never lands) follow the ones it holds
    try {
      const outcome = await store.putIfUnchanged(record, readVersion, { templateId: record.id, writer, upToSeq });
      retryVersion = undefined;
      if (outcome === 'changed') await keepAsCopy();
      else {
        current = record;
        lastSaved = doc;
        settledSeq = upToSeq;
        if (appending === 0) report({ saving: 'saved' });
      }
      await deps.refresh();
    } catch (error) {
      retryVersion = version;
      failed(error);
    }
  }

  /**
   * Another tab saved the open template after this one last read it: this tab's edits become a new entry, opened in
   * its place, and the other tab's version stays under the original name. Nothing is overwritten or dropped.
   */
  async function keepAsCopy() {
    if (!current) return;
    const original = current;
    const names = (await store.list()).map((r) => r.name);
    const doc = committed();
    const upToSeq = seq;
    const copy = createRecord(deps.newId(), doc, now(), copyName(original.name, names));
    // From here on this tab's changes belong to the copy.
    current = copy;
    lastSaved = doc;
    base = copy.updatedAt;
    designer.setView({ templateId: copy.id });
    await store.put(copy, { templateId: original.id, writer, upToSeq });
    settledSeq = upToSeq;
    // The document carries its name (top bar, export, the next save's record name): one undoable rename.
    designer.run(setTemplateMeta, { patch: { name: copy.name } });
    await store.setLastOpenedId(copy.id);
    report({
      openId: copy.id,
      saving: 'saved',
      message: {
        text: `“${original.name}” was changed in another tab. Your edits here are kept as “${copy.name}”; the other tab's version stays as “${original.name}”.`,
        error: false,
      },
    });
  }

  /**
   * Another part of the app may call designer.load() itself (say, a gallery template from the top bar). A loaded
   * document with no library id becomes a new library entry; one with a known id continues that entry.
   */
  async function followOutsideLoad() {
    if (!deps.isReady() || !isOutsideLoad()) return;
    const viewId = designer.getView().templateId;
    const doc = committed();
    if (viewId) {
      // A known library entry continues; an unknown id (loaded by code, not the library) becomes a new entry.
      const record = (await store.get(viewId)) ?? createRecord(viewId, doc, now(), doc.platen?.name);
      return follow(record);
    }
    const names = (await store.list()).map((r) => r.name);
    const record = createRecord(deps.newId(), doc, now(), uniqueTemplateName(doc.platen?.name ?? UNTITLED_NAME, names));
    await store.setLastOpenedId(record.id);
    follow(record);
    designer.setView({ templateId: record.id });
  }

  /** The open document continues `record`; it is saved whole next (no full save holds it yet). */
  function follow(record: TemplateRecord) {
    current = record;
    lastSaved = null;
    base = record.updatedAt;
    report({ openId: record.id });
  }

  return {
    flush,
    /** Starts listening to the designer. Once. */
    listen() {
      designer.onCommit(logChange);
      designer.subscribe(onDesignerChange);
    },
    /** The library showed `record` in the designer: it is saved as it stands. */
    opened(record: TemplateRecord) {
      clearTimeout(timer); // the load itself is not an edit of this tab's to save
      timer = undefined;
      current = record;
      closedId = null;
      lastSaved = committed();
      base = record.updatedAt;
    },
    /** The open template was deleted (the library opens another next). */
    closed() {
      closedId = current?.id ?? null;
      current = null;
    },
    current: () => current,
    /** Edits of this tab not yet in a full save (another tab's save must not replace them). */
    hasUnsavedEdits: () => timer !== undefined || appending > 0 || committed() !== lastSaved,
  };
}

export type Autosave = ReturnType<typeof createAutosave>;
