/** A top-bar icon button drawn from its keymap entry: the entry's label, icon, tooltip, enabled state and perform. */
import { actionTitle, isEnabled } from '../keymap/actionEntry';
import { actionById } from '../keymap/keymap';
import { useActionState } from '../keymap/useActionState';

export function ActionButton({ id }: { id: string }) {
  const state = useActionState();
  const action = actionById(id);
  const Icon = action.icon;
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={action.label}
      title={actionTitle(action, state)}
      disabled={!isEnabled(action, state)}
      onClick={() => action.perform()}
    >
      {Icon ? <Icon /> : action.label}
    </button>
  );
}

/** Buttons for a list of keymap ids (placements.ts), one after another. */
export function ActionButtons({ ids }: { ids: readonly string[] }) {
  return ids.map((id) => <ActionButton key={id} id={id} />);
}
