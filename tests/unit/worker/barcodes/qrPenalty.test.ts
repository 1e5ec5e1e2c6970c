/**
 * The mask penalty (§7.8.3.1) reads rows and columns in place with a rolling window; it must score every symbol as
 * the straightforward reading did (each line copied between four light modules, every position checked), or a record
 * could get another mask and other bytes.
 */
import { describe, expect, it } from 'vitest';
import { penalty, qrSymbol } from '../../../../src/worker/barcodes/qr/qrSymbol';

/** The reading penalty() replaced, kept as the reference. */
function referencePenalty(size: number, modules: Uint8Array): number {
  let score = 0;
  const line = new Uint8Array(size + 8);
  for (let direction = 0; direction < 2; direction++) {
    for (let index = 0; index < size; index++) {
      for (let i = 0; i < size; i++) line[i + 4] = direction === 0 ? modules[index * size + i] : modules[i * size + index];
      let run = 1;
      for (let i = 5; i <= size + 4; i++) {
        if (i < size + 4 && line[i] === line[i - 1]) run++;
        else {
          if (run >= 5) score += run - 2;
          run = 1;
        }
      }
      for (let i = 4; i + 7 <= size + 4; i++) {
        if (!(line[i] && !line[i + 1] && line[i + 2] && line[i + 3] && line[i + 4] && !line[i + 5] && line[i + 6])) continue;
        if (!(line[i - 1] | line[i - 2] | line[i - 3] | line[i - 4])) score += 40;
        if (i + 10 < size + 8 && !(line[i + 7] | line[i + 8] | line[i + 9] | line[i + 10])) score += 40;
      }
    }
  }
  for (let y = 0; y + 1 < size; y++) {
    for (let x = 0; x + 1 < size; x++) {
      const v = modules[y * size + x];
      if (v === modules[y * size + x + 1] && v === modules[(y + 1) * size + x] && v === modules[(y + 1) * size + x + 1]) score += 3;
    }
  }
  let dark = 0;
  for (let i = 0; i < modules.length; i++) dark += modules[i];
  const total = size * size;
  score += Math.floor(Math.abs(dark * 20 - total * 10) / total) * 10;
  return score;
}

describe('QR mask penalty', () => {
  it('scores every mask of real symbols as the reference does', () => {
    for (const value of ['https://pay.example.com/INV-000001', 'INV-000123', '8675309'.repeat(40), 'hello, wörld; '.repeat(30)]) {
      for (let mask = 0; mask < 8; mask++) {
        const { size, modules } = qrSymbol(value, mask)!;
        expect(penalty(size, modules)).toBe(referencePenalty(size, modules));
      }
    }
  });

  it('scores random and patterned grids, finder-like patterns at the edges included, as the reference does', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const finder = [1, 0, 1, 1, 1, 0, 1];
    for (let round = 0; round < 400; round++) {
      const size = 7 + Math.floor(random() * 30);
      const density = random();
      const modules = Uint8Array.from({ length: size * size }, () => (random() < density ? 1 : 0));
      // finder-like patterns pressed into rows and columns, often against an edge
      for (let k = 0; k < 3; k++) {
        const at = random() < 0.5 ? 0 : Math.floor(random() * size);
        const from = random() < 0.3 ? 0 : random() < 0.5 ? size - 7 : Math.floor(random() * (size - 6));
        const light = random() < 0.5 ? Math.max(0, from - 4) : from + 7;
        finder.forEach((bit, i) => (modules[at * size + from + i] = bit));
        for (let i = light; i < Math.min(size, light + 4); i++) if (i < from || i >= from + 7) modules[at * size + i] = 0;
        finder.forEach((bit, i) => (modules[(from + i) * size + at] = bit));
      }
      expect(penalty(size, modules)).toBe(referencePenalty(size, modules));
    }
  });
});
