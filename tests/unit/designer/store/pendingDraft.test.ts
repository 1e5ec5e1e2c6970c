/** A property draft commits to the fields it was opened for before the selection moves, undo runs or a template opens (#17). */
import { describe, expect, it } from 'vitest';
import { updateFields } from '../../../../src/templates/commands';
import { editor } from '../../templates/commands/testEditor';

function twoFields() {
  const e = editor().drop('Text', { at: [10, 10] }).drop('Text', { at: [10, 40] });
  const [a, b] = [e.byName('text').id!, e.byName('text2').id!];
  e.store.setView({ selection: [a] });
  // what a box's draft holds: the fields shown when typing started
  const openDraft = (content: string) =>
    e.store.openDraft({ commit: () => e.store.run(updateFields, { ids: [a], patch: { content } }) });
  return { e, a, b, openDraft };
}

describe('a pending property draft', () => {
  it('is opened for the selected fields', () => {
    const { a, openDraft } = twoFields();
    expect(openDraft('x').ids).toEqual([a]);
  });

  it('commits to its own field before another field is selected', () => {
    const { e, a, b, openDraft } = twoFields();
    const order: string[] = [];
    e.store.subscribe(() => order.push(e.store.getView().selection.join()));
    openDraft('ACME GmbH');
    e.store.setView({ selection: [b] });
    expect(e.byName('text').content).toBe('ACME GmbH');
    expect(e.byName('text2').content).not.toBe('ACME GmbH');
    // the commit was heard while the first field was still the selection
    expect(order).toEqual([a, b]);
  });

  it('commits once: a later commit of the closed draft changes nothing', () => {
    const { e, b } = twoFields();
    let commits = 0;
    e.store.openDraft({ commit: () => commits++ });
    e.store.setView({ selection: [b] });
    e.store.commitDraft();
    e.store.setView({ selection: [] });
    expect(commits).toBe(1);
  });

  it('stays open while the document is filed in the library under an id (autosave may do it mid-typing)', () => {
    const { e, a } = twoFields();
    let commits = 0;
    e.store.openDraft({ commit: () => commits++ });
    // autosave's first save of a document loaded without an id, then its copy when another tab saved over it
    e.store.setView({ templateId: 'saved-1' });
    e.store.setView({ templateId: 'copy-of-saved-1' });
    expect(commits).toBe(0);
    expect(e.store.getView().selection).toEqual([a]);
  });

  it('is not committed by view changes that keep the selection (zoom, the same ids)', () => {
    const { e, a } = twoFields();
    let commits = 0;
    e.store.openDraft({ commit: () => commits++ });
    e.store.setView({ zoom: 2, selection: [a] });
    expect(commits).toBe(0);
  });

  it('commits before undo, so undo takes back exactly the typed edit', () => {
    const { e, openDraft } = twoFields();
    const before = e.byName('text').content;
    openDraft('ACME GmbH');
    e.store.undo();
    expect(e.byName('text').content).toBe(before);
    expect(e.store.getDoc().schemas[0]).toHaveLength(2);
    e.store.redo();
    expect(e.byName('text').content).toBe('ACME GmbH');
  });

  it('a closed draft is not committed', () => {
    const { e, b } = twoFields();
    let commits = 0;
    const draft = e.store.openDraft({ commit: () => commits++ });
    e.store.closeDraft(draft);
    e.store.setView({ selection: [b] });
    expect(commits).toBe(0);
  });

  it('opening a second draft commits the first', () => {
    const { e } = twoFields();
    const commits: string[] = [];
    e.store.openDraft({ commit: () => commits.push('first') });
    e.store.openDraft({ commit: () => commits.push('second') });
    e.store.commitDraft();
    expect(commits).toEqual(['first', 'second']);
  });
});
