/**
 * How deeply JSON text nests arrays and objects, found by counting brackets outside strings (no recursion, so it
 * cannot itself overflow the stack). Code that walks parsed JSON recursively — structuredClone in the legacy
 * migration, the data reader's flattening — overflows around 5,000 levels with a bare RangeError; checking the text
 * first lets the user read which file nests too deep, and where.
 */

/** Deeper than any real template or record file; far below where recursive walkers overflow. */
export const MAX_JSON_DEPTH = 64;

export interface TooDeep {
  /** character offset of the bracket that went past the limit */
  offset: number;
  limit: number;
}

/** Where `text` first nests deeper than `limit` levels, or null when it never does. Invalid JSON is scanned as is. */
export function findExcessiveNesting(text: string, limit = MAX_JSON_DEPTH): TooDeep | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c) i++; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > limit) return { offset: i, limit };
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return null;
}
