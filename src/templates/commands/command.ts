import type { Template } from '../types';

/**
 * One user action on the document: a pure Immer recipe. The store runs it through produceWithPatches so every
 * command gives one undo entry; commands never touch view state (selection, zoom).
 */
export interface Command<A> {
  id: string;
  /** Shown in undo/redo titles, e.g. "Move fields". */
  label: string;
  recipe: (draft: Template, args: A) => void;
}

/** Declares a command; a helper only so call sites read as a table. */
export function defineCommand<A>(id: string, label: string, recipe: (draft: Template, args: A) => void): Command<A> {
  return { id, label, recipe };
}
