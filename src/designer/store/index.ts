/**
 * The one document store. The template changes only through commands (Immer recipes run by produceWithPatches);
 * each run() is one undo entry holding patches + inverse patches, across all pages. View state (selection, zoom,
 * preview data) lives beside the document and is never history.
 */
import { applyPatches, enablePatches, produceWithPatches, type Patch } from 'immer';
import type { Command } from '../../templates/commands/command';
import { amendLastEntry, emptyHistory, pushEntry, redoStep, undoStep, type History } from '../../templates/history';
import { locateField, locateFields } from '../../templates/commands/locate';
import { dropUnusableColors } from '../../templates/colorFields';
import { ensureFieldIds } from '../../templates/ids';
import type { DataRecord, Template } from '../../templates/types';
import { createListeners, useStore } from './observable';
import { createPendingDrafts, type PendingDraft } from './pendingDraft';
import { rememberStyle } from './styleMemory';

enablePatches();

export interface ViewState {
  /** field ids (FieldSchema.id), never DOM nodes */
  selection: string[];
  activePage: number;
  /** 1 = 100 %: 1 mm = 96/25.4 CSS px */
  zoom: number;
  /** when set, the canvas shows these values instead of field.content */
  previewRecord: DataRecord | null;
  /** which data row that is (for the scrubber) */
  previewRow: number | null;
  /** hidden on the canvas only (layers eye toggle) */
  hiddenFieldIds: string[];
  /** library id of the open template */
  templateId: string | null;
  /** counts load(): a new id without a new load (autosave naming an unsaved document, a conflict copy) is the same document */
  opened: number;
}

export const EMPTY_TEMPLATE: Template = {
  schemas: [[]],
  basePdf: { width: 210, height: 297, padding: [10, 10, 10, 10] },
  platen: { name: 'Untitled template' },
};

const INITIAL_VIEW: ViewState = {
  selection: [],
  activePage: 0,
  zoom: 1,
  previewRecord: null,
  previewRow: null,
  hiddenFieldIds: [],
  templateId: null,
  opened: 0,
};

