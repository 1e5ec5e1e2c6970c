import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS, createLibrary } from '../../../src/designer/library/library';
import { createDesigner, EMPTY_TEMPLATE } from '../../../src/designer/store';
import { addField } from '../../../src/templates/commands/addField';
import { createField } from '../../../src/templates/fieldTypes';
import { createMemoryStore } from '../../../src/templates/storage';
import type { Template } from '../../../src/templates/types';

const invoice: Template = {
  schemas: [[createField('text', 'invoiceNo', { x: 10, y: 10 })]],
  basePdf: { width: 210, height: 297, padding: [10, 10, 10, 10] },
};

function setup() {
  const designer = createDesigner();
  const store = createMemoryStore();
  const downloads: { fileName: string; text: string }[] = [];
  let id = 0;
  const library = createLibrary({
    designer,
    store,
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
    const put = vi.spyOn(store, 'put');
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
});
