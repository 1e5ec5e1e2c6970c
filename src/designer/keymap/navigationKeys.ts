/**
 * Keys that move focus or act on what has focus, beside the keymap's shortcuts: what a person needs to design
 * without a mouse (issue #19). Listed in the shortcuts dialog ("?") and the README's Accessibility section; the
 * elements that own them handle them (a palette button, a canvas field, the Layers list, a menu).
 */
export interface NavigationKey {
  keys: string;
  does: string;
}

export const NAVIGATION_KEYS: readonly NavigationKey[] = [
  { keys: 'Tab / Shift+Tab', does: 'Next / previous control; on the canvas, next / previous field (Layers order, bottom first)' },
  { keys: 'Enter or Space on a palette item', does: 'Add that field at the page centre, selected and focused' },
  { keys: 'Enter on a text field', does: 'Type its wording in place; Ctrl/⌘+Enter or Tab keeps it, Esc cancels' },
  { keys: '↑ / ↓ in Layers', does: 'Select the field above / below' },
  { keys: 'Shift+F10 or the Menu key on a field', does: 'Open its actions menu; ↑ / ↓ move, Esc closes' },
  { keys: 'Esc', does: 'Close a menu or dialog; focus returns to where it was' },
];
