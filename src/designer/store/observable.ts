/**
 * The designer's one observable-store helper: a value with get/set/subscribe, and a hook that reads a slice of it.
 * Every store of view state (canvas, data session, layout, library, help, notices) is one of these; the document
 * store (./index.ts) keeps its own shape for history but shares the listener set.
 */
import { useSyncExternalStore } from 'react';

/** A set of listeners called in the order they subscribed; one may unsubscribe (or subscribe) while being called. */
export function createListeners<A extends unknown[] = []>() {
  const listeners = new Set<(...args: A) => void>();
  return {
    /** Adds a listener; returns its unsubscribe. */
    add(listener: (...args: A) => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(...args: A): void {
      // a copy: a listener that unsubscribes another during this emit does not make it skip its turn
      for (const listener of [...listeners]) listener(...args);
    },
  };
}

export interface Store<T> {
  get(): T;
  /** Replaces the value (or derives it from the current one); listeners hear of it unless it is the same (Object.is). */
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

/** A store holding `initial`. Keep values immutable: a set with a new object is what tells readers it changed. */
export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = createListeners();
  return {
    get: () => value,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      listeners.emit();
    },
    subscribe: listeners.add,
  };
}

/**
 * Calls `onChange` only when the slice `selector` picks changes (Object.is), not on every set of the store: the
 * same rule useStore's re-renders follow, for code outside React.
 */
export function watch<T, S>(store: Pick<Store<T>, 'get' | 'subscribe'>, selector: (value: T) => S, onChange: (slice: S) => void): () => void {
  let last = selector(store.get());
  return store.subscribe(() => {
    const next = selector(store.get());
    if (Object.is(next, last)) return;
    last = next;
    onChange(next);
  });
}

/**
 * Reads a slice of a store and re-renders when that slice changes (React compares it with Object.is), so keep
 * selectors returning stable values: a field of the state, not a new object or array.
 */
export function useStore<T, S>(store: Pick<Store<T>, 'get' | 'subscribe'>, selector: (value: T) => S): S {
  const slice = () => selector(store.get());
  return useSyncExternalStore(store.subscribe, slice, slice);
}
