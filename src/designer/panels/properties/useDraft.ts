import { useEffect, useState } from 'react';

/**
 * The text a property box shows while the user edits, and the message for input it refused. Both reset whenever
 * the committed value changes (undo, another selection), so a box never shows a stale draft.
 */
export function useDraft(value: string | null) {
  const [draft, setDraft] = useState(value ?? '');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setDraft(value ?? '');
    setError(null);
  }, [value]);
  const revert = () => {
    setDraft(value ?? '');
    setError(null);
  };
  return { draft, setDraft, error, setError, revert };
}
