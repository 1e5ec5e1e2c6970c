/**
 * A QR code symbol (ISO/IEC 18004) from a value, as a square of modules: the smallest version that holds it at error
 * correction level M (bwip-js's default, which Platen has always printed), then raised to Q or H when that version
 * still holds it, as BWIPP does. Written for speed: bwip-js runs BWIPP's PostScript in an interpreter, ~6 ms
 * a symbol, a quarter of an invoice's render time when every record has its own payment QR; this takes ~0.1 ms.
 *
 * The value is one segment: numeric, alphanumeric, or bytes (UTF-8, declared by ECI 26 when beyond ASCII, as
 * encode.ts has bwip-js do). The smallest version that holds it is used, and the mask with the lowest penalty
 * (§7.8.3). Mixed values that BWIPP would split into segments may come out a version larger; they scan the same.
 */
import { errorCorrection } from './reedSolomon';

export interface QrSymbol {
  /** modules per side */
  size: number;
  /** row-major, 1 = dark */
  modules: Uint8Array;
  version: number;
  level: Level;
  mask: number;
}

export type Level = 'L' | 'M' | 'Q' | 'H';

/** Error correction codewords per block, by level and version (index 0 unused). */
const EC_PER_BLOCK: Record<Level, number[]> = {
  L: [0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
  M: [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28],
  Q: [0, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
  H: [0, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
};
/** Error correction blocks, by level and version (index 0 unused). */
const BLOCKS: Record<Level, number[]> = {
  L: [0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25],
  M: [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49],
  Q: [0, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68],
  H: [0, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81],
};
/** Each level in the format information (§7.9.1). */
const FORMAT_LEVEL: Record<Level, number> = { L: 0b01, M: 0b00, Q: 0b11, H: 0b10 };

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
const UTF8_ECI = 26;

type Mode = 'numeric' | 'alphanumeric' | 'byte';
const MODE_BITS: Record<Mode, number> = { numeric: 0b0001, alphanumeric: 0b0010, byte: 0b0100 };
const ECI_MODE_BITS = 0b0111;

/** Bits of the character count field (§7.4.1, table 3). */
function countBits(mode: Mode, version: number): number {
  const sizeClass = version <= 9 ? 0 : version <= 26 ? 1 : 2;
  return { numeric: [10, 12, 14], alphanumeric: [9, 11, 13], byte: [8, 16, 16] }[mode][sizeClass];
}

/** Modules left for data and error correction once the function patterns are placed. */
function rawDataModules(version: number): number {
  let modules = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const alignments = Math.floor(version / 7) + 2;
    modules -= (25 * alignments - 10) * alignments - 55;
    if (version >= 7) modules -= 36;
  }
  return modules;
}

const dataCodewords = (version: number, level: Level): number =>
  Math.floor(rawDataModules(version) / 8) - EC_PER_BLOCK[level][version] * BLOCKS[level][version];

class BitBuffer {
  readonly bits: number[] = [];
  put(value: number, length: number): void {
    for (let i = length - 1; i >= 0; i--) this.bits.push((value >>> i) & 1);
  }
}

interface Segment {
  mode: Mode;
  /** characters (numeric, alphanumeric) or bytes */
  count: number;
  eci: boolean;
  write(out: BitBuffer): void;
}

function segmentOf(value: string): Segment {
  if (/^\d*$/.test(value)) {
    return {
      mode: 'numeric', count: value.length, eci: false,
      write: (out) => {
        for (let i = 0; i < value.length; i += 3) {
          const group = value.slice(i, i + 3);
          out.put(Number(group), group.length * 3 + 1);
        }
      },
    };
  }
  if ([...value].every((char) => ALPHANUMERIC.includes(char))) {
    return {
      mode: 'alphanumeric', count: value.length, eci: false,
      write: (out) => {
        for (let i = 0; i + 1 < value.length; i += 2) out.put(ALPHANUMERIC.indexOf(value[i]) * 45 + ALPHANUMERIC.indexOf(value[i + 1]), 11);
        if (value.length % 2 === 1) out.put(ALPHANUMERIC.indexOf(value[value.length - 1]), 6);
      },
    };
  }
  const bytes = new TextEncoder().encode(value);
  return {
    mode: 'byte', count: bytes.length, eci: /[^\x00-\x7f]/.test(value),
    write: (out) => {
      for (const byte of bytes) out.put(byte, 8);
    },
  };
}

function segmentBits(segment: Segment, version: number): number {
  const payload = segment.mode === 'numeric'
    ? Math.floor(segment.count / 3) * 10 + [0, 4, 7][segment.count % 3]
    : segment.mode === 'alphanumeric' ? Math.floor(segment.count / 2) * 11 + (segment.count % 2) * 6 : segment.count * 8;
  return (segment.eci ? 12 : 0) + 4 + countBits(segment.mode, version) + payload;
}

/** The data codewords, padded (§7.4.9), for `version`. */
function dataCodewordsFor(segment: Segment, version: number, level: Level): Uint8Array {
  const capacity = dataCodewords(version, level) * 8;
  const out = new BitBuffer();
  if (segment.eci) {
    out.put(ECI_MODE_BITS, 4);
    out.put(UTF8_ECI, 8);
  }
  out.put(MODE_BITS[segment.mode], 4);
  out.put(segment.count, countBits(segment.mode, version));
  segment.write(out);
  out.put(0, Math.min(4, capacity - out.bits.length));
  out.put(0, (8 - (out.bits.length % 8)) % 8);
  for (let pad = 0xec; out.bits.length < capacity; pad ^= 0xec ^ 0x11) out.put(pad, 8);
  const codewords = new Uint8Array(out.bits.length / 8);
  out.bits.forEach((bit, i) => (codewords[i >>> 3] |= bit << (7 - (i & 7))));
  return codewords;
}

/** Data split into blocks, each followed by its error correction, interleaved (§7.6). */
function interleaved(data: Uint8Array, version: number, level: Level): Uint8Array {
  const blocks = BLOCKS[level][version];
  const ecLength = EC_PER_BLOCK[level][version];
  const total = Math.floor(rawDataModules(version) / 8);
  const shortBlocks = blocks - (total % blocks);
  const shortData = Math.floor(total / blocks) - ecLength;
  const dataBlocks: Uint8Array[] = [];
  const ecBlocks: Uint8Array[] = [];
  for (let b = 0, offset = 0; b < blocks; b++) {
    const length = shortData + (b < shortBlocks ? 0 : 1);
    const block = data.subarray(offset, offset + length);
    offset += length;
    dataBlocks.push(block);
    ecBlocks.push(errorCorrection(block, ecLength));
  }
  const result = new Uint8Array(total);
  let at = 0;
  for (let i = 0; i <= shortData; i++) for (const block of dataBlocks) if (i < block.length) result[at++] = block[i];
  for (let i = 0; i < ecLength; i++) for (const block of ecBlocks) result[at++] = block[i];
  return result;
}

function alignmentCentres(version: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = version === 32 ? 26 : Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
  const centres = [6];
  for (let position = version * 4 + 10; centres.length < count; position -= step) centres.splice(1, 0, position);
  return centres;
}

/** A symbol under construction: module values and which modules belong to function patterns. */
class Grid {
  readonly modules: Uint8Array;
  readonly reserved: Uint8Array;
  constructor(readonly size: number) {
    this.modules = new Uint8Array(size * size);
    this.reserved = new Uint8Array(size * size);
  }
  /** x: column, y: row */
  set(x: number, y: number, dark: boolean): void {
    this.modules[y * this.size + x] = dark ? 1 : 0;
    this.reserved[y * this.size + x] = 1;
  }
}

function drawFunctionPatterns(grid: Grid, version: number, level: Level): void {
  const { size } = grid;
  for (let i = 0; i < size; i++) {
    grid.set(6, i, i % 2 === 0);
    grid.set(i, 6, i % 2 === 0);
  }
  for (const [cx, cy] of [[3, 3], [size - 4, 3], [3, size - 4]]) {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const x = cx + dx;
        const y = cy + dy;
        const ring = Math.max(Math.abs(dx), Math.abs(dy));
        if (x >= 0 && x < size && y >= 0 && y < size) grid.set(x, y, ring !== 2 && ring !== 4);
      }
    }
  }
  const centres = alignmentCentres(version);
  const last = centres.length - 1;
  centres.forEach((cx, i) =>
    centres.forEach((cy, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return; // under a finder
      for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) grid.set(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
    }),
  );
  drawFormat(grid, level, 0); // reserves the format areas; written again once the mask is chosen
  if (version >= 7) {
    let remainder = version;
    for (let i = 0; i < 12; i++) remainder = (remainder << 1) ^ ((remainder >>> 11) * 0x1f25);
    const bits = (version << 12) | remainder;
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >>> i) & 1) === 1;
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      grid.set(a, b, dark);
      grid.set(b, a, dark);
    }
  }
}

