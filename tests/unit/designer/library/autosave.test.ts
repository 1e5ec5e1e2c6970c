// Autosave's write-ahead log through the library, in Node over the in-memory store: a tab that ends before its full
// save (its library simply stops: no flush, no timers) loses nothing the next tab opens.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLibrary } from '../../../../src/designer/library/library';
import { createDesigner, EMPTY_TEMPLATE } from '../../../../src/designer/store';
import { addField } from '../../../../src/templates/commands/addField';
import { createField } from '../../../../src/templates/fieldTypes';
import { createMemoryStore } from '../../../../src/templates/memoryStore';
import type { TemplateStore } from '../../../../src/templates/storage';
import type { Template } from '../../../../src/templates/types';

const invoice: Template = {
  schemas: [[createField('text', 'invoiceNo', { x: 10, y: 10 })]],
  basePdf: { width: 210, height: 297, padding: [10, 10, 10, 10] },
};

let ids = 0;
let clock = 1_000;

/** One tab of the app on `store`, as writer `writer`; `live` lists the tabs still open. */
function tab(store: TemplateStore, writer: string, live: string[] = []) {
  const designer = createDesigner();
  const library = createLibrary({
    designer,
    store,
    blankTemplate: EMPTY_TEMPLATE,
    firstTemplate: () => ({ template: invoice, name: 'Invoice' }),
    newId: () => `t${++ids}`,
    now: () => (clock += 10),
    writer,
    liveWriters: async () => new Set(live),
  });
  const addText = (name: string) => designer.run(addField, { page: 0, field: createField('text', name, { x: 20, y: 20 }) });
  const names = () => designer.getDoc().schemas[0].map((f) => f.name);
  return { designer, library, addText, names };
}

const savedNames = async (store: TemplateStore, id: string) => (await store.get(id))?.template.schemas[0].map((f) => f.name);

describe('autosave’s write-ahead log', () => {
  beforeEach(() => {
    vi.useFakeTimers(); // no compaction runs unless a test flushes: every edit lives in the log only
    ids = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('logs each committed change at once, and a full save empties the log', async () => {
    const store = createMemoryStore();
    const a = tab(store, 'A');
    await a.library.start();
    a.addText('total');
    a.designer.undo();
    a.designer.redo();
    expect((await store.readLog()).changes.map((c) => c.seq)).toEqual([1, 2, 3]);
    await a.library.flush();
    expect(await store.readLog()).toEqual({ changes: [], bases: [] });
    expect(await savedNames(store, 't1')).toEqual(['invoiceNo', 'total']);
  });

  it('replays a closed tab’s changes over its last full save when the app opens again', async () => {
    const store = createMemoryStore();
    const a = tab(store, 'A');
    await a.library.start();
    a.addText('total');
    a.addText('date');
    expect(await savedNames(store, 't1')).toEqual(['invoiceNo']); // not compacted: the tab "crashes" here

    const b = tab(store, 'B');
    await b.library.start();
    expect(b.names()).toEqual(['invoiceNo', 'total', 'date']);
    expect(await savedNames(store, 't1')).toEqual(['invoiceNo', 'total', 'date']);
    expect((await store.readLog()).changes).toEqual([]);
  });

  it('keeps the changes made while a full save was still being written when the tab dies before it lands', async () => {
    const memory = createMemoryStore();
    let hang = false;
    // A store whose next save never finishes: the tab dies with it in flight.
    const store: TemplateStore = { ...memory, putIfUnchanged: (...args) => (hang ? new Promise(() => undefined) : memory.putIfUnchanged(...args)) };
    const a = tab(store, 'A');
    await a.library.start();
    a.addText('before');
    hang = true;
    void a.library.flush();
    await vi.advanceTimersByTimeAsync(0);
    a.addText('during');

    const b = tab(memory, 'B');
    await b.library.start();
    expect(b.names()).toEqual(['invoiceNo', 'before', 'during']);
  });

  it('leaves an open tab’s changes to that tab', async () => {
    const store = createMemoryStore();
    const a = tab(store, 'A');
    await a.library.start();
    a.addText('total');
    const b = tab(store, 'B', ['A']);
    await b.library.start();
    expect(b.names()).toEqual(['invoiceNo']);
    expect((await store.readLog()).changes).toHaveLength(1);
  });

  it('a closed tab whose base another tab saved over gets its work back as a copy; the other save stays', async () => {
    const store = createMemoryStore();
    const a = tab(store, 'A');
    const b = tab(store, 'B', ['A']);
    await a.library.start();
    await b.library.start(); // the same template, read at the same version
    a.addText('fromA'); // logged on that version; A then dies
    b.addText('fromB');
    await b.library.flush(); // B saves over the version A's change applies to: that version is kept

    const c = tab(store, 'C');
    await c.library.start();
    const records = await store.list();
    expect(records.map((r) => r.name).sort()).toEqual(['Invoice', 'Invoice copy']);
    const copy = records.find((r) => r.name === 'Invoice copy')!;
    expect(await savedNames(store, copy.id)).toEqual(['invoiceNo', 'fromA']);
    expect(await savedNames(store, 't1')).toEqual(['invoiceNo', 'fromB']);
    expect(c.library.getState().message?.text).toContain('kept as “Invoice copy”');
    expect(await store.readLog()).toEqual({ changes: [], bases: [] });
  });

  it('a live tab that loses the race keeps its work as a copy, and the log is left empty', async () => {
    const store = createMemoryStore();
    const a = tab(store, 'A', ['B']);
    const b = tab(store, 'B', ['A']);
    await a.library.start();
    await b.library.start();
    a.addText('fromA');
    b.addText('fromB');
    await a.library.flush();
    await b.library.flush();
    expect(b.library.getState().message?.text).toContain('changed in another tab');
    await b.library.flush(); // the copy's rename
    expect(await store.readLog()).toEqual({ changes: [], bases: [] });
    expect((await store.list()).map((r) => r.name).sort()).toEqual(['Invoice', 'Invoice copy']);
  });
});
