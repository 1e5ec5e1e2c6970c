/** A polite live region saying what is selected and where, after every selection, move and resize (issue #19). */
import { useDoc, useView } from '../store';
import { describeSelection } from './selectionAnnouncement';

export function SelectionAnnouncer() {
  const selection = useView((view) => view.selection);
  const text = useDoc((doc) => describeSelection(doc, selection));
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-label="Selection">
      {text}
    </div>
  );
}
