/**
 * Called once by App: opens the last template from IndexedDB (or the gallery invoice on a first visit) and keeps
 * autosaving, flushing at once when the tab is hidden or closed; opens shared links and dropped files; asks to keep the library.
 */
import { useEffect } from 'react';
import { useStore } from '../store/observable';
import { library } from './instance';
import type { LibraryState } from './library';
import { followSharedLinks } from './sharedLink';
import { requestPersistenceOnce } from './storagePersistence';
import { acceptWindowDrops } from './windowDrop';

export function useLibrary(): void {
  useEffect(() => {
    void library.start();
    const stopLinks = followSharedLinks();
    const stopDrops = acceptWindowDrops();
    // the first save of the page asks the browser to keep the library (storagePersistence.ts says why then)
    const stopWatching = library.subscribe(() => {
      if (library.getState().saving === 'saved') void requestPersistenceOnce();
    });
    const flushNow = () => void library.flush();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flushNow();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flushNow);
    return () => {
      stopLinks();
      stopDrops();
      stopWatching();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flushNow);
    };
  }, []);
}

/** The library's state (list, open id, save status, last message) for the panel. */
export function useLibraryState(): LibraryState {
  return useStore({ get: library.getState, subscribe: library.subscribe }, (state) => state);
}
