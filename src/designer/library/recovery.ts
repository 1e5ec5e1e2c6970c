/**
 * On opening the app: the changes of tabs that ended without a full save (a reload, a crash, a killed browser) are
 * replayed over the save they were based on and saved. A closed tab whose base another tab overwrote meanwhile gets
 * its work back as a "… copy", never replayed onto the other tab's newer save.
 */
import { UNTITLED_NAME, copyName, createRecord, updateRecord, type TemplateStore } from '../../templates/storage';
import { chainsOf, planRecovery } from '../../templates/writeAhead';

export interface RecoveryDeps {
  store: TemplateStore;
  /** this tab: its own changes are never recovered */
  writer: string;
  /** tabs still open (their changes are theirs to save); undefined when the browser cannot tell */
  liveWriters?: () => Promise<ReadonlySet<string>>;
  now: () => number;
  newId: () => string;
}

/** Recovers every closed tab's logged changes; returns lines for the user about copies made and changes not recovered. */
export async function recoverClosedTabs(deps: RecoveryDeps): Promise<string[]> {
  const { store, now } = deps;
  const { changes, bases } = await store.readLog();
  if (changes.length === 0) return [];
  const live = (await deps.liveWriters?.()) ?? new Set<string>();
  const notes: string[] = [];
  for (const chain of chainsOf(changes)) {
    const { templateId, writer } = chain[0];
    if (writer === deps.writer || live.has(writer)) continue;
    const saved = await store.get(templateId);
    const plan = planRecovery(chain, saved, bases);
    if (plan.kind === 'replay' && saved) {
      const version = Math.max(now(), saved.updatedAt + 1);
      // 'changed': another tab saved this template just now; its base is kept, and the next start makes the copy.
      await store.putIfUnchanged(updateRecord(saved, plan.template, version), saved.updatedAt, plan.settles);
    } else if (plan.kind === 'copy') {
      const names = (await store.list()).map((r) => r.name);
      const original = saved?.name ?? plan.template.platen?.name ?? UNTITLED_NAME;
      const copy = createRecord(deps.newId(), plan.template, now(), copyName(original, names));
      await store.put(copy, plan.settles);
      notes.push(`Unsaved edits to “${original}” from a closed tab are kept as “${copy.name}”: another tab saved “${original}” after them.`);
    } else if (plan.kind === 'unrecoverable') {
      notes.push(`Some unsaved edits from a closed tab could not be recovered (${plan.message}); they stay stored.`);
    }
  }
  return notes;
}
