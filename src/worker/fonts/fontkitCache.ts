/**
 * pdf-lib calls `fontkit.create(bytes)` on every embedFont, i.e. once per font per document: for ZIP output that is
 * once per record, and parsing Roboto takes a few ms (NotoSansJP far more). This fontkit stand-in parses each font
 * buffer once per worker; pdf-lib still creates a fresh subset per document, so sharing the parsed font is safe.
 *
 * It also remembers the shaping of recent strings: pdf-lib's drawText shapes every line with `font.layout`, which
 * builds a fresh OpenType shaping plan each call (~4 KB of garbage a line). Labels, table headers and repeated values
 * come back with every record, so their glyph runs are reused; pdf-lib only reads a run's glyphs.
 */
import * as fontkit from 'fontkit';
import { RepeatCache } from '../caches/repeatCache';

const parsed = new WeakMap<object, Map<string, unknown>>();

/** Glyph runs kept per font, for strings seen at least twice (per-record values would only churn the cache). */
const RUNS_PER_FONT = 1000;

type Layout = (text: unknown, features?: unknown, ...rest: unknown[]) => unknown;
type GetGlyph = (id: number, codePoints?: number[]) => { codePoints: number[] } | null;

/**
 * fontkit keeps one Glyph object per glyph id for the life of the font, with the code points of whoever asked first.
 * Its TTF subsetter asks for the base glyphs of composites (the "n" inside "ñ") with none, so once a shared font had
 * embedded "Núñez", every later document's ToUnicode map said `<0015> <>` for "n" and pdftotext read "Jo es". A glyph
 * made without code points takes them from the first caller that knows them, as a freshly parsed font would have.
 */
function keepCodePoints(font: { getGlyph: GetGlyph }): void {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph && codePoints && codePoints.length > 0 && glyph.codePoints.length === 0) glyph.codePoints = [...codePoints];
    return glyph;
  };
}

/** `font.layout` answering repeated (text, features) from a cache; anything unusual goes straight to fontkit. */
function rememberLayouts(font: { layout: Layout }): void {
  const layout = font.layout.bind(font);
  const runs = new RepeatCache<unknown>(RUNS_PER_FONT, 4 * RUNS_PER_FONT);
  font.layout = (text, features, ...rest) => {
    if (typeof text !== 'string' || rest.length > 0 || (features !== undefined && !Array.isArray(features))) {
      return layout(text, features, ...rest);
    }
    const key = features?.length ? `${features.join(',')}\u0000${text}` : text;
    const kept = runs.get(key);
    if (kept !== undefined) return kept;
    const run = layout(text, features);
    runs.offer(key, run);
    return run;
  };
}

export const cachedFontkit = {
  create(buffer: Uint8Array, postscriptName?: string): unknown {
    const key = postscriptName ?? '';
    let byName = parsed.get(buffer);
    if (!byName) {
      byName = new Map();
      parsed.set(buffer, byName);
    }
    if (!byName.has(key)) {
      const font = fontkit.create(buffer, postscriptName) as unknown as { layout?: Layout; getGlyph?: GetGlyph };
      if (typeof font.getGlyph === 'function') keepCodePoints(font as { getGlyph: GetGlyph });
      if (typeof font.layout === 'function') rememberLayouts(font as { layout: Layout });
      byName.set(key, font);
    }
    return byName.get(key);
  },
};
