/**
 * Field drawings are sized with CSS variables set once per page: --mm (px per mm) and --pt (px per pt) at the
 * current zoom. A zoom change then restyles without re-rendering any field component.
 */
import { colorCss } from '../../templates/color';

/** A template number as a finite number (0 for anything else), so only a plain number reaches a CSS length. */
export function finiteNumber(value: unknown): number {
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
}

/** A CSS length of `value` mm at the page's zoom. */
export function mmCss(value: unknown): string {
  return `calc(var(--mm) * ${finiteNumber(value)})`;
}

/** A CSS length of `value` pt (font sizes, character spacing) at the page's zoom. */
export function ptCss(value: unknown): string {
  return `calc(var(--pt) * ${finiteNumber(value)})`;
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

/**
 * The one way a template colour reaches the canvas's CSS: parsed (src/templates/color.ts) and written as canonical
 * hex, or `fallback` when unset, empty or not a colour — a `url(…)` in a colour would otherwise be a request (issue #9).
 */
export function colour(value: unknown, fallback = 'transparent'): string {
  return colorCss(value, fallback);
}

/** One side of a pdfme box value (mm). */
export function side(box: unknown, name: 'top' | 'right' | 'bottom' | 'left'): number {
  if (typeof box === 'number') return box;
  if (box && typeof box === 'object') return Number((box as Record<string, unknown>)[name]) || 0;
  return 0;
}

/**
 * pdfme box borders drawn as inset shadows plus the same space added to the padding. Chromium rounds real CSS
 * borders up to whole device pixels (a 0.1 mm table rule becomes 1 px), which would make every table row taller
 * than in the PDF; shadows keep the exact width out of layout while the padding keeps the exact space.
 */
export function boxBorderCss(borderWidth: unknown, color: string, padding: unknown): { padding: string; boxShadow?: string } {
  const sides = (['top', 'right', 'bottom', 'left'] as const).map((name) => ({ name, border: side(borderWidth, name), pad: side(padding, name) }));
  const shadows: string[] = [];
  for (const { name, border } of sides) {
    if (border <= 0) continue;
    const w = mmCss(border);
    if (name === 'top') shadows.push(`inset 0 ${w} 0 0 ${color}`);
    if (name === 'bottom') shadows.push(`inset 0 calc(-1 * ${w}) 0 0 ${color}`);
    if (name === 'left') shadows.push(`inset ${w} 0 0 0 ${color}`);
    if (name === 'right') shadows.push(`inset calc(-1 * ${w}) 0 0 0 ${color}`);
  }
  return {
    padding: sides.map(({ border, pad }) => mmCss(border + pad)).join(' '),
    boxShadow: shadows.length && color !== 'transparent' ? shadows.join(', ') : undefined,
  };
}
