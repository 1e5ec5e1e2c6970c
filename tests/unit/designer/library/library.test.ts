import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS, createLibrary } from '../../../../src/designer/library/library';
import { createDesigner, EMPTY_TEMPLATE, type Designer } from '../../../../src/designer/store';
import { addField } from '../../../../src/templates/commands/addField';
import { createField } from '../../../../src/templates/fieldTypes';
import { createMemoryStore } from '../../../../src/templates/memoryStore';
import type { TemplateStore } from '../../../../src/templates/storage';
import type { Template } from '../../../../src/templates/types';

const invoice: Template = {
  schemas: [[createField('text', 'invoiceNo', { x: 10, y: 10 })]],
  basePdf: { width: 210, height: 297, padding: [10, 10, 10, 10] },
};

/**
 * A designer and its library over a memory store. `wrap` gives the library another face of that store (one that holds
 * or fails a call); `store` is always the memory store itself, for reading back.
 */
function setup(wrap: (memory: TemplateStore, designer: Designer) => TemplateStore = (memory) => memory) {
  const designer = createDesigner();
  const store = createMemoryStore();
  const downloads: { fileName: string; text: string }[] = [];
  let id = 0;
  const library = createLibrary({
    designer,
    store: wrap(store, designer),
    blankTemplate: EMPTY_TEMPLATE,
    firstTemplate: () => ({ template: invoice, name: 'Invoice' }),
    download: (fileName, text) => downloads.push({ fileName, text }),
    newId: () => `t${++id}`,
  });
  const addText = (name: string) => designer.run(addField, { page: 0, field: createField('text', name, { x: 20, y: 20 }) });
  return { designer, store, library, downloads, addText };
}

describe('the template library', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens the gallery invoice on a first visit and remembers it', async () => {
    const { designer, store, library } = setup();
    await library.start();
    expect(designer.getDoc().schemas[0].map((f) => f.name)).toEqual(['invoiceNo']);
    expect(designer.getView().templateId).toBe('t1');
    expect(await store.getLastOpenedId()).toBe('t1');
    expect(library.getState().records.map((r) => r.name)).toEqual(['Invoice']);
  });

  it('autosaves ~300 ms after the last edit, once for a burst of edits', async () => {
    const { store, library, addText } = setup();
    await library.start();
    const put = vi.spyOn(store, 'putIfUnchanged');
    addText('a');
    addText('b');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 50);
    expect(put).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(put).toHaveBeenCalledTimes(1);
    expect((await store.get('t1'))?.template.schemas[0].map((f) => f.name)).toEqual(['invoiceNo', 'a', 'b']);
  });

  it('reopens the last template with its work after a reload', async () => {
    const first = setup();
    await first.library.start();
    first.addText('total');
    await first.library.flush();

    const designer = createDesigner();
    const again = createLibrary({ designer, store: first.store, blankTemplate: EMPTY_TEMPLATE, newId: () => 'other' });
    await again.start();
    expect(designer.getDoc().schemas[0].map((f) => f.name)).toEqual(['invoiceNo', 'total']);
  });

  it('a broken import leaves the open template and the library untouched', async () => {
    const { designer, library } = setup();
    await library.start();
    const before = designer.getDoc();
    const outcome = await library.importText('broken.json', '{ "schemas": [[ }');
    expect(outcome.ok).toBe(false);
    expect(designer.getDoc()).toBe(before);
    expect(library.getState().records).toHaveLength(1);
    expect(library.getState().message?.error).toBe(true);
    expect(library.getState().message?.text).toContain('broken.json');
  });

  it('duplicates, renames and deletes; deleting the open template opens the next one', async () => {
    const { designer, library } = setup();
    await library.start();
    await library.duplicate('t1');
    expect(library.getState().records.map((r) => r.name).sort()).toEqual(['Invoice', 'Invoice copy']);
    await library.rename('t1', 'March invoice');
    expect(designer.getDoc().platen?.name).toBe('March invoice');
    expect(library.getState().records.map((r) => r.name).sort()).toEqual(['Invoice copy', 'March invoice']);
    await library.remove('t1');
    expect(designer.getView().templateId).toBe('t2');
    expect(library.getState().records.map((r) => r.name)).toEqual(['Invoice copy']);
  });

  it('exports the open template as pdfme JSON named after it', async () => {
    const { library, downloads } = setup();
    await library.start();
    await library.exportOpen();
    expect(downloads[0].fileName).toBe('Invoice.json');
    expect(JSON.parse(downloads[0].text).schemas[0][0].name).toBe('invoiceNo');
  });

  it('adopts a template loaded elsewhere in the app as a new library entry', async () => {
    const { designer, library, store } = setup();
    await library.start();
    designer.load({ ...invoice, platen: { name: 'Badge' } }, null);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10);
    await library.flush();
    expect(designer.getView().templateId).toBe('t2');
    expect((await store.get('t2'))?.name).toBe('Badge');
  });
});

