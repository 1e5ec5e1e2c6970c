// What the page has saved in IndexedDB, read in the page: tests wait for a save to land before a reload instead of
// sleeping through the autosave's debounce (the template's 300 ms, the data session's 400 ms) and hoping.
import type { Page } from 'playwright-core';

type DesignerHook = { __platenDesigner: { getCommittedDoc(): unknown; getView(): { templateId: string | null } } };

/** True once the library's saved body of the open template is the committed document (autosave has compacted). */
export async function templateSaved(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const designer = (window as unknown as DesignerHook).__platenDesigner;
    const id = designer.getView().templateId;
    if (id === null) return false;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('platen-library');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      const body = await new Promise<unknown>((resolve, reject) => {
        const request = db.transaction('bodies').objectStore('bodies').get(id);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      return JSON.stringify(body) === JSON.stringify(designer.getCommittedDoc());
    } finally {
      db.close();
    }
  });
}

/** The data session saved for the open template ('unsaved' when it has no library id yet), or null. */
export async function savedDataSession(page: Page): Promise<{ fileName?: string; settings?: Record<string, unknown> } | null> {
  return page.evaluate(async () => {
    const id = (window as unknown as DesignerHook).__platenDesigner.getView().templateId ?? 'unsaved';
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('platen-data');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      if (!db.objectStoreNames.contains('sessions')) return null;
      return await new Promise((resolve, reject) => {
        const request = db.transaction('sessions').objectStore('sessions').get(id);
        request.onsuccess = () => resolve((request.result as { fileName?: string; settings?: Record<string, unknown> } | undefined) ?? null);
        request.onerror = () => reject(request.error);
      });
    } finally {
      db.close();
    }
  });
}
