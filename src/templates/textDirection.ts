/**
 * A text field's paragraph direction (issue #16): 'auto' takes the direction of the first strong character of what
 * it prints, like HTML's dir="auto"; 'ltr' and 'rtl' set it. Saved as `platenDirection` on the field, which stock
 * pdfme ignores. Alignment follows the direction's start and end: in a right-to-left paragraph pdfme's 'left' (its
 * default, the start) is drawn at the right edge and 'right' (the end) at the left, as a word processor mirrors an
 * RTL paragraph's alignment and CSS's `text-align: start` does.
 */
import type { FieldSchema } from './types';

export type TextDirection = 'auto' | 'ltr' | 'rtl';

export const TEXT_DIRECTIONS: readonly TextDirection[] = ['auto', 'ltr', 'rtl'];

/** Letters of the right-to-left scripts (UAX #9 strong types R and AL) and the right-to-left mark. */
const STRONG_RTL = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}\p{Script=Hanifi_Rohingya}\u200f\u061c]/u;
/** Any other letter is strong left to right (type L), as is the left-to-right mark; digits, marks and punctuation are not strong. */
const STRONG = /[\p{L}\u200e\u200f\u061c]/u;

/**
 * The paragraph direction for `text` under a setting: 'auto' takes the first strong character's (UAX #9 rules
 * P2–P3, as dir="auto" does), left to right when there is none. The engine and the canvas both resolve here.
 */
export function resolveDirection(text: string, setting: TextDirection = 'auto'): 'ltr' | 'rtl' {
  if (setting !== 'auto') return setting;
  for (const char of text) {
    if (STRONG.test(char)) return STRONG_RTL.test(char) ? 'rtl' : 'ltr';
  }
  return 'ltr';
}

/** The field's direction setting; anything unknown reads as 'auto'. */
export function directionSetting(field: Pick<FieldSchema, 'platenDirection'> | Record<string, unknown>): TextDirection {
  const value = (field as Record<string, unknown>).platenDirection;
  return value === 'ltr' || value === 'rtl' ? value : 'auto';
}

/** pdfme's alignment to draw with in a paragraph of `direction`: start and end swap sides right to left. */
export function alignmentInDirection(alignment: unknown, direction: 'ltr' | 'rtl'): unknown {
  if (direction === 'ltr') return alignment;
  if (alignment === undefined || alignment === 'left') return 'right';
  if (alignment === 'right') return 'left';
  return alignment;
}
