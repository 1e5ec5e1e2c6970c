/**
 * Fields that fall outside a blank page. pdfme rotates a field about its centre, so a rotated field is checked by
 * the box around its rotated corners. An uploaded PDF's page size is unknown here, so only blank pages are checked.
 */
import { type FieldPlace, formatMm, error, warning } from './place';
import type { Problem } from '../types';

/** Allowance for rounding from px drags and inch page sizes, mm. */
const TOLERANCE_MM = 0.01;

/** Errors for fields wholly off a blank page, warnings for fields partly off it (page size in mm). */
export function checkBounds(places: FieldPlace[], page: { width: number; height: number }, problems: Problem[]): void {
  for (const { field, path, where } of places) {
    const { left, top, right, bottom } = outerBox(field);

    const entirelyOff =
      right <= TOLERANCE_MM || bottom <= TOLERANCE_MM || left >= page.width - TOLERANCE_MM || top >= page.height - TOLERANCE_MM;
    if (entirelyOff) {
      problems.push(
        error(
          [...path, 'position'],
          `${where}: the field is entirely off the page (at ${formatMm(left)}, ${formatMm(top)} on a ${formatMm(page.width)} × ${formatMm(page.height)} page), so it will never print.`,
        ),
      );
      continue;
    }
    const sides: string[] = [];
    if (left < -TOLERANCE_MM) sides.push('left');
    if (top < -TOLERANCE_MM) sides.push('top');
    if (right > page.width + TOLERANCE_MM) sides.push('right');
    if (bottom > page.height + TOLERANCE_MM) sides.push('bottom');
    if (sides.length > 0) {
      problems.push(
        warning(
          [...path, 'position'],
          `${where}: the field runs past the ${joinWords(sides)} edge of the page, so part of it will be cut off.`,
        ),
      );
    }
  }
}

/** The axis-aligned box around a field's (possibly rotated) rectangle, mm. */
export function outerBox(field: Record<string, unknown>): { left: number; top: number; right: number; bottom: number } {
  const position = field.position as { x: number; y: number };
  const width = field.width as number;
  const height = field.height as number;
  const radians = ((typeof field.rotate === 'number' ? field.rotate : 0) * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const halfWidth = (width * cos + height * sin) / 2;
  const halfHeight = (width * sin + height * cos) / 2;
  const centreX = position.x + width / 2;
  const centreY = position.y + height / 2;
  return { left: centreX - halfWidth, top: centreY - halfHeight, right: centreX + halfWidth, bottom: centreY + halfHeight };
}

function joinWords(words: string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
