/**
 * Tabs of the app on one library: every write is announced (libraryChannel.ts carries it), and a tab with no unsaved
 * edits of its own follows another tab's save of the open template instead of drifting into a conflict.
 */
import type { TemplateStore } from '../../templates/storage';
import type { Designer } from '../store';
import type { Autosave } from './autosave';
import type { LibraryState } from './libraryState';
import { changesOnOpening, openedWithChanges } from './openNotice';

/**
 * Word between tabs of the app: which template one of them just saved. The browser's is a BroadcastChannel
 * (libraryChannel.ts); without one, a tab learns of the others only when a save finds the template changed.
 */
export interface LibraryChannel {
  announce(templateId: string): void;
  listen(onSaved: (templateId: string) => void): void;
}

/** The store with every write announced to the other tabs (when there is a channel): no save can forget to tell them. */
export function announcingStore(store: TemplateStore, channel: LibraryChannel | undefined): TemplateStore {
  if (!channel) return store;
  return {
    ...store,
    async put(record, settles) {
      await store.put(record, settles);
      channel.announce(record.id);
    },
    async putIfUnchanged(record, expectedUpdatedAt, settles) {
      const outcome = await store.putIfUnchanged(record, expectedUpdatedAt, settles);
      if (outcome === 'saved') channel.announce(record.id);
      return outcome;
    },
    async delete(id) {
      await store.delete(id);
      channel.announce(id);
    },
  };
}

interface FollowDeps {
  designer: Designer;
  store: TemplateStore;
  autosave: Autosave;
  isReady: () => boolean;
  refresh: () => Promise<void>;
  report: (patch: Partial<LibraryState>) => void;
}

/**
 * What a tab does when another tab saved `templateId`: the list follows; the open template follows too when this
 * tab has no edits of its own waiting.
 */
export function followOtherTabs(deps: FollowDeps): (templateId: string) => Promise<void> {
  const { designer, store, autosave } = deps;
  const idle = (templateId: string) => templateId === autosave.current()?.id && !autosave.hasUnsavedEdits();
  return async (templateId) => {
    if (!deps.isReady()) return;
    await deps.refresh();
    if (!idle(templateId)) return;
    const record = await store.get(templateId);
    if (!record || record.updatedAt === autosave.current()?.updatedAt || !idle(templateId)) return;
    const changes = changesOnOpening(record.template);
    designer.load(record.template, record.id);
    autosave.opened(record);
    const followed = 'Updated with changes saved in another tab';
    deps.report({ saving: 'saved', message: changes.length > 0 ? openedWithChanges(followed, changes) : { text: `${followed}.`, error: false } });
  };
}

/** Hears the other tabs' saves on `channel` (when there is one) and follows them (followOtherTabs). */
export function listenToOtherTabs(channel: LibraryChannel | undefined, deps: FollowDeps): void {
  const onSavedElsewhere = followOtherTabs(deps);
  channel?.listen((id) => void onSavedElsewhere(id));
}
