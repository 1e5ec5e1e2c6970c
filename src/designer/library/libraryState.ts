/** What the library panel shows (the saved list, the open template, the save status, the last message), as a store. */
import type { TemplateSummary } from '../../templates/storage';
import { createStore } from '../store/observable';

export interface LibraryMessage {
  text: string;
  error: boolean;
  /** Further lines: problems found in an imported file, conversions from older formats. */
  details?: string[];
}

export interface LibraryState {
  ready: boolean;
  records: TemplateSummary[];
  openId: string | null;
  saving: 'idle' | 'pending' | 'saved' | 'failed';
  message: LibraryMessage | null;
}

/** The library's state and how its parts (autosave, tab sync, the panel's actions) report to it. */
export function createLibraryState() {
  const store = createStore<LibraryState>({ ready: false, records: [], openId: null, saving: 'idle', message: null });
  return {
    get: store.get,
    subscribe: store.subscribe,
    /** Applies a patch; one that changes nothing tells no one (autosave reports 'saved' after every write). */
    report(patch: Partial<LibraryState>): void {
      store.set((state) =>
        Object.entries(patch).every(([key, value]) => state[key as keyof LibraryState] === value) ? state : { ...state, ...patch },
      );
    },
  };
}

export type LibraryStateStore = ReturnType<typeof createLibraryState>;
