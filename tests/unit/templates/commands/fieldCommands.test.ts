import { describe, expect, it } from 'vitest';
import {
  addField, alignFields, deleteFields, distributeFields, duplicateFields, moveFields, moveFieldsToPage, pasteFields, renameField,
  reorderField, resizeField, restackFields, rotateField, setFieldLocked, updateFields,
} from '../../../../src/templates/commands';
import type { Template } from '../../../../src/templates/types';
import { blankTemplate, editor, field, runChecked } from './testEditor';

function withFields(...fields: ReturnType<typeof field>[]): Template {
  return { ...blankTemplate(2), schemas: [fields, []] };
}

describe('adding fields', () => {
  it('drops a text field where the user let go, and undo removes it', () => {
    const e = editor().drop('Text', { page: 0, at: [20, 30] }).expectFields(1).expectAt('text', 20, 30);
    e.undo().expectFields(0).redo().expectFields(1);
  });

  it('names a second field of the same kind uniquely', () => {
    editor().drop('Text', { at: [0, 0] }).drop('Text', { at: [0, 20] }).drop('Text', { at: [0, 40] }).expectNames(['text', 'text2', 'text3']);
  });

  it('keeps names unique across pages, as pdfme requires', () => {
    editor(blankTemplate(2)).drop('QR code', { page: 0, at: [0, 0] }).drop('QR code', { page: 1, at: [0, 0] }).expectNames(['qrcode2'], 1);
  });

  it('ignores a drop on a page that does not exist', () => {
    const t = blankTemplate();
    expect(runChecked(addField, t, { page: 3, field: field('Text', [0, 0]) })).toBe(t);
  });
});

describe('moving, resizing, rotating', () => {
  it('moves several fields together by the same offset', () => {
    const a = field('Text', [10, 10], { name: 'a' });
    const b = field('Text', [50, 20], { name: 'b' });
    const result = runChecked(moveFields, withFields(a, b), { ids: [a.id!, b.id!], dx: 5, dy: -2.5 });
    expect(result.schemas[0].map((f) => f.position)).toEqual([{ x: 15, y: 7.5 }, { x: 55, y: 17.5 }]);
  });

  it('leaves locked fields where they are', () => {
    const a = field('Text', [10, 10], { name: 'a', locked: true });
    const result = runChecked(moveFields, withFields(a), { ids: [a.id!], dx: 5, dy: 5 });
    expect(result.schemas[0][0].position).toEqual({ x: 10, y: 10 });
  });

  it('rounds away float noise from odd zoom levels', () => {
    const a = field('Text', [0.1, 0.2]);
    const result = runChecked(moveFields, withFields(a), { ids: [a.id!], dx: 0.2, dy: 0.1 });
    expect(result.schemas[0][0].position).toEqual({ x: 0.3, y: 0.3 });
  });

  it('resizes a field to a new box, never smaller than 1 mm', () => {
    const a = field('Text', [10, 10]);
    const result = runChecked(resizeField, withFields(a), { id: a.id!, x: 5, y: 6, width: 0.2, height: 30 });
    expect(result.schemas[0][0]).toMatchObject({ position: { x: 5, y: 6 }, width: 1, height: 30 });
  });

  it('rotates fields and normalises the angle to 0–360°', () => {
    const a = field('Text', [10, 10]);
    const result = runChecked(rotateField, withFields(a), { ids: [a.id!], rotate: -90 });
    expect(result.schemas[0][0].rotate).toBe(270);
    expect(runChecked(rotateField, result, { ids: [a.id!], rotate: 360 }).schemas[0][0].rotate).toBeUndefined();
  });
});

describe('editing properties, names and order', () => {
  it('sets a property on several fields in one step and removes one set to undefined', () => {
    const a = field('Text', [0, 0], { name: 'a', fontSize: 10 });
    const b = field('Text', [0, 0], { name: 'b', fontSize: 10, underline: true });
    const result = runChecked(updateFields, withFields(a, b), { ids: [a.id!, b.id!], patch: { fontSize: 14, underline: undefined, name: 'x' } });
    expect(result.schemas[0].map((f) => [f.name, f.fontSize, 'underline' in f])).toEqual([['a', 14, false], ['b', 14, false]]);
  });

  it('renames a field and moves the saved data mapping with it', () => {
    const a = field('Text', [0, 0], { name: 'customer' });
    const b = field('Text', [0, 0], { name: 'total' });
    const t = { ...withFields(a, b), platen: { mapping: { Customer: 'customer' } } };
    const result = runChecked(renameField, t, { id: a.id!, name: 'customerName' });
    expect(result.schemas[0][0].name).toBe('customerName');
    expect(result.platen?.mapping).toEqual({ Customer: 'customerName' });
    expect(runChecked(renameField, result, { id: a.id!, name: 'total' }).schemas[0][0].name).toBe('total2');
  });

  it('brings a field to the front (last in the list is drawn on top)', () => {
    const a = field('Text', [0, 0], { name: 'a' });
    const b = field('Text', [0, 0], { name: 'b' });
    const c = field('Text', [0, 0], { name: 'c' });
    const result = runChecked(reorderField, withFields(a, b, c), { id: a.id!, to: 99 });
    expect(result.schemas[0].map((f) => f.name)).toEqual(['b', 'c', 'a']);
  });

  it('locks and unlocks fields', () => {
    const a = field('Text', [0, 0]);
    const locked = runChecked(setFieldLocked, withFields(a), { ids: [a.id!], locked: true });
    expect(locked.schemas[0][0].locked).toBe(true);
    expect('locked' in runChecked(setFieldLocked, locked, { ids: [a.id!], locked: false }).schemas[0][0]).toBe(false);
  });
});

