import { describe, expect, it } from 'vitest';
import {
  copyName,
  createRecord,
  nameFromFileName,
  renameRecord,
  sortByRecent,
  uniqueTemplateName,
  updateRecord,
} from '../../../src/templates/storage';
import { createMemoryStore } from '../../../src/templates/memoryStore';
import type { Template } from '../../../src/templates/types';

const blank: Template = { schemas: [[]], basePdf: { width: 210, height: 297, padding: [10, 10, 10, 10] } };

describe('naming copies in the library', () => {
  it('calls the first copy "… copy", then numbers further copies', () => {
    expect(copyName('Invoice', ['Invoice'])).toBe('Invoice copy');
    expect(copyName('Invoice', ['Invoice', 'Invoice copy'])).toBe('Invoice copy 2');
    expect(copyName('Invoice', ['Invoice', 'Invoice copy', 'Invoice copy 2'])).toBe('Invoice copy 3');
  });

  it('copying a copy does not pile up "copy copy"', () => {
    expect(copyName('Invoice copy', ['Invoice', 'Invoice copy'])).toBe('Invoice copy 2');
    expect(copyName('Invoice copy 2', ['Invoice', 'Invoice copy', 'Invoice copy 2'])).toBe('Invoice copy 3');
  });

  it('gives new and imported templates a free name', () => {
    expect(uniqueTemplateName('Badge', [])).toBe('Badge');
    expect(uniqueTemplateName('Badge', ['Badge', 'Badge (2)'])).toBe('Badge (3)');
    // a copy's number is not stacked when it is imported again
    expect(uniqueTemplateName('Shipping label (2)', ['Shipping label', 'Shipping label (2)'])).toBe('Shipping label (3)');
    expect(uniqueTemplateName('Shipping label (2)', ['Shipping label'])).toBe('Shipping label (2)');
    expect(uniqueTemplateName('   ', [])).toBe('Untitled template');
  });

  it('names an imported file after the file without its extension', () => {
    expect(nameFromFileName('march-invoices.json')).toBe('march-invoices');
  });
});

describe('library records', () => {
  it('stores the name in the record and in the template, so an export keeps it', () => {
    const record = createRecord('t1', blank, 1000, 'Badges');
    expect(record).toMatchObject({ id: 't1', name: 'Badges', createdAt: 1000, updatedAt: 1000 });
    expect(record.template.platen?.name).toBe('Badges');
    expect(blank.platen).toBeUndefined();
  });

  it('follows a rename made inside the template and stamps the update time', () => {
    const record = createRecord('t1', blank, 1000, 'Badges');
    const renamed = updateRecord(record, { ...record.template, platen: { name: 'Conference badges' } }, 2000);
    expect(renamed).toMatchObject({ name: 'Conference badges', createdAt: 1000, updatedAt: 2000 });
    expect(renameRecord(renamed, '  ', 3000).name).toBe('Conference badges');
    expect(renameRecord(renamed, 'Staff', 3000).template.platen?.name).toBe('Staff');
  });

  it('lists the most recently edited first', () => {
    expect(sortByRecent([{ updatedAt: 1 }, { updatedAt: 3 }, { updatedAt: 2 }]).map((r) => r.updatedAt)).toEqual([3, 2, 1]);
  });

  it('the in-memory store lists summaries without the template and forgets the last opened id on delete', async () => {
    const store = createMemoryStore();
    await store.put(createRecord('a', blank, 1, 'A'));
    await store.put(createRecord('b', blank, 2, 'B'));
    await store.setLastOpenedId('b');
    const list = await store.list();
    expect(list.map((r) => r.id)).toEqual(['b', 'a']);
    expect(list[0]).not.toHaveProperty('template');
    await store.delete('b');
    expect(await store.getLastOpenedId()).toBeNull();
  });

  it('saves only over the copy a tab last read: another save in between is reported, a deletion is not', async () => {
    const store = createMemoryStore();
    const read = createRecord('a', blank, 10, 'A');
    await store.put(read);
    expect(await store.putIfUnchanged(updateRecord(read, blank, 20), 10)).toBe('saved');
    expect(await store.putIfUnchanged(updateRecord(read, blank, 30), 10)).toBe('changed'); // stored is now 20
    expect((await store.get('a'))?.updatedAt).toBe(20);
    await store.delete('a');
    expect(await store.putIfUnchanged(updateRecord(read, blank, 40), 10)).toBe('saved'); // written again, not lost
    expect((await store.get('a'))?.updatedAt).toBe(40);
  });
});
