/**
 * Units as types. The model is in millimetres (as pdfme's JSON is); CSS pixels exist only where the screen is
 * touched, points only inside pdfme. Every conversion lives here so there is one place to get them right.
 */

export type Mm = number & { readonly __unit: 'mm' };
export type Pt = number & { readonly __unit: 'pt' };
export type Px = number & { readonly __unit: 'px' };

/** Marks a number as millimetres. */
export const mm = (value: number): Mm => value as Mm;
/** Marks a number as PDF points (1/72 in). */
export const pt = (value: number): Pt => value as Pt;
/** Marks a number as CSS pixels (1/96 in at zoom 1). */
export const px = (value: number): Px => value as Px;

export const MM_PER_INCH = 25.4;
export const PT_PER_INCH = 72;
/** CSS reference pixel: 96 per inch at 100 % zoom. */
export const PX_PER_INCH = 96;

/** Millimetres to PDF points (72 per inch). */
export function mmToPt(value: Mm): Pt {
  return pt((value * PT_PER_INCH) / MM_PER_INCH);
}

/** PDF points to millimetres. */
export function ptToMm(value: Pt): Mm {
  return mm((value * MM_PER_INCH) / PT_PER_INCH);
}

/** Millimetres to CSS px on screen at `zoom` (1 = 100 %: 1 mm = 96/25.4 px). */
export function mmToPx(value: Mm, zoom: number): Px {
  return px((value * PX_PER_INCH * zoom) / MM_PER_INCH);
}

/** CSS px on screen at `zoom` back to millimetres. */
export function pxToMm(value: Px, zoom: number): Mm {
  return mm((value * MM_PER_INCH) / (PX_PER_INCH * zoom));
}

/** Inches to millimetres (US label sizes are sold in inches). */
export function inToMm(inches: number): Mm {
  return mm(inches * MM_PER_INCH);
}

/**
 * Rounds millimetres to a sensible precision for storage and display (0.01 mm is far below printer accuracy),
 * so a drag at an odd zoom does not leave 37.79527559055118 in the template.
 */
export function roundMm(value: number, step = 0.01): Mm {
  // toFixed trims the float noise that step multiplication adds (0.07 * 100 = 7.000000000000001); + 0 turns -0 into 0.
  return mm(Number((Math.round(value / step) * step).toFixed(6)) + 0);
}

export type PageSizeGroup = 'Paper' | 'Label' | 'Card' | 'Ticket';

export interface PageSize {
  id: string;
  /** As shown in the page-size menu. */
  label: string;
  group: PageSizeGroup;
  /** Portrait width, mm. */
  width: Mm;
  /** Portrait height, mm. */
  height: Mm;
}

/** Common page and label sizes, portrait (or as the label is fed), in mm. */
export const PAGE_SIZES: readonly PageSize[] = [
  { id: 'a3', label: 'A3', group: 'Paper', width: mm(297), height: mm(420) },
  { id: 'a4', label: 'A4', group: 'Paper', width: mm(210), height: mm(297) },
  { id: 'a5', label: 'A5', group: 'Paper', width: mm(148), height: mm(210) },
  { id: 'a6', label: 'A6', group: 'Paper', width: mm(105), height: mm(148) },
  { id: 'letter', label: 'Letter (8.5 × 11 in)', group: 'Paper', width: inToMm(8.5), height: inToMm(11) },
  { id: 'legal', label: 'Legal (8.5 × 14 in)', group: 'Paper', width: inToMm(8.5), height: inToMm(14) },
  { id: 'shipping-4x6', label: 'Shipping label (4 × 6 in)', group: 'Label', width: inToMm(4), height: inToMm(6) },
  { id: 'label-62x29', label: 'Label 62 × 29 mm', group: 'Label', width: mm(62), height: mm(29) },
  { id: 'address-89x36', label: 'Address label 89 × 36 mm', group: 'Label', width: mm(89), height: mm(36) },
  { id: 'badge-86x54', label: 'Badge / card 86 × 54 mm', group: 'Card', width: mm(86), height: mm(54) },
  { id: 'ticket-203x76', label: 'Ticket 203 × 76 mm', group: 'Ticket', width: mm(203), height: mm(76) },
];

/** The preset with this id, if any. */
export function findPageSize(id: string): PageSize | undefined {
  return PAGE_SIZES.find((size) => size.id === id);
}

/**
 * The preset a page of this size matches in either orientation (within 0.5 mm, since inch sizes round), if any.
 */
export function matchPageSize(width: number, height: number): { size: PageSize; landscape: boolean } | undefined {
  const close = (a: number, b: number) => Math.abs(a - b) < 0.5;
  for (const size of PAGE_SIZES) {
    if (close(size.width, width) && close(size.height, height)) return { size, landscape: false };
    if (close(size.width, height) && close(size.height, width)) return { size, landscape: true };
  }
  return undefined;
}