/** Format information (§7.9): level and mask, BCH-protected, in its two copies, and the dark module. */
function drawFormat(grid: Grid, level: Level, mask: number): void {
  const { size } = grid;
  const data = (FORMAT_LEVEL[level] << 3) | mask;
  let remainder = data;
  for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
  const bits = ((data << 10) | remainder) ^ 0x5412;
  const bit = (i: number) => ((bits >>> i) & 1) === 1;
  for (let i = 0; i <= 5; i++) grid.set(8, i, bit(i));
  grid.set(8, 7, bit(6));
  grid.set(8, 8, bit(7));
  grid.set(7, 8, bit(8));
  for (let i = 9; i < 15; i++) grid.set(14 - i, 8, bit(i));
  for (let i = 0; i < 8; i++) grid.set(size - 1 - i, 8, bit(i));
  for (let i = 8; i < 15; i++) grid.set(8, size - 15 + i, bit(i));
  grid.set(8, size - 8, true);
}

/** Codewords placed in the two-module-wide zigzag from the bottom right (§7.7.3); remainder bits stay light. */
function drawCodewords(grid: Grid, codewords: Uint8Array): void {
  const { size, modules, reserved } = grid;
  let i = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let step = 0; step < size; step++) {
      const y = upward ? size - 1 - step : step;
      for (let j = 0; j < 2; j++) {
        const at = y * size + right - j;
        if (reserved[at] || i >= codewords.length * 8) continue;
        modules[at] = (codewords[i >>> 3] >>> (7 - (i & 7))) & 1;
        i++;
      }
    }
  }
}

