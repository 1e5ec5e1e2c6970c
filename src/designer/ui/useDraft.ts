import { useEffect, useRef, useState } from 'react';
import { notify } from './notice';
import { designer } from '../store';
import type { PendingDraft } from '../store/pendingDraft';

/** Checks a box's text and commits it; returns the message for text it refuses, or null. */
export type ApplyDraft = (text: string) => string | null;

interface Session {
  /** the `apply` of the render in which the user started typing: its closure names the fields shown then */
  apply: ApplyDraft;
  text: string;
  pending: PendingDraft;
}

/**
 * The text a property box shows while the user edits, and the message for input it refused.
 *
 * The first keystroke opens a draft in the store for the selected fields, holding that render's `apply`. Enter,
 * blur, unmount, a selection change or undo commit it to those fields; Escape drops it. With no draft open a commit
 * does nothing, so the blur that ends an edit after a canvas click has already selected another field (pointer-down
 * selects, focus leaves the box after) cannot write this box's text into that field (issue #17).
 * The text follows the committed value whenever that changes while no draft is open.
 */
export function useDraft(value: string | null, apply: ApplyDraft) {
  const [draft, setDraft] = useState(value ?? '');
  const [error, setError] = useState<string | null>(null);
  /** Counts commits, so the box shows the stored value after one even when that value did not change (#FFF). */
  const [commits, setCommits] = useState(0);
  const session = useRef<Session | null>(null);
  const latest = useRef({ value, apply });
  latest.current = { value, apply };

  useEffect(() => {
    if (session.current) return; // typing in progress keeps its text; it commits to its own fields
    setDraft(value ?? '');
    setError(null);
  }, [value, commits]);

  /** Ends the open draft and commits it; a refused text returns its message. */
  const finish = (): string | null => {
    const open = session.current;
    if (!open) return null;
    session.current = null;
    designer.closeDraft(open.pending);
    const problem = open.apply(open.text);
    if (!problem) setCommits((n) => n + 1); // unchanged or normalised text shows as stored, after the re-render
    return problem;
  };

  const start = (apply: ApplyDraft, text: string) => {
    const open: Session = {
      apply,
      text,
      // The store commits it this way when the selection moves on, or undo runs, before the box loses focus.
      pending: designer.openDraft({
        commit: () => {
          if (session.current !== open) return;
          const problem = finish();
          // The box is about to show other fields, so its own message would sit under the wrong field.
          if (!problem) return;
          notify(`“${open.text.length > 40 ? `${open.text.slice(0, 40)}…` : open.text}” was not applied: ${problem}`);
          setCommits((n) => n + 1); // show the stored value again, even if the next field's equals this one's
        },
      }),
    };
    session.current = open;
  };

  /** The user typed or picked `text`. */
  const change = (text: string) => {
    setDraft(text);
    if (session.current) session.current.text = text;
    else start(latest.current.apply, text);
  };

  /** Enter, blur, Ctrl+Enter: commit to the draft's own fields. A refused text stays open with its message. */
  const commit = () => {
    const open = session.current;
    const problem = finish();
    setError(problem);
    if (problem && open) start(open.apply, open.text);
  };

  /** Escape: drop the draft and show the committed value again. */
  const revert = () => {
    const open = session.current;
    session.current = null;
    if (open) designer.closeDraft(open.pending);
    setDraft(latest.current.value ?? '');
    setError(null);
  };

  // Switching the panel's tab unmounts the box, and a removed box gets no blur from React: commit then.
  useEffect(
    () => () => {
      if (session.current) session.current.pending.commit();
    },
    [],
  );

  return { draft, change, commit, error, revert };
}
