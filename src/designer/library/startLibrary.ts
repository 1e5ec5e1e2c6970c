/**
 * The library's start, once per page: autosave starts listening to the designer, the tab follows other tabs' saves,
 * closed tabs' unsaved edits are recovered, and the last template (or the most recent, or a first one) opens.
 */
import { UNTITLED_NAME, type TemplateStore } from '../../templates/storage';
import type { Template } from '../../templates/types';
import type { Designer } from '../store';
import type { Autosave } from './autosave';
import type { LibraryStateStore } from './libraryState';
import type { Opening } from './opening';
import { recoverClosedTabs } from './recovery';
import { listenToOtherTabs, type LibraryChannel } from './tabSync';

export interface StartDeps {
  designer: Designer;
  store: TemplateStore;
  autosave: Autosave;
  opening: Opening;
  state: LibraryStateStore;
  refresh: () => Promise<void>;
  isReady: () => boolean;
  blankTemplate: Template;
  firstTemplate?: () => { template: Template; name: string } | undefined;
  channel?: LibraryChannel;
  writer: string;
  liveWriters?: () => Promise<ReadonlySet<string>>;
  now: () => number;
  newId: () => string;
}

export async function startLibrary(deps: StartDeps): Promise<void> {
  const { designer, store, autosave, opening, state, refresh } = deps;
  const report = state.report;
  const committed = () => designer.getCommittedDoc();
  autosave.listen();
  listenToOtherTabs(deps.channel, { designer, store, autosave, isReady: deps.isReady, refresh, report });
  const untouched = committed();
  // Opening the library is asynchronous; if something else loaded or edited a template meanwhile (a deep link,
  // a test, a quick first edit), keep that work and save it instead of replacing it with the last template.
  const overtaken = () => committed() !== untouched || designer.getView().templateId !== null;
  try {
    const { writer, liveWriters, now, newId } = deps;
    const notes = await recoverClosedTabs({ store, writer, liveWriters, now, newId });
    if (notes.length > 0) report({ message: { text: notes[0], error: false, details: notes.slice(1) } });
    const lastId = await store.getLastOpenedId();
    const record = (lastId && (await store.get(lastId))) || (await opening.mostRecent());
    if (overtaken()) {
      report({ ready: true });
      await autosave.flush();
    } else if (record) await opening.show(record);
    else {
      const first = deps.firstTemplate?.();
      await opening.create(first?.template ?? deps.blankTemplate, first?.name ?? UNTITLED_NAME);
    }
    await refresh();
  } catch (error) {
    report({ message: { text: `The template library could not be opened: ${(error as Error).message}`, error: true } });
  }
  report({ ready: true });
  // A template loaded after the first one showed but before the library was ready went unheard (autosave listens
  // only when ready): file it now. Nothing to do when the view still shows what the library opened.
  await autosave.flush();
}
