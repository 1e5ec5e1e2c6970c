import { describe, expect, it } from 'vitest';
import { createListeners, createStore, watch } from '../../../../src/designer/store/observable';

describe('createStore', () => {
  it('tells each subscriber of a set, and no longer after it unsubscribes', () => {
    const store = createStore({ count: 0 });
    const heard: number[] = [];
    const unsubscribe = store.subscribe(() => heard.push(store.get().count));
    store.set({ count: 1 });
    store.set((s) => ({ count: s.count + 1 }));
    unsubscribe();
    store.set({ count: 3 });
    expect(heard).toEqual([1, 2]);
    expect(store.get()).toEqual({ count: 3 });
  });

  it('stays quiet when a set keeps the same value', () => {
    const state = { count: 0 };
    const store = createStore(state);
    let calls = 0;
    store.subscribe(() => calls++);
    store.set(state);
    store.set((s) => s);
    expect(calls).toBe(0);
  });

  it('lets a listener set the store: every listener ends up seeing the latest value, without looping', () => {
    const store = createStore(0);
    const seen: number[] = [];
    // the first listener clamps the value, which notifies again from inside the first notification
    store.subscribe(() => {
      if (store.get() > 10) store.set(10);
    });
    store.subscribe(() => seen.push(store.get()));
    store.set(25);
    expect(store.get()).toBe(10);
    expect(seen.at(-1)).toBe(10);
    expect(seen.every((value) => value === 10)).toBe(true);
  });

  it('calls a listener that another unsubscribes during the same notification', () => {
    const store = createStore(0);
    const calls: string[] = [];
    let second = () => {};
    store.subscribe(() => {
      calls.push('first');
      second();
    });
    second = store.subscribe(() => calls.push('second'));
    store.set(1);
    store.set(2);
    expect(calls).toEqual(['first', 'second', 'first']);
  });
});

describe('watch (the slice rule useStore re-renders by)', () => {
  it('hears a change of its slice and not a set of an unrelated one', () => {
    const store = createStore({ zoom: 1, grid: 1 as 1 | 5 });
    const zooms: number[] = [];
    watch(store, (s) => s.zoom, (zoom) => zooms.push(zoom));
    store.set((s) => ({ ...s, grid: 5 }));
    store.set((s) => ({ ...s, zoom: 2 }));
    store.set((s) => ({ ...s, zoom: 2 }));
    expect(zooms).toEqual([2]);
  });

  it('compares slices with Object.is: NaN equals NaN, -0 differs from 0, a new array differs', () => {
    const store = createStore({ value: Number.NaN, list: [1] });
    const heard: unknown[] = [];
    watch(store, (s) => s.value, (value) => heard.push(value));
    store.set((s) => ({ ...s, value: Number.NaN }));
    store.set((s) => ({ ...s, value: -0 }));
    store.set((s) => ({ ...s, value: 0 }));
    expect(heard).toEqual([-0, 0]);
    expect(Object.is(heard[0], -0)).toBe(true);

    const lists: number[][] = [];
    watch(store, (s) => s.list, (list) => lists.push(list));
    store.set((s) => ({ ...s, list: [1] }));
    expect(lists).toEqual([[1]]);
  });
});

describe('createListeners', () => {
  it('passes its arguments to every listener in subscription order', () => {
    const listeners = createListeners<[patches: string[]]>();
    const heard: string[] = [];
    listeners.add((p) => heard.push(`a:${p.join()}`));
    const remove = listeners.add((p) => heard.push(`b:${p.join()}`));
    listeners.emit(['x', 'y']);
    remove();
    listeners.emit(['z']);
    expect(heard).toEqual(['a:x,y', 'b:x,y', 'a:z']);
  });
});
