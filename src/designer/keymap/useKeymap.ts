/** The one keyboard listener: finds the action bound to a chord in the active context and performs it. */
import { useEffect } from 'react';
import { designer } from '../store';
import { chordOf, normaliseChord } from './keys';
import { activeContexts, type Action } from './actionEntry';
import { KEYMAP } from './keymap';

const BY_CHORD = new Map<string, Action[]>();
for (const binding of KEYMAP) {
  for (const chord of binding.keys) {
    const key = normaliseChord(chord);
    BY_CHORD.set(key, [...(BY_CHORD.get(key) ?? []), binding]);
  }
}

/** Whether keys should go to what has focus instead (text inputs, menus, open dialogs). */
function keysBelongElsewhere(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.closest) return false;
  if (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)) return true;
  return !!el.closest('dialog[open], [role="dialog"], [role="menu"], [role="listbox"]');
}

export function useKeymap(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || keysBelongElsewhere(event.target)) return;
      const bindings = BY_CHORD.get(chordOf(event));
      if (!bindings) return;
      const contexts = activeContexts(designer.getView().selection.length > 0);
      for (const context of contexts) {
        const binding = bindings.find((b) => b.when === context);
        if (binding) {
          event.preventDefault();
          binding.perform();
          return;
        }
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