/** Whether mask pattern `mask` (§7.8.2, table 10) inverts the module at column x, row y. */
function masked(mask: number, x: number, y: number): boolean {
  switch (mask) {
    case 0: return (x + y) % 2 === 0;
    case 1: return y % 2 === 0;
    case 2: return x % 3 === 0;
    case 3: return (x + y) % 3 === 0;
    case 4: return (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0;
    case 5: return ((x * y) % 2) + ((x * y) % 3) === 0;
    case 6: return (((x * y) % 2) + ((x * y) % 3)) % 2 === 0;
    default: return (((x + y) % 2) + ((x * y) % 3)) % 2 === 0;
  }
}

/**
 * The eight masks of a version as XOR patterns over its modules, function patterns left out (they are the same for
 * every symbol of a version): each of a symbol's eight masked copies is then one pass of XOR, not a switch per
 * module (issue #23: a label sheet prints 24 QR codes a record, each scored under all eight masks).
 */
const maskPatterns = new Map<number, Uint8Array[]>();

function maskPatternsOf(version: number, reserved: Uint8Array, size: number): Uint8Array[] {
  let patterns = maskPatterns.get(version);
  if (!patterns) {
    patterns = Array.from({ length: 8 }, (_, mask) => {
      const pattern = new Uint8Array(size * size);
      for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (!reserved[y * size + x] && masked(mask, x, y)) pattern[y * size + x] = 1;
      return pattern;
    });
    maskPatterns.set(version, patterns);
  }
  return patterns;
}

/** `unmasked` with `pattern` applied, into `into`. */
function applyMask(unmasked: Uint8Array, pattern: Uint8Array, into: Uint8Array): void {
  for (let i = 0; i < into.length; i++) into[i] = unmasked[i] ^ pattern[i];
}

/** The penalty score of a masked symbol (§7.8.3.1): runs, 2 × 2 blocks, finder-like patterns, dark balance. */
export function penalty(size: number, modules: Uint8Array): number {
  let score = 0;
  // Each row and column read in place, not copied into a padded line: the symbol's eight masks are scored for every
  // QR code a record prints (issue #23).
  for (let index = 0; index < size; index++) {
    score += linePenalty(modules, index * size, 1, size);
    score += linePenalty(modules, index, size, size);
  }
  for (let y = 0; y + 1 < size; y++) {
    const row = y * size;
    const below = row + size;
    for (let x = 0; x + 1 < size; x++) score += BLOCK_PENALTY[modules[row + x] + modules[row + x + 1] + modules[below + x] + modules[below + x + 1]];
  }
  let dark = 0;
  for (let i = 0; i < modules.length; i++) dark += modules[i];
  const total = size * size;
  score += Math.floor(Math.abs(dark * 20 - total * 10) / total) * 10;
  return score;
}

/** 1:1:3:1:1 (dark light dark dark dark light dark) with four light modules before it, or after it: 11 modules. */
const FINDER_AFTER_LIGHT = 0b00001011101;
const FINDER_BEFORE_LIGHT = 0b10111010000;
const ELEVEN_MODULES = 0b11111111111;

/** A 2 × 2 block's penalty by its count of dark modules: 3 when all four are alike. */
const BLOCK_PENALTY = [3, 0, 0, 0, 3];

/**
 * Run penalties by the last modules of a line, looked up rather than branched on: a symbol's modules are as good as
 * random, so a branch per module mispredicts half the time, and scoring dominated encoding. A run of n ≥ 5 alike
 * modules scores n − 2: 3 where it reaches 5, 1 for each module after. By the last six modules (bit 0 the latest):
 * 3 when the last five are alike and the sixth is not, 1 when all six are alike.
 */
const RUN_PENALTY = Array.from({ length: 64 }, (_, bits) => {
  const lastFive = bits & 0b11111;
  if (lastFive !== 0 && lastFive !== 0b11111) return 0;
  return bits === 0 || bits === 0b111111 ? 1 : 3;
});
/** The same at the line's fifth module, where a run of five alike is always new. */
const RUN_PENALTY_AT_FIFTH = Array.from({ length: 32 }, (_, bits) => (bits === 0 || bits === 0b11111 ? 3 : 0));

/**
 * One row or column's run and finder-like penalties: `size` modules from `start`, `stride` apart. The quiet zone
 * counts as light for finder-like patterns: a window of the last 11 modules starts empty (light) and is run on four
 * light modules past the end. A finder-like pattern starts and ends dark, so one that a window finds always lies
 * inside the symbol. Runs are counted inside the line only.
 */
function linePenalty(modules: Uint8Array, start: number, stride: number, size: number): number {
  let score = 0;
  let window = 0;
  for (let i = 0, at = start; i < size; i++, at += stride) {
    window = ((window << 1) | modules[at]) & ELEVEN_MODULES;
    if (i > 4) score += RUN_PENALTY[window & 0b111111];
    else if (i === 4) score += RUN_PENALTY_AT_FIFTH[window & 0b11111];
    if (window === FINDER_AFTER_LIGHT || window === FINDER_BEFORE_LIGHT) score += 40;
  }
  for (let i = 0; i < 4; i++) {
    window = (window << 1) & ELEVEN_MODULES;
    if (window === FINDER_BEFORE_LIGHT) score += 40;
  }
  return score;
}

/** The QR symbol for `value`, or null when it does not fit a version 40 symbol (encode.ts then asks bwip-js). */
export function qrSymbol(value: string, forceMask?: number): QrSymbol | null {
  const segment = segmentOf(value);
  const fits = (version: number, level: Level) => segmentBits(segment, version) <= dataCodewords(version, level) * 8;
  let version = 1;
  while (version <= 40 && !fits(version, 'M')) version++;
  if (version > 40) return null;
  // As BWIPP does: the smallest version at level M, then the strongest level that still fits it, for free.
  const level = fits(version, 'H') ? 'H' : fits(version, 'Q') ? 'Q' : 'M';
  const codewords = interleaved(dataCodewordsFor(segment, version, level), version, level);
  const template = new Grid(version * 4 + 17);
  drawFunctionPatterns(template, version, level);
  drawCodewords(template, codewords);
  const patterns = maskPatternsOf(version, template.reserved, template.size);
  // each mask tried on one scratch grid; the best so far is kept in a second one, swapped in when beaten
  let trial = new Grid(template.size);
  let best = new Grid(template.size);
  let bestMask = -1;
  let bestScore = Infinity;
  for (const mask of forceMask === undefined ? [0, 1, 2, 3, 4, 5, 6, 7] : [forceMask]) {
    applyMask(template.modules, patterns[mask], trial.modules);
    drawFormat(trial, level, mask);
    const score = forceMask === undefined ? penalty(trial.size, trial.modules) : 0;
    if (score < bestScore) {
      [best, trial] = [trial, best];
      bestMask = mask;
      bestScore = score;
    }
  }
  return { size: best.size, modules: best.modules, version, level, mask: bestMask };
}
