/**
 * Issue #9, colours on opening a saved template: designer.load drops a colour that is not a colour (a url() beacon),
 * which import reports — but opening from the library, after recovering a closed tab's edits and when following
 * another tab's save dropped it silently. Each now says so in the library's message, naming the field, page and value.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLibrary } from '../../../src/designer/library/library';
import { createDesigner, EMPTY_TEMPLATE } from '../../../src/designer/store';
import { createRecord, updateRecord } from '../../../src/templates/storage';
import { createMemoryStore } from '../../../src/templates/memoryStore';
import type { Template } from '../../../src/templates/types';

const BEACON = 'url(http://127.0.0.1:9/beacon.png)';
const DROPPED = `Page 1, field “title”: the background colour ${JSON.stringify(BEACON)} is not a colour, so it was removed (the default is used).`;

const badge = (backgroundColor: string): Template =>
  ({
    basePdf: { width: 100, height: 70, padding: [0, 0, 0, 0] },
    schemas: [[{ id: 'f1', name: 'title', type: 'text', position: { x: 5, y: 5 }, width: 50, height: 10, content: 'Hi', backgroundColor }]],
  }) as unknown as Template;

function tab(store = createMemoryStore(), writer = 'this-tab') {
  const designer = createDesigner();
  const listeners: ((id: string) => void)[] = [];
  let id = 0;
  const library = createLibrary({
    designer,
    store,
    blankTemplate: EMPTY_TEMPLATE,
    newId: () => `n${++id}`,
    writer,
    channel: { announce: () => undefined, listen: (onSaved) => void listeners.push(onSaved) },
  });
  const background = () => (designer.getDoc().schemas[0][0] as { backgroundColor?: string }).backgroundColor;
  /** What another tab (or an older version of Platen) does: write the store and announce it. */
  const savedElsewhere = async (record: ReturnType<typeof createRecord>) => {
    await store.put(record);
    for (const listener of listeners) listener(record.id);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { designer, store, library, background, savedElsewhere };
}

describe('opening a saved template with a colour that is not a colour', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reopened on start: the colour is dropped and the message names field, page and value', async () => {
    const { store, library, background } = tab();
    await store.put(createRecord('b1', badge(BEACON), 1_000, 'Badge'));
    await store.setLastOpenedId('b1');
    await library.start();
    expect(background()).toBeUndefined();
    expect(library.getState().message).toEqual({
      text: 'Opened “Badge” with 1 problem to check: Platen removed what it cannot use.',
      error: false,
      details: [DROPPED],
    });
  });

  it('opened from the library list: the same notice; a clean template opens with none', async () => {
    const { store, library, background } = tab();
    await store.put(createRecord('ok', badge('#ff0000'), 2_000, 'Clean'));
    await store.setLastOpenedId('ok');
    await library.start();
    expect(library.getState().message).toBeNull();
    await store.put(createRecord('b1', badge(BEACON), 1_000, 'Badge'));
    await library.open('b1');
    expect(background()).toBeUndefined();
    expect(library.getState().message?.details).toEqual([DROPPED]);
    await library.open('ok');
    expect(background()).toBe('#ff0000');
    expect(library.getState().message).toBeNull();
  });

  it('following another tab’s save: the update is announced with the colour it dropped', async () => {
    const { store, library, background, savedElsewhere } = tab();
    await store.put(createRecord('b1', badge('#00ff00'), 1_000, 'Badge'));
    await store.setLastOpenedId('b1');
    await library.start();
    expect(background()).toBe('#00ff00');
    await savedElsewhere(updateRecord((await store.get('b1'))!, badge(BEACON), 5_000));
    expect(background()).toBeUndefined();
    expect(library.getState().message).toEqual({
      text: 'Updated with changes saved in another tab with 1 problem to check: Platen removed what it cannot use.',
      error: false,
      details: [DROPPED],
    });
  });

  it('after recovering a closed tab’s logged edit that set the colour: recovered, opened, and said', async () => {
    const store = createMemoryStore();
    await store.put(createRecord('b1', badge('#00ff00'), 1_000, 'Badge'));
    await store.setLastOpenedId('b1');
    await store.appendChange({
      templateId: 'b1',
      writer: 'closed-tab',
      base: 1_000,
      seq: 1,
      patches: [{ op: 'replace', path: ['schemas', 0, 0, 'backgroundColor'], value: BEACON }],
    });
    const { library, background } = tab(store);
    await library.start();
    expect(background()).toBeUndefined();
    expect(library.getState().message?.text).toBe('Opened “Badge” with 1 problem to check: Platen removed what it cannot use.');
    expect(library.getState().message?.details).toEqual([DROPPED]);
    // The saved template is the user's, as recovered: nothing is rewritten until they edit.
    expect(((await store.get('b1'))!.template.schemas[0][0] as { backgroundColor?: string }).backgroundColor).toBe(BEACON);
  });
});
