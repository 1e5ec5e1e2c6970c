/**
 * How deeply JSON text nests arrays and objects, found by counting brackets outside strings (no recursion, so it
 * cannot itself overflow the stack). Code that walks parsed JSON recursively — structuredClone in the legacy
 * migration, the data reader's flattening — overflows around 5,000 levels with a bare RangeError; checking the text
 * first lets the user read which file nests too deep, and where.
 */
import { scanJson } from './jsonScan';

/** Deeper than any real template or record file; far below where recursive walkers overflow. */
export const MAX_JSON_DEPTH = 64;

export interface TooDeep {
  /** character offset of the bracket that went past the limit */
  offset: number;
  limit: number;
}

/** Where `text` first nests deeper than `limit` levels, or null when it never does. Invalid JSON is scanned as is. */
export function findExcessiveNesting(text: string, limit = MAX_JSON_DEPTH): TooDeep | null {
  const found = scanJson(text, { depth: limit });
  return found ? { offset: found.offset, limit } : null;
}
