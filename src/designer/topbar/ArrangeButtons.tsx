/** Align and distribute buttons for the selection (align needs one field — to the page — or more; distribute three). */
import type { ReactNode } from 'react';
import { displayChord } from '../keymap/keys';
import { KEYMAP } from '../keymap/keymap';
import { alignSelection, distributeSelection } from '../keymap/actions';
import { useView } from '../store';
import {
  AlignBottomIcon, AlignCenterIcon, AlignLeftIcon, AlignMiddleIcon, AlignRightIcon, AlignTopIcon, DistributeHIcon, DistributeVIcon,
} from '../ui/toolbarIcons';

function shortcut(id: string): string {
  const binding = KEYMAP.find((b) => b.id === id);
  return binding ? ` (${displayChord(binding.keys[0])})` : '';
}

function ArrangeButton({ id, label, icon, disabled, onClick }: { id: string; label: string; icon: ReactNode; disabled: boolean; onClick: () => void }) {
  return (
    <button type="button" className="icon-button" aria-label={label} title={label + shortcut(id)} disabled={disabled} onClick={onClick}>
      {icon}
    </button>
  );
}

export function ArrangeButtons() {
  const count = useView((view) => view.selection.length);
  const noAlign = count === 0;
  return (
    <div className="topbar__group" role="group" aria-label="Arrange">
      <ArrangeButton id="alignLeft" label="Align left" icon={<AlignLeftIcon />} disabled={noAlign} onClick={() => alignSelection('left')} />
      <ArrangeButton id="alignCenter" label="Align horizontal centres" icon={<AlignCenterIcon />} disabled={noAlign} onClick={() => alignSelection('center')} />
      <ArrangeButton id="alignRight" label="Align right" icon={<AlignRightIcon />} disabled={noAlign} onClick={() => alignSelection('right')} />
      <ArrangeButton id="alignTop" label="Align top" icon={<AlignTopIcon />} disabled={noAlign} onClick={() => alignSelection('top')} />
      <ArrangeButton id="alignMiddle" label="Align vertical centres" icon={<AlignMiddleIcon />} disabled={noAlign} onClick={() => alignSelection('middle')} />
      <ArrangeButton id="alignBottom" label="Align bottom" icon={<AlignBottomIcon />} disabled={noAlign} onClick={() => alignSelection('bottom')} />
      <ArrangeButton id="distributeH" label="Distribute horizontally" icon={<DistributeHIcon />} disabled={count < 3} onClick={() => distributeSelection('horizontal')} />
      <ArrangeButton id="distributeV" label="Distribute vertically" icon={<DistributeVIcon />} disabled={count < 3} onClick={() => distributeSelection('vertical')} />
    </div>
  );
}
