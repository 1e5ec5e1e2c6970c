/**
 * Every action, as data: one table read by one listener (useKeymap), the top bar's buttons, the canvas menu
 * (placements.ts names which) and the help dialog ("?"). `when` names the context a binding works in; a unit test
 * fails if two bindings in one context share a chord, or a button or menu item names no entry here.
 */
import { canvasController } from '../canvas/controller';
import { designer } from '../store';
import {
  AlignBottomIcon, AlignCenterIcon, AlignLeftIcon, AlignMiddleIcon, AlignRightIcon, AlignTopIcon, DistributeHIcon, DistributeVIcon,
  HelpIcon, RedoIcon, UndoIcon, ZoomInIcon, ZoomOutIcon,
} from '../ui/toolbarIcons';
import type { Action, ActionState } from './actionEntry';
import { displayChord } from './keys';
import {
  alignSelection, clearSelection, deleteSelection, distributeSelection, duplicateSelection, nudge, resizeSelection,
  restackSelection, restackSelectionTo, selectAllOnPage, toggleLockSelection,
} from './actions';
import { copySelection, cutSelection, pasteClipboard } from './clipboard';
import { setHelpOpen } from './help';
import { notify } from '../ui/notice';

/**
 * Ctrl+S: to the open template's file when it has one (Open… or Save as… this session), else into the library at once
 * (autosave would anyway) instead of the browser's "save page" dialog. Ctrl+Shift+S and Ctrl+O: Save as…, Open….
 * Imported on demand so the keymap stays free of IndexedDB for its unit tests.
 */
function withFiles(run: (files: typeof import('../library/templateFile')) => Promise<void>) {
  return () =>
    void import('../library/templateFile')
      .then(run)
      .catch(() => notify('Could not save to this browser’s storage.'));
}

const NUDGE_MM = 1;
const BIG_NUDGE_MM = 10;

const atLeast = (count: number) => (state: ActionState) => state.selected >= count;
// one step up or down the stacking order is a move of one field; the menu offered it, doing nothing, for several
const exactlyOne = (state: ActionState) => state.selected === 1;

