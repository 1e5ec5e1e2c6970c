/** The small parts under the renderer: bar runs merge, the encoding cache forgets the stalest symbol first. */
import { describe, expect, it } from 'vitest';
import { Lru } from '../../../../src/worker/caches/lru';
import { mergeRuns } from '../../../../src/worker/barcodes/vectorDrawing';
import { encodeBarcode } from '../../../../src/worker/barcodes';

describe('mergeRuns', () => {
  it('joins bars that touch and share top and bottom, and keeps the others apart', () => {
    expect(
      mergeRuns([
        [0, 0, 5, 100],
        [5, 0, 10, 100],
        [20, 0, 5, 100],
        [25, 10, 5, 90], // touches but is shorter: a different run
      ]),
    ).toEqual([
      [0, 0, 15, 100],
      [20, 0, 5, 100],
      [25, 10, 5, 90],
    ]);
  });
});

describe('Lru', () => {
  it('evicts the least recently used entry', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1); // a is now fresher than b
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect([lru.get('a'), lru.get('c'), lru.size]).toEqual([1, 3, 2]);
  });

  it('answers as a Map reordered on every use would, over 5,000 mixed gets and sets', () => {
    const lru = new Lru<number, number>(7);
    const reference = new Map<number, number>();
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) % 12;
    for (let step = 0; step < 5000; step += 1) {
      const key = next();
      if (step % 3 === 0) {
        lru.set(key, step);
        reference.delete(key);
        reference.set(key, step);
        if (reference.size > 7) reference.delete(reference.keys().next().value!);
      } else {
        const known = reference.get(key);
        if (known !== undefined) {
          reference.delete(key);
          reference.set(key, known);
        }
        expect(lru.get(key), `step ${step}`).toBe(known);
      }
      if (step === 2500) {
        lru.clear();
        reference.clear();
      }
    }
    expect(lru.size).toBe(reference.size);
  });
});

describe('encodeBarcode', () => {
  it('returns the very same vectors for a repeated symbol, and different ones when the layout differs', () => {
    const once = encodeBarcode('code128', 'CACHE', { heightMm: 20 });
    const first = encodeBarcode('code128', 'CACHE', { heightMm: 20 }); // a repeat: kept from now on
    expect(first).toEqual(once);
    expect(encodeBarcode('code128', 'CACHE', { heightMm: 20 })).toBe(first);
    expect(encodeBarcode('code128', 'CACHE', { heightMm: 20, includetext: false })).not.toBe(first);
    expect(encodeBarcode('code128', 'CACHE', { heightMm: 10 })).not.toBe(first);
  });

  it('draws a linear symbol as whole-pixel bars (module widths are exact multiples, not rounded to fit a width)', () => {
    const { bars } = encodeBarcode('code128', 'MODULES', { includetext: false });
    const widths = new Set(bars.map((op) => (op[0] === 'R' ? op[3] : NaN)));
    expect([...widths].every((w) => Number.isInteger(w) && w % 5 === 0)).toBe(true);
  });

  it('draws a QR code as one rectangle per run of dark modules in a row, far fewer shapes than modules', () => {
    const { bars, width, height } = encodeBarcode('qrcode', 'https://example.com/outline'); // version 3: 29 × 29
    expect([width, height]).toEqual([290, 290]);
    expect(bars.every((op) => op[0] === 'R' && op[4] === 10)).toBe(true);
    const darkModules = bars.reduce((sum, op) => sum + (op[0] === 'R' ? op[3] / 10 : 0), 0);
    expect(darkModules).toBe(416);
    expect(bars.length).toBeLessThan(darkModules / 1.5);
  });

  it('draws other 2D symbols (PDF417) as the outlines bwip-js traces, far fewer than one shape per module', () => {
    const { bars } = encodeBarcode('pdf417', 'https://example.com/outline');
    const subpaths = bars.filter((op) => op[0] === 'M').length;
    expect(subpaths).toBeGreaterThan(10);
    expect(subpaths).toBeLessThan(150);
  });

  it('names an unknown type', () => {
    expect(() => encodeBarcode('aztec', 'x')).toThrow('Unknown barcode type “aztec”');
  });
});
