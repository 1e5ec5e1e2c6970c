/**
 * Called once by App: opens the last template from IndexedDB (or the gallery invoice on a first visit) and keeps
 * autosaving, flushing at once when the tab is hidden or closed.
 */
import { useEffect } from 'react';
import { useStore } from '../store/observable';
import { library } from './instance';
import type { LibraryState } from './library';

export function useLibrary(): void {
  useEffect(() => {
    void library.start();
    const flushNow = () => void library.flush();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flushNow();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flushNow);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flushNow);
    };
  }, []);
}

/** The library's state (list, open id, save status, last message) for the panel. */
export function useLibraryState(): LibraryState {
  return useStore({ get: library.getState, subscribe: library.subscribe }, (state) => state);
}
