/**
 * Templates as files on disk (issue #21): where the browser has the File System Access API (Chromium), Open… and
 * Save / Save as… work on a `.json` file, and the file stays the open template's file for the session (Ctrl+S writes
 * to it; after Save as…, to the new one). Elsewhere Open… uploads and Save downloads, as Import and Export JSON do.
 * The library still keeps every template: a file is a copy the user controls, not a second home.
 */
import { exportFileName } from './importOutcome';
import { library } from './instance';
import { designer } from '../store';
import { createStore, useStore } from '../store/observable';
import { notify } from '../ui/notice';

/** The picker part of the File System Access API, which TypeScript's DOM library does not declare (WICG draft). */
interface FilePickerOptions {
  types?: { description: string; accept: Record<string, string[]> }[];
  suggestedName?: string;
  excludeAcceptAllOption?: boolean;
}
interface PickerWindow {
  showOpenFilePicker?: (options?: FilePickerOptions) => Promise<FileSystemFileHandle[]>;
  showSaveFilePicker?: (options?: FilePickerOptions) => Promise<FileSystemFileHandle>;
}
type PermissionHandle = FileSystemFileHandle & { requestPermission?: (d: { mode: 'readwrite' }) => Promise<PermissionState> };

const TYPES = [{ description: 'Template (pdfme JSON)', accept: { 'application/json': ['.json'] } }];
const pickers = () => globalThis as unknown as PickerWindow;

/** Whether Open…/Save work on files on disk here (else they upload and download). */
export const canUseFiles = () => typeof pickers().showOpenFilePicker === 'function' && typeof pickers().showSaveFilePicker === 'function';

/** The open template's file: its handle and the library id of the template it belongs to. */
const file = createStore<{ handle: FileSystemFileHandle; templateId: string } | null>(null);

/** The open template's file name, when it has one this session (for the top bar). */
export function useOpenFileName(): string | null {
  const templateId = useStore({ get: designer.getView, subscribe: designer.subscribe }, (v) => v.templateId);
  return useStore(file, (f) => (f && f.templateId === templateId ? f.handle.name : null));
}

const cancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
const failed = (what: string, error: unknown) => notify(`${what}: ${error instanceof Error ? error.message : String(error)}`);

function remember(handle: FileSystemFileHandle): void {
  const templateId = designer.getView().templateId;
  file.set(templateId ? { handle, templateId } : null);
}

/** Opens a template file (a picker, or an upload) into the library, through the import's checks. */
export async function openTemplateFile(): Promise<void> {
  const show = pickers().showOpenFilePicker;
  if (!show) return uploadTemplateFile();
  try {
    const [handle] = await show({ types: TYPES });
    const picked = await handle.getFile();
    const outcome = await library.importText(picked.name, await picked.text());
    if (outcome.ok) remember(handle);
  } catch (error) {
    if (!cancelled(error)) failed('The file could not be opened', error);
  }
}

function uploadTemplateFile(): void {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = '.json,application/json';
  input.onchange = () => {
    const picked = input.files?.[0];
    if (picked) void picked.text().then((text) => library.importText(picked.name, text));
  };
  input.click();
}

async function write(handle: FileSystemFileHandle, text: string): Promise<void> {
  // A handle from Open… may be read-only until the user allows writing (Chromium asks once per handle).
  const allowed = await (handle as PermissionHandle).requestPermission?.({ mode: 'readwrite' });
  if (allowed && allowed !== 'granted') throw new Error('the browser did not allow writing to it');
  const writable = await handle.createWritable();
  await writable.write(text);
  await writable.close();
}

/** Save (to the open template's file, or as a new file when it has none) and Save as… (always a new file). */
export async function saveTemplateFile(as: boolean): Promise<void> {
  const current = file.get();
  const templateId = designer.getView().templateId;
  const show = pickers().showSaveFilePicker;
  if (!show) return library.exportOpen();
  try {
    const { text, name } = await library.openTemplateText();
    const handle = !as && current && current.templateId === templateId ? current.handle : await show({ types: TYPES, suggestedName: exportFileName(name) });
    await write(handle, text);
    remember(handle);
    notify(`Saved to “${handle.name}”.`);
  } catch (error) {
    if (!cancelled(error)) failed('The file was not saved', error);
  }
}

/** Ctrl+S: to the open template's file when it has one; otherwise the library (which saves as you work anyway). */
export async function saveShortcut(): Promise<void> {
  const current = file.get();
  if (current && current.templateId === designer.getView().templateId) return saveTemplateFile(false);
  await library.flush();
  notify(canUseFiles() ? 'Saved in this browser. Save as… keeps a copy as a file on your disk.' : 'Saved. Platen saves every change as you work.');
}
