/**
 * Fields that fall outside a blank page. Checked on the unrotated box (as the designer draws its handles); an
 * uploaded PDF's page size is unknown here, so only blank pages are checked.
 */
import { type FieldPlace, formatMm, error, warning } from './place';
import type { Problem } from '../types';

/** Allowance for rounding from px drags and inch page sizes, mm. */
const TOLERANCE_MM = 0.01;

export function checkBounds(places: FieldPlace[], page: { width: number; height: number }, problems: Problem[]): void {
  for (const { field, path, where } of places) {
    const position = field.position as { x: number; y: number };
    const width = field.width as number;
    const height = field.height as number;
    const left = position.x;
    const top = position.y;
    const right = left + width;
    const bottom = top + height;

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

function joinWords(words: string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