describe('delete, duplicate, paste', () => {
  it('deletes fields on any page', () => {
    const a = field('Text', [0, 0], { name: 'a' });
    const b = field('Text', [0, 0], { name: 'b' });
    const t: Template = { ...blankTemplate(2), schemas: [[a], [b]] };
    const result = runChecked(deleteFields, t, { ids: [a.id!, b.id!] });
    expect(result.schemas).toEqual([[], []]);
  });

  it('duplicates with new ids and names, offset by 5 mm, unlocked', () => {
    const a = field('Text', [10, 10], { name: 'price', locked: true });
    const result = runChecked(duplicateFields, withFields(a), { ids: [a.id!], newIds: ['copy'] });
    expect(result.schemas[0][1]).toMatchObject({ id: 'copy', name: 'price2', position: { x: 15, y: 15 } });
    expect('locked' in result.schemas[0][1]).toBe(false);
  });

  it('pastes fields from another template onto page 2, renaming clashes', () => {
    const a = field('Text', [10, 10], { name: 'title' });
    const pasted = field('Text', [10, 10], { name: 'title' });
    const result = runChecked(pasteFields, withFields(a), { page: 1, fields: [pasted] });
    expect(result.schemas[1].map((f) => f.name)).toEqual(['title2']);
  });
});

describe('align and distribute', () => {
  const a = field('Text', [10, 10], { name: 'a', width: 20, height: 10 });
  const b = field('Text', [40, 30], { name: 'b', width: 40, height: 20 });
  const c = field('Text', [100, 5], { name: 'c', width: 10, height: 10 });

  it('aligns the left edges of a selection to the leftmost one', () => {
    const result = runChecked(alignFields, withFields(a, b, c), { ids: [a.id!, b.id!, c.id!], edge: 'left' });
    expect(result.schemas[0].map((f) => f.position.x)).toEqual([10, 10, 10]);
  });

  it('centres a selection on the middle of its bounding box', () => {
    const result = runChecked(alignFields, withFields(a, b), { ids: [a.id!, b.id!], edge: 'center' });
    // box 10..80 → centre 45
    expect(result.schemas[0].map((f) => f.position.x + f.width / 2)).toEqual([45, 45]);
  });

  it('aligns a single field to its page', () => {
    const result = runChecked(alignFields, withFields(a), { ids: [a.id!], edge: 'right' });
    expect(result.schemas[0][0].position.x).toBe(190);
  });

  it('distributes three fields with equal horizontal gaps', () => {
    const result = runChecked(distributeFields, withFields(a, b, c), { ids: [a.id!, b.id!, c.id!], axis: 'horizontal' });
    // span 10..110, widths 70 → gaps 15 each: a 10–30, b 45–85, c 100–110
    expect(result.schemas[0].map((f) => f.position.x)).toEqual([10, 45, 100]);
  });

  it('does nothing to distribute with fewer than three fields', () => {
    const t = withFields(a, b);
    expect(runChecked(distributeFields, t, { ids: [a.id!, b.id!], axis: 'vertical' })).toBe(t);
  });
});

describe('moving fields to another page', () => {
  it('takes them off their page and puts them on the target page with the offset', () => {
    const a = field('Text', [10, 250], { name: 'a' });
    const b = field('Text', [60, 260], { name: 'b' });
    const keep = field('Text', [0, 0], { name: 'keep' });
    const t: Template = { ...blankTemplate(2), schemas: [[a, keep, b], []] };
    const result = runChecked(moveFieldsToPage, t, { ids: [a.id!, b.id!], page: 1, dx: 0, dy: -240 });
    expect(result.schemas[0].map((f) => f.name)).toEqual(['keep']);
    expect(result.schemas[1].map((f) => [f.name, f.position.y])).toEqual([['a', 10], ['b', 20]]);
  });

  it('leaves locked fields behind', () => {
    const a = field('Text', [10, 10], { name: 'a', locked: true });
    const t: Template = { ...blankTemplate(2), schemas: [[a], []] };
    expect(runChecked(moveFieldsToPage, t, { ids: [a.id!], page: 1, dx: 0, dy: 0 })).toBe(t);
  });
});

describe('bring to front, send to back', () => {
  const a = field('Text', [0, 0], { name: 'a' });
  const b = field('Text', [0, 0], { name: 'b' });
  const c = field('Text', [0, 0], { name: 'c' });
  const d = field('Text', [0, 0], { name: 'd' });

  it('brings several fields to the front keeping their own order', () => {
    const result = runChecked(restackFields, withFields(a, b, c, d), { ids: [c.id!, a.id!], to: 'front' });
    expect(result.schemas[0].map((f) => f.name)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('sends a field to the back, and does nothing when it is already there', () => {
    const result = runChecked(restackFields, withFields(a, b, c), { ids: [c.id!], to: 'back' });
    expect(result.schemas[0].map((f) => f.name)).toEqual(['c', 'a', 'b']);
    expect(runChecked(restackFields, result, { ids: [c.id!], to: 'back' })).toBe(result);
  });
});
