/**
 * Code 128 (ISO/IEC 15417) symbol characters for an ASCII value: code sets A/B/C, start, shift and code-set changes,
 * the mod-103 check symbol and the stop pattern, as bar/space widths in modules.
 * Code sets are chosen by the same rules as BWIPP's default ("legacy") encoder, so the symbol is the one bwip-js draws
 * and the vectors stay identical whichever encoder made them. Values outside ASCII (FNC4) and FNC1–3 (bwip-js's
 * `parsefnc`) never reach here: barcodeRules.ts allows ASCII only and encode.ts passes no `parsefnc` for Code 128.
 */

/** Symbol character values with a meaning of their own (ISO/IEC 15417 table 1). */
const SHIFT = 98;
const CODE_C = 99;
const CODE_B = 100;
const CODE_A = 101;
const START = { A: 103, B: 104, C: 105 } as const;
const STOP = 106;

/** The longest value BWIPP accepts; longer ones go to bwip-js, which says so. */
export const CODE128_MAX_LENGTH = 500;

type CodeSet = 'A' | 'B' | 'C';

/**
 * Bar, space, bar, … widths in modules of each symbol character value 0–106 (ISO/IEC 15417 table 1);
 * the stop character carries its final 2-module bar, so it has 7 elements.
 */
const PATTERNS = (
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 122132 122231 113222 ' +
  '123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 321221 312212 322112 322211 212123 212321 ' +
  '232121 111323 131123 131321 112313 132113 132311 211313 231113 231311 112133 112331 132131 113123 113321 133121 ' +
  '313121 211331 231131 213113 213311 213131 311123 311321 331121 312113 312311 332111 314111 221411 431111 111224 ' +
  '111422 121124 121421 141122 141221 112214 112412 122114 122411 142112 142211 241211 221114 413111 241112 134111 ' +
  '111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 214121 412121 111143 111341 131141 114113 ' +
  '114311 411113 411311 113141 114131 311141 411131 211412 211214 211232 2331112'
)
  .split(' ')
  .map((widths) => Array.from(widths, Number));

export interface Code128Symbol {
  /** symbol character values: start, data, check, stop */
  codewords: number[];
  /** bar/space widths in modules, starting with a bar, ending with the stop's final bar */
  widths: number[];
}

const isDigit = (code: number): boolean => code >= 48 && code <= 57;
/** Control characters are in code set A only; lower case, `{|}~` and DEL in code set B only. */
const onlyInA = (code: number): boolean => code < 32;
const onlyInB = (code: number): boolean => code >= 96;

/** The value of an ASCII character in code set A (controls after `_`) or B. */
const valueInA = (code: number): number => (code < 32 ? code + 64 : code - 32);
const valueInB = (code: number): number => code - 32;

/** The mod-103 check symbol: the start value plus each following value times its position. */
export function code128CheckValue(values: readonly number[]): number {
  let sum = values[0];
  for (let i = 1; i < values.length; i++) sum += values[i] * i;
  return sum % 103;
}

/** The symbol for an ASCII `value` (1–500 characters, codes 0–127), or null for anything else. */
export function code128Symbol(value: string): Code128Symbol | null {
  const length = value.length;
  if (length === 0 || length > CODE128_MAX_LENGTH) return null;
  const codes = new Array<number>(length);
  for (let i = 0; i < length; i++) {
    codes[i] = value.charCodeAt(i);
    if (codes[i] > 127) return null;
  }

  // From each position: how many digits follow in a row, and how far the next A-only and B-only characters are
  // (counted past the end, so two "never"s compare equal).
  const digitRun = new Int32Array(length + 1);
  const toA = new Int32Array(length + 1);
  const toB = new Int32Array(length + 1);
  toA[length] = toB[length] = 1 << 20;
  for (let i = length - 1; i >= 0; i--) {
    digitRun[i] = isDigit(codes[i]) ? digitRun[i + 1] + 1 : 0;
    toA[i] = onlyInA(codes[i]) ? 0 : toA[i + 1] + 1;
    toB[i] = onlyInB(codes[i]) ? 0 : toB[i + 1] + 1;
  }
  const aComesFirst = (i: number): boolean => toA[i] < toB[i];
  const bComesFirst = (i: number): boolean => toB[i] < toA[i];

  // Start in C for a value of exactly two digits or one opening with four or more; otherwise in whichever of A or B
  // the first character only one of them has needs (B when none does).
  let set: CodeSet = (length === 2 && digitRun[0] === 2) || digitRun[0] >= 4 ? 'C' : aComesFirst(0) ? 'A' : 'B';
  const values: number[] = [START[set]];

  for (let i = 0; i < length; ) {
    const code = codes[i];
    const digits = digitRun[i];
    if (set !== 'C' && digits >= 4) {
      // Four or more digits are worth code set C; an odd run leaves its first digit in A/B.
      if (digits % 2 === 0) {
        values.push(CODE_C);
        set = 'C';
      } else {
        values.push(set === 'A' ? valueInA(code) : valueInB(code));
        i++;
      }
    } else if (set === 'B' && onlyInA(code)) {
      // One A character among B ones is shifted; latch when more A than B characters are ahead.
      if (i < length - 1 && bComesFirst(i + 1)) {
        values.push(SHIFT, valueInA(code));
        i++;
      } else {
        values.push(CODE_A);
        set = 'A';
      }
    } else if (set === 'A' && onlyInB(code)) {
      if (i < length - 1 && aComesFirst(i + 1)) {
        values.push(SHIFT, valueInB(code));
        i++;
      } else {
        values.push(CODE_B);
        set = 'B';
      }
    } else if (set === 'C' && digits < 2) {
      values.push(aComesFirst(i) ? CODE_A : CODE_B);
      set = aComesFirst(i) ? 'A' : 'B';
    } else if (set === 'C') {
      values.push((code - 48) * 10 + (codes[i + 1] - 48));
      i += 2;
    } else {
      values.push(set === 'A' ? valueInA(code) : valueInB(code));
      i++;
    }
  }

  values.push(code128CheckValue(values), STOP);
  const widths: number[] = [];
  for (const v of values) widths.push(...PATTERNS[v]);
  return { codewords: values, widths };
}