/** Creates a store; the app uses the single `designer` below, tests may make their own. */
export function createDesigner(initial: Template = EMPTY_TEMPLATE) {
  let doc: Template = ensureFieldIds(initial);
  /** The document as a drag shows it; null when no drag is in progress. */
  let previewDoc: Template | null = null;
  let view: ViewState = INITIAL_VIEW;
  let history: History = emptyHistory();
  const listeners = createListeners();
  /** Hear how the committed document changed (autosave's write-ahead log), before anything renders. */
  const commitListeners = createListeners<[patches: Patch[]]>();

  /** Undo can remove fields the user had selected; the selection keeps only ids that still exist. */
  const pruneSelection = () => {
    if (view.selection.length === 0) return;
    const kept = view.selection.filter((id) => locateField(doc, id));
    if (kept.length !== view.selection.length) view = { ...view, selection: kept };
  };

  const emit = listeners.emit;
  const committed = commitListeners.emit;
  /** The property box being typed in (view state: its text is not in the document until it commits). */
  const drafts = createPendingDrafts();
  const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

  return {
    /** The document as shown (including a drag preview in progress). */
    getDoc(): Template {
      return previewDoc ?? doc;
    },
    /** The committed document, ignoring any drag preview. */
    getCommittedDoc(): Template {
      return doc;
    },
    getView(): ViewState {
      return view;
    },
    /**
     * Runs a command as exactly one undo entry. Ends any drag preview. `options.mergeKey` folds quick repeats
     * (a held arrow key) into the previous entry with the same key; `options.amend` folds the change into the last
     * entry instead (see amendLastEntry).
     */
    run<A>(command: Command<A>, args: A, options: { mergeKey?: string; amend?: boolean } = {}): void {
      const [next, patches, inversePatches] = produceWithPatches(doc, (draft: Template) => command.recipe(draft, args));
      previewDoc = null;
      if (patches.length > 0) {
        doc = next;
        history = options.amend
          ? amendLastEntry(history, patches, inversePatches)
          : pushEntry(history, { patches, inversePatches, label: command.label, mergeKey: options.mergeKey, at: Date.now() });
        // New fields of a type take the look of the last one the user styled (view-side memory).
        const edited = args as { ids?: unknown };
        if (command.id === 'updateFields' && Array.isArray(edited.ids)) rememberStyle(locateFields(doc, edited.ids as string[]).map((p) => p.field));
        committed(patches);
      }
      emit();
    },
    /** Live drag preview: applies the command to the committed document without history; commit with run(). */
    preview<A>(command: Command<A>, args: A): void {
      const [next] = produceWithPatches(doc, (draft: Template) => command.recipe(draft, args));
      previewDoc = next;
      emit();
    },
    /** Drops a drag preview (escape during a drag). */
    cancelPreview(): void {
      if (!previewDoc) return;
      previewDoc = null;
      emit();
    },
    undo(): void {
      // A draft typed for the selection is committed to it first, so undo takes back exactly that edit.
      drafts.commit();
      const step = undoStep(history);
      if (!step) return;
      previewDoc = null;
      doc = applyPatches(doc, step.entry.inversePatches);
      history = step.history;
      pruneSelection();
      committed(step.entry.inversePatches);
      emit();
    },
    redo(): void {
      drafts.commit();
      const step = redoStep(history);
      if (!step) return;
      previewDoc = null;
      doc = applyPatches(doc, step.entry.patches);
      history = step.history;
      pruneSelection();
      committed(step.entry.patches);
      emit();
    },
    canUndo(): boolean {
      return history.past.length > 0;
    },
    canRedo(): boolean {
      return history.future.length > 0;
    },
    /** Label of the action undo would revert ("Move fields"), or null. */
    undoLabel(): string | null {
      return history.past[history.past.length - 1]?.label ?? null;
    },
    redoLabel(): string | null {
      return history.future[0]?.label ?? null;
    },
    setView(patch: Partial<ViewState>): void {
      // Another selection: what was typed for the current one goes to it before the panels move on. A new template id
      // alone is the same document filed in the library (autosave's first save of a loaded document, or its copy when
      // another tab saved over it), which may land mid-typing; another document comes through load(), which commits.
      if (patch.selection && !sameIds(patch.selection, view.selection)) drafts.commit();
      view = { ...view, ...patch };
      emit();
    },
    /** Replaces the document, clears history and selection, assigns missing field ids, drops colours that are not colours. */
    load(template: Template, templateId: string | null): void {
      drafts.commit();
      // Whatever opens a template (library, gallery, another tab), no colour but a parsed one enters the document.
      doc = ensureFieldIds(dropUnusableColors(template).template);
      previewDoc = null;
      history = emptyHistory();
      view = { ...view, selection: [], activePage: 0, templateId, hiddenFieldIds: [], opened: view.opened + 1 };
      emit();
    },
    /** A property box starts a draft for the current selection (see pendingDraft.ts). */
    openDraft(draft: Omit<PendingDraft, 'ids'>): PendingDraft {
      const opened = { ids: view.selection, commit: draft.commit };
      drafts.open(opened);
      return opened;
    },
    /** The box committed or dropped its draft itself. */
    closeDraft: drafts.close,
    /** Commits the open draft, if any, to the fields it was typed for. */
    commitDraft: drafts.commit,
    subscribe: listeners.add,
    /** Hears the patches of every committed change (run, undo, redo; not load), synchronously with the commit. */
    onCommit: commitListeners.add,
  };
}

export type Designer = ReturnType<typeof createDesigner>;

/** The app's store. Also exposed as `window.__platenDesigner` for e2e tests and the benchmark (see App.tsx). */
export const designer: Designer = createDesigner();

/** Reads part of the document; re-renders only when the selected value changes (keep selectors returning stable values). */
export function useDoc<T>(selector: (doc: Template) => T): T {
  return useStore({ get: designer.getDoc, subscribe: designer.subscribe }, selector);
}

/** Reads part of the view state (selection, zoom, preview record…). */
export function useView<T>(selector: (view: ViewState) => T): T {
  return useStore({ get: designer.getView, subscribe: designer.subscribe }, selector);
}
