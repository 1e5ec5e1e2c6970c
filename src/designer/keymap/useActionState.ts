/** The state actions read to be live or greyed out (selection size, undo history), re-rendering when it changes. */
import { useMemo } from 'react';
import { useView } from '../store';
import { useHistory } from '../store/useHistory';
import type { ActionState } from './actionEntry';

export function useActionState(): ActionState {
  const selected = useView((view) => view.selection.length);
  const history = useHistory();
  return useMemo(() => ({ selected, history }), [selected, history]);
}
