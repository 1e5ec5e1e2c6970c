/**
 * Back up library / Restore (issue #21): every template and its batch settings into one file, and that file merged
 * back by id (src/templates/libraryBackup.ts has the format and the rules). A factory over the store so unit tests can
 * drive it in Node; the session settings are read and written through injected functions (they live in another
 * database, owned by src/designer/dataPanel/sessionPersistence.ts).
 */
import { backupFileName, planRestore, readBackup, restoreSummary, serializeBackup, type BackupEntry } from '../../templates/libraryBackup';
import type { TemplateRecord, TemplateStore } from '../../templates/storage';
import type { LibraryState } from './libraryState';

export interface SessionSettingsAccess {
  read(templateId: string): Promise<Record<string, unknown> | undefined>;
  /** Keeps `settings` for a restored template (never over a session the library already has for it). */
  write(templateId: string, settings: Record<string, unknown>): Promise<void>;
}

export interface BackupDeps {
  store: TemplateStore;
  flush: () => Promise<void>;
  refresh: () => Promise<void>;
  report: (patch: Partial<LibraryState>) => void;
  newId: () => string;
  now: () => number;
  download?: (fileName: string, text: string) => void;
  settings?: SessionSettingsAccess;
}

async function allRecords(store: TemplateStore): Promise<TemplateRecord[]> {
  const records = await Promise.all((await store.list()).map((summary) => store.get(summary.id)));
  return records.filter((r): r is TemplateRecord => r !== undefined);
}

export function createBackupActions(deps: BackupDeps) {
  const { store, report } = deps;

  return {
    /** Downloads every library template, with its settings, as one file; says how many. */
    async backUpLibrary(): Promise<void> {
      await deps.flush();
      const records = await allRecords(store);
      const entries: BackupEntry[] = [];
      for (const r of records) {
        const settings = await deps.settings?.read(r.id).catch(() => undefined);
        entries.push({ id: r.id, name: r.name, createdAt: r.createdAt, updatedAt: r.updatedAt, template: r.template, ...(settings ? { settings } : {}) });
      }
      const fileName = backupFileName(deps.now());
      deps.download?.(fileName, serializeBackup(entries, deps.now()));
      report({ message: { text: `Backed up ${entries.length} template${entries.length === 1 ? '' : 's'} to “${fileName}”.`, error: false } });
    },

    /** Merges a backup file into the library; a broken file is refused whole, naming the problem and its place. */
    async restoreLibrary(fileName: string, text: string): Promise<void> {
      const read = readBackup(text);
      if (!read.ok) return report({ message: { text: `“${fileName}”: ${read.message}`, error: true } });
      await deps.flush();
      const plan = planRestore(read.entries, await allRecords(store), deps.newId);
      for (const entry of [...plan.add, ...plan.copies]) {
        await store.put({ id: entry.id, name: entry.name, template: entry.template, createdAt: entry.createdAt, updatedAt: entry.updatedAt });
        if (entry.settings) await deps.settings?.write(entry.id, entry.settings).catch(() => undefined);
      }
      await deps.refresh();
      report({ message: { text: restoreSummary(plan), error: false, details: read.warnings } });
    },
  };
}
