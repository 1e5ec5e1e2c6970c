/**
 * pdf-lib calls `fontkit.create(bytes)` on every embedFont, i.e. once per font per document: for ZIP output that is
 * once per record, and parsing Roboto takes a few ms (NotoSansJP far more). This fontkit stand-in parses each font
 * buffer once per worker; pdf-lib still creates a fresh subset per document, so sharing the parsed font is safe.
 */
import * as fontkit from 'fontkit';

const parsed = new WeakMap<object, Map<string, unknown>>();

export const cachedFontkit = {
  create(buffer: Uint8Array, postscriptName?: string): unknown {
    const key = postscriptName ?? '';
    let byName = parsed.get(buffer);
    if (!byName) {
      byName = new Map();
      parsed.set(buffer, byName);
    }
    if (!byName.has(key)) byName.set(key, fontkit.create(buffer, postscriptName));
    return byName.get(key);
  },
};
