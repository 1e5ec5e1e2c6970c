// AttachedState stands in for module-level WeakMaps keyed by a record's pdf-lib objects (src/worker/pdf/attachedState.ts):
// it must answer as a WeakMap would, for any object, and leave no trace a copy of the object or its keys would show.
import { describe, expect, it } from 'vitest';
import { PDFDocument } from '@pdfme/pdf-lib';
import { AttachedState } from '../../../../src/worker/pdf/attachedState';

describe('AttachedState', () => {
  it('answers get, has, set and delete as a WeakMap does, null and undefined values included', () => {
    const state = new AttachedState<object, string | null | undefined>('test');
    const owner = {};
    expect(state.get(owner)).toBeUndefined();
    expect(state.has(owner)).toBe(false);
    expect(state.set(owner, 'a')).toBe(state);
    expect([state.get(owner), state.has(owner)]).toEqual(['a', true]);
    state.set(owner, null);
    expect([state.get(owner), state.has(owner)]).toEqual([null, true]);
    state.set(owner, undefined);
    expect([state.get(owner), state.has(owner)]).toEqual([undefined, true]);
    expect(state.delete(owner)).toBe(true);
    expect([state.get(owner), state.has(owner), state.delete(owner)]).toEqual([undefined, false, false]);
    state.set(owner, 'again');
    expect(state.get(owner)).toBe('again');
  });

  it('keeps one value per state and per owner', () => {
    const fonts = new AttachedState<object, number>('fonts');
    const pages = new AttachedState<object, number>('pages');
    const first = {};
    const second = {};
    fonts.set(first, 1);
    pages.set(first, 2);
    fonts.set(second, 3);
    expect([fonts.get(first), pages.get(first), fonts.get(second), pages.get(second)]).toEqual([1, 2, 3, undefined]);
  });

  it('works for owners that take no new property (frozen, sealed, not extensible)', () => {
    const state = new AttachedState<object, string>('test');
    const owners = [Object.freeze({}), Object.seal({}), Object.preventExtensions({})];
    owners.forEach((owner, index) => state.set(owner, `v${index}`));
    expect(owners.map((owner) => state.get(owner))).toEqual(['v0', 'v1', 'v2']);
    expect(state.delete(owners[0])).toBe(true);
    expect([state.has(owners[0]), state.get(owners[1])]).toEqual([false, 'v1']);
  });

  it('leaves no trace in the owner’s keys, its JSON or a spread copy, and is not inherited', () => {
    const state = new AttachedState<object, { big: string }>('test');
    const owner = { name: 'page' };
    state.set(owner, { big: 'x' });
    expect(Object.keys(owner)).toEqual(['name']);
    expect(JSON.stringify(owner)).toBe('{"name":"page"}');
    const copy = { ...owner };
    expect(state.has(copy)).toBe(false);
    const child = Object.create(owner) as object;
    expect([state.has(child), state.get(child)]).toEqual([false, undefined]);
  });

  it('holds state for a pdf-lib document and its pages without changing what the document writes', async () => {
    const make = async () => {
      const doc = await PDFDocument.create({ updateMetadata: false });
      doc.addPage([100, 100]);
      return doc;
    };
    const plain = await make();
    const marked = await make();
    const state = new AttachedState<object, Map<string, number>>('test');
    state.set(marked, new Map([['fonts', 1]]));
    state.set(marked.getPage(0).node, new Map([['forms', 2]]));
    expect(state.get(marked)?.get('fonts')).toBe(1);
    expect(Buffer.from(await marked.save()).equals(Buffer.from(await plain.save()))).toBe(true);
  });
});
