/** The app's one library: IndexedDB-backed, opening the gallery invoice on a first visit. */
import { createMemoryStore, type TemplateStore } from '../../templates/storage';
import { EMPTY_TEMPLATE, designer } from '../store';
import { downloadText } from './download';
import { firstVisitEntry } from './gallery';
import { createIndexedDbStore } from './indexedDbStore';
import { createLibrary } from './library';
import { createLibraryChannel } from './libraryChannel';

function browserStore(): TemplateStore {
  // Some private-browsing modes have no IndexedDB; work then lasts for the session only.
  return typeof indexedDB === 'undefined' ? createMemoryStore() : createIndexedDbStore();
}

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
});
