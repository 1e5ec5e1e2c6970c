/**
 * A look at JSON text before it is parsed: how deep it nests and how many records its records array holds, found by
 * one pass over the characters with a counter instead of recursion (so it cannot overflow the stack itself) and
 * stopping at the first limit crossed. JSON.parse of a 36 MB array of empty objects took the service's heap past its
 * limit (issue #20); counted here, it is refused after reading a few hundred kilobytes.
 */
export interface JsonScanLimits {
  /** deepest nesting of arrays and objects (jsonDepth.ts MAX_JSON_DEPTH for templates and records) */
  depth: number;
  /** most elements of the records array: the root array, or an array under a key of the root object */
  records?: number;
  /** the root object's keys whose array holds the records; any key when left out */
  recordKeys?: ReadonlySet<string>;
}

export type JsonScanProblem =
  | { kind: 'tooDeep'; offset: number; limit: number }
  | { kind: 'tooManyRecords'; offset: number; limit: number; key?: string };

/**
 * JSON's structural characters, as UTF-16 code units here and as bytes in UTF-8 (src/data/jsonArraySplitter.ts): both
 * are their ASCII codes.
 */
export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;
export const OPEN_ARRAY = 0x5b;
export const CLOSE_ARRAY = 0x5d;
export const OPEN_OBJECT = 0x7b;
export const CLOSE_OBJECT = 0x7d;
export const COMMA = 0x2c;
const COLON = 0x3a;

/** The first limit `text` crosses, or null. Invalid JSON is scanned as it is; JSON.parse says what is wrong with it. */
export function scanJson(text: string, limits: JsonScanLimits): JsonScanProblem | null {
  const maxDepth = limits.depth;
  const maxRecords = limits.records;
  let depth = 0;
  let inString = false;
  let stringStart = 0;
  let rootIsObject = false;
  let expectingKey = false;
  let key: string | undefined;
  /** the depth of the records array being counted (0: none) and what is counted so far */
  let countingAt = 0;
  let count = 0;
  let countingKey: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) {
        inString = false;
        if (depth === 1 && expectingKey) key = text.slice(stringStart + 1, i);
      }
      continue;
    }
    if (code <= 0x20) continue;
    // The first value in the records array counts one; each comma at its depth one more.
    if (countingAt > 0 && depth === countingAt && count === 0 && code !== CLOSE_ARRAY) {
      count = 1;
      if (maxRecords !== undefined && count > maxRecords) return { kind: 'tooManyRecords', offset: i, limit: maxRecords, ...(countingKey === undefined ? {} : { key: countingKey }) };
    }
    switch (code) {
      case QUOTE:
        inString = true;
        stringStart = i;
        break;
      case OPEN_ARRAY:
      case OPEN_OBJECT:
        if (++depth > maxDepth) return { kind: 'tooDeep', offset: i, limit: maxDepth };
        if (maxRecords === undefined) break;
        if (depth === 1) {
          rootIsObject = code === OPEN_OBJECT;
          expectingKey = rootIsObject;
          if (!rootIsObject) countingAt = 1;
        } else if (depth === 2 && code === OPEN_ARRAY && rootIsObject && (!limits.recordKeys || (key !== undefined && limits.recordKeys.has(key)))) {
          countingAt = 2;
          count = 0;
          countingKey = key;
        }
        break;
      case CLOSE_ARRAY:
      case CLOSE_OBJECT:
        if (depth === countingAt) countingAt = 0;
        depth--;
        break;
      case COMMA:
        if (depth === 1 && rootIsObject) expectingKey = true;
        if (countingAt > 0 && depth === countingAt && maxRecords !== undefined && ++count > maxRecords) {
          return { kind: 'tooManyRecords', offset: i, limit: maxRecords, ...(countingKey === undefined ? {} : { key: countingKey }) };
        }
        break;
      case COLON:
        if (depth === 1) expectingKey = false;
        break;
    }
  }
  return null;
}
