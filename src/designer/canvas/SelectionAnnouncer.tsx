/** A polite live region saying what is selected and where, after every selection, move and resize (issue #19). */
import { designer, useView } from '../store';
import { useStore } from '../store/observable';
import { describeSelection } from './selectionAnnouncement';

// The committed document, not the one shown: a drag is announced once where it ends, not at every pointer move.
const committed = { get: designer.getCommittedDoc, subscribe: designer.subscribe };

export function SelectionAnnouncer() {
  const selection = useView((view) => view.selection);
  const text = useStore(committed, (doc) => describeSelection(doc, selection));
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-label="Selection">
      {text}
    </div>
  );
}
