/**
 * Where actions show besides their shortcuts, by keymap id: the top bar's button groups and the canvas menu's items
 * ('-' is a rule). Plain data, so a unit test can check every id names a keymap entry.
 */

/** The top bar's groups of action buttons, each with its accessible name. */
export const TOP_BAR = {
  history: ['undo', 'redo'],
  arrange: ['alignLeft', 'alignCenter', 'alignRight', 'alignTop', 'alignMiddle', 'alignBottom', 'distributeH', 'distributeV'],
  zoomOut: ['zoomOut'],
  zoomIn: ['zoomIn'],
  help: ['help'],
} as const;

/** The canvas menu on a selected field, and on empty page space. */
export const FIELD_MENU = ['cut', 'copy', 'paste', 'duplicate', 'delete', '-', 'front', 'forward', 'backward', 'back', '-', 'lock'] as const;
export const PAGE_MENU = ['paste', 'selectAll'] as const;
