/** Align and distribute buttons for the selection (align needs one field — to the page — or more; distribute three). */
import { TOP_BAR } from '../keymap/placements';
import { ActionButtons } from './ActionButton';

export function ArrangeButtons() {
  return (
    <div className="topbar__group" role="group" aria-label="Arrange">
      <ActionButtons ids={TOP_BAR.arrange} />
    </div>
  );
}