describe('the library starting up', () => {
  it('keeps a template loaded while the library was still opening, and saves it instead of replacing it', async () => {
    const { designer, library, store } = setup();
    const starting = library.start();
    designer.load({ ...invoice, platen: { name: 'Deep-linked badge' } }, null);
    await starting;
    await library.flush();
    expect(designer.getDoc().platen?.name).toBe('Deep-linked badge');
    const saved = await store.list();
    expect(saved.map((r) => r.name)).toEqual(['Deep-linked badge']);
    expect(designer.getView().templateId).toBe(saved[0].id);
  });

  it('keeps a template loaded after the first one shows but before the library is ready', async () => {
    // The library lists its entries last, once the first template shows: that list is held until the load is done.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { designer, library, store: memory } = setup((memory, designer) => ({
      ...memory,
      list: async () => (designer.getView().templateId ? (await held, memory.list()) : memory.list()),
    }));
    const starting = library.start();
    await vi.waitFor(() => expect(designer.getView().templateId).toBe('t1'));
    expect(library.getState().ready).toBe(false);
    designer.load({ ...invoice, platen: { name: 'Badge' } }, null);
    release();
    await starting;
    // no flush here: nothing in the app would call one; autosave must file it by itself
    await vi.waitFor(() => expect(designer.getView().templateId).toBe('t2'));
    expect((await memory.list()).map((r) => r.name).sort()).toEqual(['Badge', 'Invoice']);
  });
});

describe('a template loaded while an edit is still being logged', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('becomes a library entry of its own, and the edit stays in the template it was made in', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { designer, library, store: memory } = setup((memory) => ({
      ...memory,
      appendChange: async (...args: Parameters<typeof memory.appendChange>) => (await held, memory.appendChange(...args)),
    }));
    await library.start();
    designer.run(addField, { page: 0, field: createField('text', 'total', { x: 20, y: 20 }) });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10); // the full save lands; the edit's log entry does not
    expect((await memory.get('t1'))?.template.schemas[0].map((f) => f.name)).toEqual(['invoiceNo', 'total']);
    designer.load({ ...invoice, platen: { name: 'Badge' } }, null);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10); // no flush: autosave must file it by itself
    expect(designer.getView().templateId).toBe('t2');
    expect((await memory.get('t2'))?.name).toBe('Badge');
    release();
  });
});

describe('autosave after a store call that failed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says so, and the next save still runs: one failure does not stop autosave for the tab', async () => {
    let failing = false;
    const { designer, library, store: memory } = setup((memory) => ({
      ...memory,
      list: () => (failing ? Promise.reject(new Error('the disk is full')) : memory.list()),
    }));
    await library.start();
    failing = true; // filing a loaded template lists the library's names first
    designer.load({ ...invoice, platen: { name: 'Badge' } }, null);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10);
    expect(library.getState().message).toEqual({ text: 'Autosave failed: the disk is full', error: true });
    failing = false;
    await library.flush();
    expect((await memory.list()).map((r) => r.name).sort()).toEqual(['Badge', 'Invoice']);
  });
});

