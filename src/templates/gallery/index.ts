/** The built-in gallery, in the order the library shows it. */
import { certificate } from './certificate';
import { eInvoice } from './eInvoice';
import { eventTicket } from './eventTicket';
import { invoice } from './invoice';
import { japaneseReceipt } from './japaneseReceipt';
import { nameBadge } from './nameBadge';
import { report } from './report';
import { shippingLabel } from './shippingLabel';
import type { GalleryEntry } from './types';

export type { GalleryEntry } from './types';

export const GALLERY: readonly GalleryEntry[] = [
  invoice,
  eInvoice,
  certificate,
  shippingLabel,
  nameBadge,
  eventTicket,
  report,
  japaneseReceipt,
];

/** The gallery entry with this id, if any. */
export function findGalleryEntry(id: string): GalleryEntry | undefined {
  return GALLERY.find((entry) => entry.id === id);
}
