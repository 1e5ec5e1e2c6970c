/** The keyboard shortcuts dialog ("?"), listing every action that has a shortcut, from the keymap table. */
import { useEffect, useRef } from 'react';
import { displayChord } from './keys';
import type { Action } from './actionEntry';
import { KEYMAP } from './keymap';
import { setHelpOpen, useHelpOpen } from './help';
import { NAVIGATION_KEYS } from './navigationKeys';

const GROUPS: Action['group'][] = ['Edit', 'Selection', 'Arrange', 'View', 'Help'];

export function HelpDialog() {
  const open = useHelpOpen();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="help-dialog" aria-labelledby="help-title" onClose={() => setHelpOpen(false)}>
      <header className="help-dialog__head">
        <h2 id="help-title">Keyboard shortcuts</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={() => setHelpOpen(false)}>
          ×
        </button>
      </header>
      <div className="help-dialog__body">
        {GROUPS.map((group) => (
          <section key={group}>
            <h3>{group}</h3>
            <dl>
              {KEYMAP.filter((b) => b.group === group && b.keys.length > 0).map((binding) => (
                <div key={binding.id} className="help-dialog__row">
                  <dt>{binding.label}</dt>
                  <dd>
                    {binding.keys.map((chord) => (
                      <kbd key={chord}>{displayChord(chord)}</kbd>
                    ))}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
        <section>
          <h3>Without a mouse</h3>
          <dl>
            {NAVIGATION_KEYS.map((key) => (
              <div key={key.keys} className="help-dialog__row">
                <dt>{key.does}</dt>
                <dd>
                  <kbd>{key.keys}</kbd>
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <p className="help-dialog__note">Double-click a text field, or press Enter on it, to type its wording in place. While dragging: hold Alt to turn off snapping, Shift to keep proportions or snap rotation to 15°. Space+drag or the middle button pans; Ctrl+wheel or pinch zooms.</p>
      </div>
    </dialog>
  );
}