/** Two tabs of the app: two designers and libraries over one store, linked as BroadcastChannel would link them. */
function twoTabs() {
  const store = createMemoryStore();
  const listeners: ((id: string) => void)[][] = [[], []];
  let id = 0;
  let clock = 1_000;
  const tab = (index: number) => {
    const designer = createDesigner();
    const library = createLibrary({
      designer,
      store,
      blankTemplate: EMPTY_TEMPLATE,
      firstTemplate: () => ({ template: invoice, name: 'Invoice' }),
      newId: () => `t${++id}`,
      now: () => (clock += 10),
      channel: {
        announce: (templateId) => listeners[1 - index].forEach((listener) => listener(templateId)),
        listen: (onSaved) => void listeners[index].push(onSaved),
      },
    });
    const addText = (name: string) => designer.run(addField, { page: 0, field: createField('text', name, { x: 20, y: 20 }) });
    const names = () => designer.getDoc().schemas[0].map((f) => f.name);
    return { designer, library, addText, names };
  };
  return { store, a: tab(0), b: tab(1) };
}

describe('two tabs on one template', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps both tabs’ edits when both change it: the later save becomes a copy, opened in its tab', async () => {
    const { store, a, b } = twoTabs();
    await a.library.start();
    await b.library.start(); // reopens the last template: the same one
    expect(b.designer.getView().templateId).toBe(a.designer.getView().templateId);
    const shared = a.designer.getView().templateId!;

    a.addText('fromA');
    b.addText('fromB'); // b's edit is waiting for its autosave when a's save arrives
    await a.library.flush();
    await vi.advanceTimersByTimeAsync(0);
    await b.library.flush();

    expect((await store.get(shared))?.template.schemas[0].map((f) => f.name)).toEqual(['invoiceNo', 'fromA']);
    const copyId = b.designer.getView().templateId!;
    expect(copyId).not.toBe(shared);
    const copy = await store.get(copyId);
    expect(copy?.name).toBe('Invoice copy');
    expect(copy?.template.schemas[0].map((f) => f.name)).toEqual(['invoiceNo', 'fromB']);
    expect(b.library.getState().message?.text).toContain('changed in another tab');
    expect(b.library.getState().openId).toBe(copyId);
    expect(b.names()).toEqual(['invoiceNo', 'fromB']);
    expect(b.designer.getDoc().platen?.name).toBe('Invoice copy');

    // Later edits in b go on in the copy, which keeps its name; a's template is left alone.
    b.addText('more');
    await b.library.flush();
    expect((await store.get(copyId))?.name).toBe('Invoice copy');
    expect((await store.get(copyId))?.template.schemas[0].map((f) => f.name)).toEqual(['invoiceNo', 'fromB', 'more']);
    expect((await store.get(shared))?.template.schemas[0].map((f) => f.name)).toEqual(['invoiceNo', 'fromA']);
    expect((await store.list()).map((r) => r.name).sort()).toEqual(['Invoice', 'Invoice copy']);
  });

  it('brings an idle tab up to date when the other saves, and lists what the other created', async () => {
    const { a, b } = twoTabs();
    await a.library.start();
    await b.library.start();
    a.addText('total');
    await a.library.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(b.names()).toEqual(['invoiceNo', 'total']);
    expect(b.library.getState().message?.text).toContain('another tab');

    // b now edits on top of a's version: no conflict, it saves in place
    b.addText('vat');
    await b.library.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(a.names()).toEqual(['invoiceNo', 'total', 'vat']);
    expect(b.library.getState().openId).toBe(a.library.getState().openId);

    await a.library.createBlank();
    await vi.advanceTimersByTimeAsync(0);
    expect(b.library.getState().records.map((r) => r.name).sort()).toEqual(['Invoice', 'Untitled template']);
  });
});
