/**
 * A left-to-right line of characters before the Hebrew block skips the bidi algorithm and is all level 0: that must
 * be what bidi-js gives it, whatever mix of letters, digits, marks, controls and punctuation it holds.
 */
import bidiFactory from 'bidi-js';
import { describe, expect, it } from 'vitest';
import { embeddingLevels } from '../../../../src/worker/shaping/bidi';

const bidi = bidiFactory();

/** A deterministic random source (a linear congruential generator), so a failure names a string that fails again. */
function random(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % below;
  };
}

describe('embeddingLevels', () => {
  it('gives a left-to-right line before U+0590 the levels bidi-js gives it', () => {
    const next = random(11);
    for (let count = 0; count < 20_000; count += 1) {
      let line = '';
      for (let length = 1 + next(20); length > 0; length -= 1) line += String.fromCharCode(next(4) ? 0x20 + next(0x60) : next(0x590));
      expect(Array.from(embeddingLevels(line, 'ltr')), JSON.stringify(line)).toEqual(Array.from(bidi.getEmbeddingLevels(line, 'ltr').levels));
    }
  });

  it('runs the algorithm for right-to-left text and paragraphs', () => {
    for (const [line, direction] of [['ab שלום 12', 'ltr'], ['ab 12', 'rtl'], ['ab\u202eXY', 'ltr'], ['x \u0661\u0662', 'ltr']] as const) {
      expect(Array.from(embeddingLevels(line, direction)), line).toEqual(Array.from(bidi.getEmbeddingLevels(line, direction).levels));
    }
    expect(Array.from(embeddingLevels('ab שלום', 'ltr'))).toEqual([0, 0, 0, 1, 1, 1, 1]);
  });
});
