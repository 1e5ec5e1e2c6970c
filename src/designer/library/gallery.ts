/**
 * The built-in gallery (src/templates/gallery, written by the templates engineer), read through import.meta.glob so
 * the library builds and works (blank start) even before that module lands.
 */
import type { DataRecord, Template } from '../../templates/types';

export interface GalleryEntry {
  id: string;
  name: string;
  description: string;
  template: Template;
  sampleRecords: DataRecord[];
}

const modules = import.meta.glob<{ GALLERY?: readonly GalleryEntry[] }>('../../templates/gallery/index.ts', { eager: true });

/** Gallery entries, in the gallery's order; empty when the gallery is not there. */
export const GALLERY_ENTRIES: readonly GalleryEntry[] = Object.values(modules)[0]?.GALLERY ?? [];

/** The entry a first visit starts from: the invoice if there is one. */
export function firstVisitEntry(): GalleryEntry | undefined {
  return GALLERY_ENTRIES.find((entry) => /invoice/i.test(entry.id) || /invoice/i.test(entry.name)) ?? GALLERY_ENTRIES[0];
}
