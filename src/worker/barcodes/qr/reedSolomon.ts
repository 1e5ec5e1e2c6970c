/**
 * Reed–Solomon error correction codewords for QR codes (ISO/IEC 18004 §7.5.2): GF(256) with the polynomial
 * x⁸ + x⁴ + x³ + x² + 1 (0x11D), generator roots α⁰ … α^(n−1).
 */
const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
for (let i = 0, x = 1; i < 255; i++) {
  EXP[i] = x;
  LOG[x] = i;
  x <<= 1;
  if (x & 0x100) x ^= 0x11d;
}
for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255];

const multiply = (a: number, b: number): number => (a === 0 || b === 0 ? 0 : EXP[LOG[a] + LOG[b]]);

const generators = new Map<number, Uint8Array>();

/** The generator polynomial of degree `n`, highest power first, leading 1 left out. */
function generator(n: number): Uint8Array {
  let known = generators.get(n);
  if (known) return known;
  const poly = new Uint8Array(n);
  poly[n - 1] = 1;
  let root = 1;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      poly[j] = multiply(poly[j], root);
      if (j + 1 < n) poly[j] ^= poly[j + 1];
    }
    root = multiply(root, 2);
  }
  known = poly;
  generators.set(n, known);
  return known;
}

/** The `n` error correction codewords of `data`. */
export function errorCorrection(data: Uint8Array, n: number): Uint8Array {
  const divisor = generator(n);
  const remainder = new Uint8Array(n);
  for (const byte of data) {
    const factor = byte ^ remainder[0];
    remainder.copyWithin(0, 1);
    remainder[n - 1] = 0;
    for (let i = 0; i < n; i++) remainder[i] ^= multiply(divisor[i], factor);
  }
  return remainder;
}
