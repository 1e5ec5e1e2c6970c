/**
 * Field drawings are sized with CSS variables set once per page: --mm (px per mm) and --pt (px per pt) at the
 * current zoom. A zoom change then restyles without re-rendering any field component.
 */

/** A CSS length of `value` mm at the page's zoom. */
export function mmCss(value: unknown): string {
  return `calc(var(--mm) * ${Number(value) || 0})`;
}

/** A CSS length of `value` pt (font sizes, character spacing) at the page's zoom. */
export function ptCss(value: unknown): string {
  return `calc(var(--pt) * ${Number(value) || 0})`;
}

/** pdfme box values ({top,right,bottom,left} mm, or one number) as a CSS padding/border-width. */
export function boxCss(box: unknown): string {
  if (typeof box === 'number') return mmCss(box);
  if (box && typeof box === 'object') {
    const b = box as Record<string, unknown>;
    return [b.top, b.right, b.bottom, b.left].map(mmCss).join(' ');
  }
  return '0';
}

/** A colour property, or a fallback when unset or empty. */
export function colour(value: unknown, fallback = 'transparent'): string {
  return typeof value === 'string' && value ? value : fallback;
}
