/**
 * The Unicode Bidirectional Algorithm (UAX #9, bidi-js) for one line of text: which characters are right-to-left
 * (odd embedding level) and in what order the line's runs stand on the page. Bracket pairs are resolved by bidi-js
 * (rule N0); the glyphs of brackets in right-to-left runs are mirrored by HarfBuzz when it shapes them RTL. The
 * paragraph direction itself is resolved by src/templates/textDirection.ts, which the canvas shares.
 */
import bidiFactory, { type Bidi } from 'bidi-js';

let bidi: Bidi | undefined;
const algorithm = (): Bidi => (bidi ??= bidiFactory());

/**
 * Only characters before the Hebrew block (U+0590): none of them is right to left (R, AL), an Arabic number (AN) or
 * an explicit embedding (U+202A on), so in a left-to-right paragraph every number resolves to L (rule W7), every
 * neutral between L and the paragraph's L edges to L (N1, N2), and every level stays 0 (I1).
 */
const NO_RTL = /^[\u0000-\u058f]*$/;

/** Per UTF-16 unit of `line`, its embedding level (odd = right to left) in a paragraph of `direction`. */
export function embeddingLevels(line: string, direction: 'ltr' | 'rtl'): Uint8Array {
  // Most lines of a Latin, Greek or Cyrillic document: all level 0, without bidi-js's pass over the line.
  if (direction === 'ltr' && NO_RTL.test(line)) return new Uint8Array(line.length);
  return algorithm().getEmbeddingLevels(line, direction).levels;
}

/**
 * Visual order of runs from their levels (UAX #9 L2): from the highest level down to the lowest odd one, every
 * maximal sequence of runs at that level or higher is reversed. Returns run indexes, left to right.
 */
export function visualOrder(levels: readonly number[]): number[] {
  const order = levels.map((_, index) => index);
  if (levels.length < 2) return order;
  const highest = Math.max(...levels);
  const lowestOdd = Math.min(...levels.filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let start = 0; start < order.length; ) {
      if (levels[order[start]] < level) {
        start += 1;
        continue;
      }
      let end = start;
      while (end + 1 < order.length && levels[order[end + 1]] >= level) end += 1;
      order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse());
      start = end + 1;
    }
  }
  return order;
}
