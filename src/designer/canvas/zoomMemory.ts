/**
 * The zoom the user chose for each template, by library id, remembered in localStorage beside the layout: view
 * state, never in the document. Only the most recent templates are kept, so deleted ones do not pile up.
 */
import { clampZoom } from './coordinates';

const KEY = 'platen.zoom';
const KEEP = 50;

function load(): [string, number][] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(saved) ? saved.filter((e): e is [string, number] => Array.isArray(e) && typeof e[0] === 'string' && Number.isFinite(e[1])) : [];
  } catch {
    return []; // private mode or a hand-edited value: nothing remembered
  }
}

/** The zoom last used for template `id` (1 = 100 %), if any. */
export function rememberedZoom(id: string): number | undefined {
  const found = load().find(([saved]) => saved === id);
  return found ? clampZoom(found[1]) : undefined;
}

/** Remembers `zoom` (1 = 100 %) for template `id`; undefined forgets it, so the template opens fitted again. */
export function rememberZoom(id: string, zoom: number | undefined): void {
  const all = load();
  const entries = all.filter(([saved]) => saved !== id);
  if (zoom === undefined && entries.length === all.length) return; // nothing to forget
  if (zoom !== undefined) entries.push([id, zoom]);
  try {
    localStorage.setItem(KEY, JSON.stringify(entries.slice(-KEEP)));
  } catch {
    // storage full or unavailable: the zoom is just not remembered
  }
}
