/**
 * Copy, cut and paste of fields through the system clipboard as JSON, so fields move between pages, templates
 * and browser tabs. Anything else on the clipboard is ignored with a message. When the browser refuses clipboard
 * access (permissions, insecure origin) an in-page copy keeps copy/paste working inside this tab.
 */
import { deleteFields, locateFields, pasteFields } from '../../templates/commands';
import { newFieldId } from '../../templates/ids';
import type { FieldSchema } from '../../templates/types';
import { designer } from '../store';
import { notify } from '../ui/notice';

const MARK = 'platen/fields';
let fallback: string | null = null;

/** The clipboard text for fields: JSON marked as Platen's, without designer-only ids. */
export function serializeFields(fields: readonly FieldSchema[]): string {
  return JSON.stringify({ kind: MARK, version: 1, fields: fields.map(({ id: _id, ...rest }) => rest) });
}

/** Fields from clipboard text, or null when it is not Platen fields (or not well-formed). */
export function parseClipboard(text: string): FieldSchema[] | null {
  try {
    const data = JSON.parse(text) as { kind?: unknown; fields?: unknown };
    if (data?.kind !== MARK || !Array.isArray(data.fields)) return null;
    const ok = data.fields.every(
      (f: Record<string, unknown>) =>
        f && typeof f.name === 'string' && typeof f.type === 'string' && typeof f.width === 'number' && typeof f.height === 'number' &&
        typeof (f.position as { x?: unknown })?.x === 'number' && typeof (f.position as { y?: unknown })?.y === 'number',
    );
    return ok ? (data.fields as FieldSchema[]) : null;
  } catch {
    return null;
  }
}

async function write(text: string) {
  fallback = text;
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // the in-page copy above still serves paste in this tab
  }
}

async function read(): Promise<string | null> {
  try {
    return await navigator.clipboard.readText();
  } catch {
    return fallback;
  }
}

export async function copySelection(): Promise<void> {
  const places = locateFields(designer.getDoc(), designer.getView().selection);
  if (places.length) await write(serializeFields(places.map((p) => p.field)));
}

export async function cutSelection(): Promise<void> {
  const ids = designer.getView().selection;
  if (!ids.length) return;
  await copySelection();
  designer.run(deleteFields, { ids });
  designer.setView({ selection: [] });
}

export async function pasteClipboard(): Promise<void> {
  const text = await read();
  const fields = text ? parseClipboard(text) : null;
  if (!fields) {
    notify('Nothing to paste: the clipboard holds no Platen fields.');
    return;
  }
  const doc = designer.getDoc();
  const page = Math.min(designer.getView().activePage, doc.schemas.length - 1);
  // Pasting where the originals still sit would hide the copies exactly on top: offset them a little.
  const onTop = fields.some((f) => doc.schemas[page].some((o) => o.type === f.type && o.position.x === f.position.x && o.position.y === f.position.y));
  const offset = onTop ? 5 : 0;
  const copies = fields.map((f) => ({ ...f, id: newFieldId(), position: { x: f.position.x + offset, y: f.position.y + offset } }));
  designer.run(pasteFields, { page, fields: copies });
  designer.setView({ selection: copies.map((f) => f.id) });
}
