/**
 * The fontkit font pdfme measures with, made to measure what is printed: pdfme's text plugin (and tables, lists and
 * multi-variable text, which reuse it) wraps lines, aligns, fits dynamic font sizes and spaces characters with the
 * widths `layout(text).glyphs[].advanceWidth` gives. A composite font answers with the shaped line's glyphs — the
 * field font's where it has them, the fallback face's (scaled to the field font's units per em) where it doesn't, at
 * HarfBuzz's advances — so every measurement is of what fallbackDrawText.ts prints. Line metrics stay the field font's.
 */
import type { FontkitFont, FontkitGlyph } from '../fonts/fontkitFont';
import type { GlyphChooser } from '../fonts/glyphChooser';
import { shapeLineCached } from '../shaping/shapeLine';

const composites = new WeakMap<GlyphChooser, WeakMap<FontkitFont, FontkitFont>>();

/**
 * The composite of `primary` (parsed from `bytes`) for this template's chooser (one object per pair, so pdfme's width
 * memo keeps working).
 */
export function compositeFont(primary: FontkitFont, bytes: Uint8Array, chooser: GlyphChooser): FontkitFont {
  let byPrimary = composites.get(chooser);
  if (!byPrimary) {
    byPrimary = new WeakMap();
    composites.set(chooser, byPrimary);
  }
  let composite = byPrimary.get(primary);
  if (!composite) {
    composite = {
      unitsPerEm: primary.unitsPerEm,
      ascent: primary.ascent,
      descent: primary.descent,
      bbox: primary.bbox,
      italicAngle: primary.italicAngle,
      'OS/2': primary['OS/2'],
      hasGlyphForCodePoint: (codePoint) => primary.hasGlyphForCodePoint(codePoint) || chooser.faceFor(primary, codePoint) !== undefined,
      layout: (text, features) => layoutShaped(text, features, primary, bytes, chooser),
    };
    byPrimary.set(primary, composite);
  }
  return composite;
}

/**
 * The glyphs pdfme sums for a width: the shaped line's (fallback faces scaled to the field font's units per em),
 * whose advances are the ones fallbackDrawText.ts prints. (`features` are pdfme's fontkit features: unused, HarfBuzz
 * applies each script's defaults as Chromium does.)
 */
function layoutShaped(text: string, _features: unknown, primary: FontkitFont, bytes: Uint8Array, chooser: GlyphChooser): { glyphs: FontkitGlyph[] } {
  const glyphs: FontkitGlyph[] = [];
  for (const run of shapeLineCached(text, { font: primary, bytes }, chooser).runs) {
    const scale = primary.unitsPerEm / run.unitsPerEm;
    for (const glyph of run.glyphs) glyphs.push({ id: glyph.id, advanceWidth: glyph.advance * scale });
  }
  return { glyphs };
}

/** Whether `value` is a parsed fontkit font (not a promise or another cache entry). */
export function isFontkitFont(value: unknown): value is FontkitFont {
  return typeof value === 'object' && value !== null && typeof (value as FontkitFont).layout === 'function' && 'unitsPerEm' in value;
}
