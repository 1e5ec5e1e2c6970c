/**
 * The property edit the user is typing and has not committed yet. It belongs to the fields it was opened for:
 * whatever changes what the panels edit (the selection, the open template) or rewinds the document (undo, redo)
 * first commits it to those fields. Before this, the blur that ends an edit fired after a canvas click had already
 * moved the selection, and the typed text landed in the field clicked (issue #17).
 */

/** A draft a property box holds open. */
export interface PendingDraft {
  /** ids of the fields it was opened for (view selection at the first keystroke) */
  readonly ids: readonly string[];
  /** Commits the text to those fields; a refused value changes nothing. */
  commit(): void;
}

/** At most one draft is open at a time: opening another commits the first. */
export function createPendingDrafts() {
  let pending: PendingDraft | null = null;
  const commit = () => {
    const draft = pending;
    pending = null; // before committing: the commit re-renders the box, which must not see itself still open
    draft?.commit();
  };
  return {
    open(draft: PendingDraft): void {
      if (pending !== draft) commit();
      pending = draft;
    },
    /** The box committed or dropped its draft itself. */
    close(draft: PendingDraft): void {
      if (pending === draft) pending = null;
    },
    /** Commits the open draft, if any, to its own fields. */
    commit,
  };
}