export const KEYMAP: readonly Action[] = [
  {
    id: 'undo', keys: ['mod+z'], label: 'Undo', group: 'Edit', when: 'editor', icon: UndoIcon, perform: () => designer.undo(),
    enabled: ({ history }) => history.canUndo,
    tooltip: ({ history }) => (history.undoLabel ? `Undo ${history.undoLabel} (${displayChord('mod+z')})` : 'Nothing to undo'),
  },
  {
    id: 'redo', keys: ['mod+shift+z', 'mod+y'], label: 'Redo', group: 'Edit', when: 'editor', icon: RedoIcon, perform: () => designer.redo(),
    enabled: ({ history }) => history.canRedo,
    tooltip: ({ history }) => (history.redoLabel ? `Redo ${history.redoLabel} (${displayChord('mod+shift+z')})` : 'Nothing to redo'),
  },
  { id: 'save', keys: ['mod+s'], label: 'Save (to the template’s file, if it has one; changes are also saved as you work)', group: 'Edit', when: 'editor', perform: withFiles((f) => f.saveShortcut()) },
  { id: 'saveAs', keys: ['mod+shift+s'], label: 'Save as… a file', group: 'Edit', when: 'editor', perform: withFiles((f) => f.saveTemplateFile(true)) },
  { id: 'open', keys: ['mod+o'], label: 'Open… a template file', group: 'Edit', when: 'editor', perform: withFiles((f) => f.openTemplateFile()) },
  { id: 'copy', keys: ['mod+c'], label: 'Copy fields', group: 'Edit', when: 'selection', perform: () => void copySelection() },
  { id: 'cut', keys: ['mod+x'], label: 'Cut fields', group: 'Edit', when: 'selection', perform: () => void cutSelection() },
  { id: 'paste', keys: ['mod+v'], label: 'Paste fields (onto the active page)', group: 'Edit', when: 'editor', perform: () => void pasteClipboard() },
  { id: 'duplicate', keys: ['mod+d'], label: 'Duplicate', group: 'Edit', when: 'selection', perform: duplicateSelection },
  { id: 'delete', keys: ['delete', 'backspace'], label: 'Delete', group: 'Edit', when: 'selection', perform: deleteSelection },
  { id: 'selectAll', keys: ['mod+a'], label: 'Select all fields on the page', group: 'Selection', when: 'editor', perform: selectAllOnPage },
  { id: 'deselect', keys: ['escape'], label: 'Clear selection', group: 'Selection', when: 'selection', perform: clearSelection },
  { id: 'nudgeLeft', keys: ['arrowleft'], label: 'Nudge left 1 mm', group: 'Arrange', when: 'selection', perform: () => nudge(-NUDGE_MM, 0) },
  { id: 'nudgeRight', keys: ['arrowright'], label: 'Nudge right 1 mm', group: 'Arrange', when: 'selection', perform: () => nudge(NUDGE_MM, 0) },
  { id: 'nudgeUp', keys: ['arrowup'], label: 'Nudge up 1 mm', group: 'Arrange', when: 'selection', perform: () => nudge(0, -NUDGE_MM) },
  { id: 'nudgeDown', keys: ['arrowdown'], label: 'Nudge down 1 mm', group: 'Arrange', when: 'selection', perform: () => nudge(0, NUDGE_MM) },
  { id: 'nudgeLeftBig', keys: ['shift+arrowleft'], label: 'Nudge left 10 mm', group: 'Arrange', when: 'selection', perform: () => nudge(-BIG_NUDGE_MM, 0) },
  { id: 'nudgeRightBig', keys: ['shift+arrowright'], label: 'Nudge right 10 mm', group: 'Arrange', when: 'selection', perform: () => nudge(BIG_NUDGE_MM, 0) },
  { id: 'nudgeUpBig', keys: ['shift+arrowup'], label: 'Nudge up 10 mm', group: 'Arrange', when: 'selection', perform: () => nudge(0, -BIG_NUDGE_MM) },
  { id: 'nudgeDownBig', keys: ['shift+arrowdown'], label: 'Nudge down 10 mm', group: 'Arrange', when: 'selection', perform: () => nudge(0, BIG_NUDGE_MM) },
  // Alt, as Alt frees a drag from snapping: the keyboard's way to change a field's size (issue #19)
  { id: 'narrower', keys: ['alt+arrowleft'], label: 'Narrower by 1 mm', group: 'Arrange', when: 'selection', perform: () => resizeSelection(-NUDGE_MM, 0) },
  { id: 'wider', keys: ['alt+arrowright'], label: 'Wider by 1 mm', group: 'Arrange', when: 'selection', perform: () => resizeSelection(NUDGE_MM, 0) },
  { id: 'shorter', keys: ['alt+arrowup'], label: 'Shorter by 1 mm', group: 'Arrange', when: 'selection', perform: () => resizeSelection(0, -NUDGE_MM) },
  { id: 'taller', keys: ['alt+arrowdown'], label: 'Taller by 1 mm', group: 'Arrange', when: 'selection', perform: () => resizeSelection(0, NUDGE_MM) },
  { id: 'narrowerBig', keys: ['alt+shift+arrowleft'], label: 'Narrower by 10 mm', group: 'Arrange', when: 'selection', perform: () => resizeSelection(-BIG_NUDGE_MM, 0) },
  { id: 'widerBig', keys: ['alt+shift+arrowright'], label: 'Wider by 10 mm', group: 'Arrange', when: 'selection', perform: () => resizeSelection(BIG_NUDGE_MM, 0) },
  { id: 'shorterBig', keys: ['alt+shift+arrowup'], label: 'Shorter by 10 mm', group: 'Arrange', when: 'selection', perform: () => resizeSelection(0, -BIG_NUDGE_MM) },
  { id: 'tallerBig', keys: ['alt+shift+arrowdown'], label: 'Taller by 10 mm', group: 'Arrange', when: 'selection', perform: () => resizeSelection(0, BIG_NUDGE_MM) },
  { id: 'alignLeft', keys: ['alt+a'], label: 'Align left', group: 'Arrange', when: 'selection', icon: AlignLeftIcon, perform: () => alignSelection('left') },
  { id: 'alignCenter', keys: ['alt+h'], label: 'Align horizontal centres', group: 'Arrange', when: 'selection', icon: AlignCenterIcon, perform: () => alignSelection('center') },
  { id: 'alignRight', keys: ['alt+d'], label: 'Align right', group: 'Arrange', when: 'selection', icon: AlignRightIcon, perform: () => alignSelection('right') },
  { id: 'alignTop', keys: ['alt+w'], label: 'Align top', group: 'Arrange', when: 'selection', icon: AlignTopIcon, perform: () => alignSelection('top') },
  { id: 'alignMiddle', keys: ['alt+v'], label: 'Align vertical centres', group: 'Arrange', when: 'selection', icon: AlignMiddleIcon, perform: () => alignSelection('middle') },
  { id: 'alignBottom', keys: ['alt+s'], label: 'Align bottom', group: 'Arrange', when: 'selection', icon: AlignBottomIcon, perform: () => alignSelection('bottom') },
  { id: 'distributeH', keys: ['alt+shift+h'], label: 'Distribute horizontally', group: 'Arrange', when: 'selection', icon: DistributeHIcon, enabled: atLeast(3), perform: () => distributeSelection('horizontal') },
  { id: 'distributeV', keys: ['alt+shift+v'], label: 'Distribute vertically', group: 'Arrange', when: 'selection', icon: DistributeVIcon, enabled: atLeast(3), perform: () => distributeSelection('vertical') },
  { id: 'lock', keys: ['mod+shift+l'], label: 'Lock / unlock', group: 'Arrange', when: 'selection', perform: toggleLockSelection },
  { id: 'forward', keys: ['mod+]'], label: 'Bring forward', group: 'Arrange', when: 'selection', enabled: exactlyOne, perform: () => restackSelection(1) },
  { id: 'backward', keys: ['mod+['], label: 'Send backward', group: 'Arrange', when: 'selection', enabled: exactlyOne, perform: () => restackSelection(-1) },
  { id: 'front', keys: ['mod+shift+]'], label: 'Bring to front', group: 'Arrange', when: 'selection', perform: () => restackSelectionTo('front') },
  { id: 'back', keys: ['mod+shift+['], label: 'Send to back', group: 'Arrange', when: 'selection', perform: () => restackSelectionTo('back') },
  { id: 'zoomIn', keys: ['mod+='], label: 'Zoom in', group: 'View', when: 'editor', icon: ZoomInIcon, perform: () => canvasController.zoomStep(1) },
  { id: 'zoomOut', keys: ['mod+-'], label: 'Zoom out', group: 'View', when: 'editor', icon: ZoomOutIcon, perform: () => canvasController.zoomStep(-1) },
  { id: 'zoomReset', keys: ['mod+0'], label: 'Zoom to 100 %', group: 'View', when: 'editor', perform: () => canvasController.zoomTo(1) },
  { id: 'fitPage', keys: ['shift+1'], label: 'Fit page', group: 'View', when: 'editor', perform: () => canvasController.fitPage() },
  { id: 'fitWidth', keys: ['shift+2'], label: 'Fit width', group: 'View', when: 'editor', perform: () => canvasController.fitWidth() },
  { id: 'help', keys: ['?'], label: 'Keyboard shortcuts', group: 'Help', when: 'editor', icon: HelpIcon, perform: () => setHelpOpen(true) },
];

/** The entry for an id; throws on an unknown one, so a button naming no action fails where it is drawn (and in the unit test). */
export function actionById(id: string): Action {
  const action = KEYMAP.find((a) => a.id === id);
  if (!action) throw new Error(`No action "${id}" in the keymap`);
  return action;
}
