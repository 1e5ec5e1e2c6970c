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

/**
 * Sane bounds for every size in a template. Nothing in JSON stops a page 1e300 mm wide, and pdf-lib writes such
 * numbers as "1e+300", which is not PDF syntax: the file is written and qpdf rejects it (issue #9). The PDF format's
 * own page limit is 14,400 pt (5,080 mm) a side, so pages stay within 5 m, and fields within reach of one.
 */
export const MAX_PAGE_SIDE_MM = 5000;
/** How far from the page's corner a field may sit or reach, mm (twice the largest page). */
export const MAX_FIELD_REACH_MM = 2 * MAX_PAGE_SIDE_MM;
/** Font sizes in pt; 1,000 pt letters are 35 cm tall. */
export const MAX_FONT_SIZE_PT = 1000;
/** Line height is a multiple of the font size. */
export const MAX_LINE_HEIGHT = 20;
/** Extra space between letters, pt. */
export const MAX_CHARACTER_SPACING_PT = 1000;
/** Any other number in a field (border widths, paddings, barcode settings): far beyond a page either way. */
const MAX_ANY_NUMBER = 1_000_000;

/** Errors for a page or field size beyond these bounds, and for numbers that are not finite anywhere in a field. */
export function checkGeometryLimits(template: Record<string, unknown>, places: FieldPlace[], problems: Problem[]): void {
  const basePdf = template.basePdf;
  if (basePdf && typeof basePdf === 'object' && !Array.isArray(basePdf)) {
    for (const side of ['width', 'height'] as const) {
      const value = (basePdf as Record<string, unknown>)[side];
      if (typeof value === 'number' && value > MAX_PAGE_SIDE_MM) {
        problems.push(error(['basePdf', side], `The page is ${formatBig(value)} mm ${side === 'width' ? 'wide' : 'tall'}; a page can be at most ${MAX_PAGE_SIDE_MM.toLocaleString('en')} mm (5 m) a side.`));
      }
    }
  }
  for (const { field, path, where } of places) {
    const limit = (keys: (string | number)[], value: unknown, min: number, max: number, what: string) => {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof number !== 'number' || (number >= min && number <= max)) return;
      problems.push(error([...path, ...keys], `${where}: ${what} is ${formatBig(number)}; it must be between ${min.toLocaleString('en')} and ${max.toLocaleString('en')}.`));
    };
    const position = field.position as Record<string, unknown> | undefined;
    limit(['position', 'x'], position?.x, -MAX_FIELD_REACH_MM, MAX_FIELD_REACH_MM, 'x (mm)');
    limit(['position', 'y'], position?.y, -MAX_FIELD_REACH_MM, MAX_FIELD_REACH_MM, 'y (mm)');
    limit(['width'], field.width, 0, MAX_FIELD_REACH_MM, 'the width (mm)');
    limit(['height'], field.height, 0, MAX_FIELD_REACH_MM, 'the height (mm)');
    limit(['fontSize'], field.fontSize, 0, MAX_FONT_SIZE_PT, 'the font size (pt)');
    const dynamic = field.dynamicFontSize as Record<string, unknown> | undefined;
    limit(['dynamicFontSize', 'min'], dynamic?.min, 0, MAX_FONT_SIZE_PT, 'the smallest font size (pt)');
    limit(['dynamicFontSize', 'max'], dynamic?.max, 0, MAX_FONT_SIZE_PT, 'the largest font size (pt)');
    limit(['lineHeight'], field.lineHeight, 0, MAX_LINE_HEIGHT, 'the line height (times the font size)');
    limit(['characterSpacing'], field.characterSpacing, -MAX_CHARACTER_SPACING_PT, MAX_CHARACTER_SPACING_PT, 'the letter spacing (pt)');
    checkOtherNumbers(field, path, where, problems);
  }
}

const BOUNDED_KEYS = new Set(['position', 'width', 'height', 'fontSize', 'dynamicFontSize', 'lineHeight', 'characterSpacing']);

/** Every other number in a field, two levels down (padding arrays, border widths, table styles): finite and bounded. */
function checkOtherNumbers(field: Record<string, unknown>, path: (string | number)[], where: string, problems: Problem[]): void {
  const visit = (value: unknown, keys: (string | number)[], depth: number) => {
    if (typeof value === 'number') {
      if (!Number.isFinite(value) || Math.abs(value) > MAX_ANY_NUMBER) {
        problems.push(error([...path, ...keys], `${where}: “${keys.join('.')}” is ${formatBig(value)}, far beyond any page; use a number below ${MAX_ANY_NUMBER.toLocaleString('en')}.`));
      }
    } else if (depth < 3 && value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) visit(inner, [...keys, Array.isArray(value) ? Number(key) : key], depth + 1);
    }
  };
  for (const [key, value] of Object.entries(field)) if (!BOUNDED_KEYS.has(key)) visit(value, [key], 1);
}

/** 1e+300 stays short in a message; ordinary numbers print as they are. */
function formatBig(value: number): string {
  if (!Number.isFinite(value)) return 'not a finite number';
  return Math.abs(value) >= 1e7 ? value.toExponential(2).replace('e+', ' × 10^') : String(value);
}
