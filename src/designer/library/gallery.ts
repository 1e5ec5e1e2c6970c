/** The built-in gallery as the library offers it: every entry, and the one a first visit starts from. */
import { GALLERY, findGalleryEntry, type GalleryEntry } from '../../templates/gallery';

export type { GalleryEntry };

/** Gallery entries, in the gallery's order. */
export const GALLERY_ENTRIES: readonly GalleryEntry[] = GALLERY;

/** The entry a first visit starts from: the invoice. */
export function firstVisitEntry(): GalleryEntry | undefined {
  return findGalleryEntry('invoice') ?? GALLERY[0];
}
