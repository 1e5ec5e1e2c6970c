/**
 * What an action is: one entry of the keymap table that the key listener, the top bar, the canvas menu and the
 * shortcuts dialog all read, so a label, a shortcut or a handler is written once (issue #22).
 */
import type { ComponentType } from 'react';
import type { HistoryInfo } from '../store/useHistory';
import { displayChord } from './keys';

/** 'editor': anywhere in the designer outside text inputs; 'selection': the same, with at least one field selected. */
export type KeyContext = 'editor' | 'selection';

/** What decides whether an action can run now and how its button reads. */
export interface ActionState {
  /** how many fields are selected */
  selected: number;
  history: HistoryInfo;
}

export interface Action {
  id: string;
  /** chords, e.g. ['mod+shift+z', 'mod+y']; see keys.ts. The first is the one buttons and menus show. */
  keys: string[];
  /** the name a person reads: the button's accessible name, the menu item and the dialog row */
  label: string;
  group: 'Edit' | 'Selection' | 'Arrange' | 'View' | 'Help';
  when: KeyContext;
  /** the picture on its top-bar button */
  icon?: ComponentType;
  /** Beyond `when`: whether its button and menu item are live. The key listener does not ask: each perform checks
   * for itself (an align with nothing selected does nothing), as the shortcuts always have. */
  enabled?: (state: ActionState) => boolean;
  /** the button's tooltip when `label (shortcut)` does not say enough (undo names what it takes back) */
  tooltip?: (state: ActionState) => string;
  perform: () => void;
}

/** Whether an action's button or menu item is live: its context holds and its own test passes. */
export function isEnabled(action: Action, state: ActionState): boolean {
  if (action.when === 'selection' && state.selected === 0) return false;
  return action.enabled?.(state) ?? true;
}

/** A button's tooltip: the action's own, else its label with its first shortcut, 'Align left (Alt+A)'. */
export function actionTitle(action: Action, state: ActionState): string {
  return action.tooltip?.(state) ?? `${action.label} (${displayChord(action.keys[0])})`;
}

/** The label without its parenthesised detail, for a menu item: 'Paste fields (onto the active page)' → 'Paste fields'. */
export function shortLabel(action: Action): string {
  return action.label.replace(/ \(.*\)$/, '');
}

/** Contexts active right now, from the innermost: a selection makes both 'selection' and 'editor' bindings live. */
export function activeContexts(hasSelection: boolean): KeyContext[] {
  return hasSelection ? ['selection', 'editor'] : ['editor'];
}
