/** What shortcuts and top-bar buttons do: small functions over the store, shared so both behave the same. */
import {
  alignFields, deleteFields, distributeFields, duplicateFields, locateField, locateFields, moveFields, reorderField,
  resizeField, restackFields, setFieldLocked, type AlignEdge,
} from '../../templates/commands';
import { newFieldId } from '../../templates/ids';
import { designer } from '../store';

const selection = () => designer.getView().selection;

export function deleteSelection() {
  if (!selection().length) return;
  designer.run(deleteFields, { ids: selection() });
  designer.setView({ selection: [] });
}

export function duplicateSelection() {
  const ids = selection();
  if (!ids.length) return;
  const newIds = ids.map(() => newFieldId());
  designer.run(duplicateFields, { ids, newIds });
  designer.setView({ selection: newIds });
}

export function selectAllOnPage() {
  const view = designer.getView();
  const hidden = new Set(view.hiddenFieldIds);
  const page = designer.getDoc().schemas[view.activePage] ?? [];
  designer.setView({ selection: page.filter((f) => !hidden.has(f.id!)).map((f) => f.id!) });
}

export function clearSelection() {
  if (selection().length) designer.setView({ selection: [] });
}

/**
 * Grows (or shrinks, negative) each selected field by (dw, dh) mm, keeping its top-left corner: the keyboard's
 * resize. A burst of presses is one undo entry, as for nudge.
 */
export function resizeSelection(dw: number, dh: number) {
  const mergeKey = 'resize:' + selection().join(',');
  for (const { field } of locateFields(designer.getDoc(), selection())) {
    designer.run(resizeField, { id: field.id!, x: field.position.x, y: field.position.y, width: field.width + dw, height: field.height + dh }, { mergeKey });
  }
}

/** Moves the selection by (dx, dy) mm; a burst of presses (a held key) is one undo entry. */
export function nudge(dx: number, dy: number) {
  if (selection().length) designer.run(moveFields, { ids: selection(), dx, dy }, { mergeKey: 'nudge:' + selection().join(',') });
}

export function alignSelection(edge: AlignEdge) {
  if (selection().length) designer.run(alignFields, { ids: selection(), edge });
}

export function distributeSelection(axis: 'horizontal' | 'vertical') {
  if (selection().length >= 3) designer.run(distributeFields, { ids: selection(), axis });
}

export function toggleLockSelection() {
  const places = locateFields(designer.getDoc(), selection());
  if (!places.length) return;
  const locked = !places.every((p) => p.field.locked === true);
  designer.run(setFieldLocked, { ids: places.map((p) => p.field.id!), locked });
}

/** Moves the single selected field one step up (+1) or down (-1) the stacking order. */
export function restackSelection(direction: 1 | -1) {
  const [id] = selection();
  const place = id ? locateField(designer.getDoc(), id) : null;
  if (place && selection().length === 1) designer.run(reorderField, { id, to: place.index + direction });
}

/** Brings the selection to the front of its page, or sends it to the back. */
export function restackSelectionTo(to: 'front' | 'back') {
  if (selection().length) designer.run(restackFields, { ids: selection(), to });
}
