/** The app's one library: IndexedDB-backed, opening the gallery invoice on a first visit. */
import { createMemoryStore } from '../../templates/memoryStore';
import type { TemplateStore } from '../../templates/storage';
import { EMPTY_TEMPLATE, designer } from '../store';
import { downloadText } from '../ui/download';
import { firstVisitEntry } from './gallery';
import { createIndexedDbStore } from './indexedDbStore';
import { createLibrary } from './library';
import { createLibraryChannel } from './libraryChannel';
import { holdWriterLock, liveWritersOf } from './tabLiveness';

function browserStore(): TemplateStore {
  // Some private-browsing modes have no IndexedDB; work then lasts for the session only.
  return typeof indexedDB === 'undefined' ? createMemoryStore() : createIndexedDbStore();
}

/** This tab's id in the autosave log. */
const writer = globalThis.crypto?.randomUUID?.() ?? `w${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
holdWriterLock(writer);

export const library = createLibrary({
  designer,
  store: browserStore(),
  blankTemplate: EMPTY_TEMPLATE,
  firstTemplate: () => {
    const entry = firstVisitEntry();
    return entry && { template: entry.template, name: entry.name };
  },
  download: downloadText,
  channel: createLibraryChannel(),
  writer,
  liveWriters: liveWritersOf(),
  // loaded on demand: the data session module brings the data panel's parsing with it
  sessionSettings: {
    read: (id) => import('../dataPanel/sessionPersistence').then((m) => m.savedSettingsOf(id)),
    write: (id, settings) => import('../dataPanel/sessionPersistence').then((m) => m.restoreSettingsOf(id, settings)),
  },
});
