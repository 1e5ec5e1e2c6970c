import { describe, expect, it } from 'vitest';
import { createDesigner } from '../../../../src/designer/store';
import { moveFields } from '../../../../src/templates/commands';
import { blankTemplate, editor } from '../../templates/commands/testEditor';

describe('the designer store', () => {
  it('undoes and redoes across pages, one action at a time', () => {
    editor(blankTemplate(2))
      .drop('Text', { page: 0, at: [10, 10] })
      .drop('Text', { page: 1, at: [10, 10] })
      .undo().expectFields(0, 1).expectFields(1, 0)
      .undo().expectFields(0, 0)
      .redo().redo().expectFields(1, 0).expectFields(1, 1);
  });

  it('keeps a drag out of history until it is committed once', () => {
    const e = editor().drop('Text', { at: [10, 10] });
    const id = e.byName('text').id!;
    for (let i = 1; i <= 20; i++) e.store.preview(moveFields, { ids: [id], dx: i, dy: 0 });
    e.expectAt('text', 30, 10);
    expect(e.store.getCommittedDoc().schemas[0][0].position.x).toBe(10);
    e.store.run(moveFields, { ids: [id], dx: 20, dy: 0 });
    e.expectAt('text', 30, 10).undo().expectAt('text', 10, 10).expectFields(1);
  });

  it('drops a preview when the drag is cancelled', () => {
    const e = editor().drop('Text', { at: [10, 10] });
    e.store.preview(moveFields, { ids: [e.byName('text').id!], dx: 5, dy: 5 });
    e.store.cancelPreview();
    e.expectAt('text', 10, 10);
  });

  it('labels undo and redo with what the user did', () => {
    const e = editor().drop('Text', { at: [10, 10] });
    expect(e.store.undoLabel()).toBe('Add field');
    e.undo();
    expect(e.store.redoLabel()).toBe('Add field');
    expect(e.store.canUndo()).toBe(false);
  });

  it('loads a template with fresh history, no selection and ids on every field', () => {
    const store = createDesigner();
    store.setView({ selection: ['x'] });
    store.load({ ...blankTemplate(), schemas: [[{ name: 'a', type: 'text', position: { x: 0, y: 0 }, width: 1, height: 1 }]] }, 'lib-1');
    expect(store.getDoc().schemas[0][0].id).toBeTruthy();
    expect(store.getView()).toMatchObject({ selection: [], templateId: 'lib-1' });
    expect(store.canUndo()).toBe(false);
  });

  it('tells subscribers about changes', () => {
    const store = createDesigner();
    let calls = 0;
    const off = store.subscribe(() => calls++);
    store.setView({ zoom: 2 });
    off();
    store.setView({ zoom: 1 });
    expect(calls).toBe(1);
  });
});

describe('nudging with a held arrow key', () => {
  it('is one undo step that puts the field back where it started', () => {
    const e = editor().drop('Text', { at: [10, 10] });
    const id = e.byName('text').id!;
    for (let i = 0; i < 5; i++) e.store.run(moveFields, { ids: [id], dx: 1, dy: 0 }, { mergeKey: 'nudge:' + id });
    e.expectAt('text', 15, 10).undo().expectAt('text', 10, 10).expectFields(1).redo().expectAt('text', 15, 10);
  });
});

describe('selection after undo', () => {
  it('forgets fields that undo removed', () => {
    const e = editor().drop('Text', { at: [10, 10] });
    expect(e.selection.length).toBe(1);
    e.undo();
    expect(e.selection).toEqual([]);
  });
});
