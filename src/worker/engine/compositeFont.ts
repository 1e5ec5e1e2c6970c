/**
 * The fontkit font pdfme measures with, made to see the fallback glyphs: pdfme's text plugin (and tables, lists and
 * multi-variable text, which reuse it) wraps lines, aligns, fits dynamic font sizes and spaces characters with the
 * widths `layout(text).glyphs[].advanceWidth` gives. A composite font answers with the field font's glyphs where it
 * has them and the fallback face's glyphs (scaled to the field font's units per em) where it doesn't, so every
 * measurement includes the glyphs fallbackDrawText.ts will print. Line metrics stay the field font's.
 */
import type { FontkitFont, FontkitGlyph } from '../fonts/fontkitFont';
import type { GlyphChooser } from '../fonts/glyphChooser';
import { needsShaping, shapeLineCached } from '../shaping/shapeLine';

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
 * The glyphs pdfme sums for a width: fontkit's own layout for text pdf-lib prints glyph per character (the field font
 * has every character and none needs shaping), else the shaped line's glyphs (fallback faces scaled to the field
 * font's units per em), whose advances are the ones fallbackDrawText.ts prints.
 */
function layoutShaped(text: string, features: unknown, primary: FontkitFont, bytes: Uint8Array, chooser: GlyphChooser): { glyphs: FontkitGlyph[] } {
  if (!needsShaping(text) && !needsFallback(text, primary, chooser)) return primary.layout(text, features);
  const glyphs: FontkitGlyph[] = [];
  for (const run of shapeLineCached(text, { font: primary, bytes }, chooser).runs) {
    const scale = primary.unitsPerEm / run.unitsPerEm;
    for (const glyph of run.glyphs) glyphs.push({ id: glyph.id, advanceWidth: glyph.advance * scale });
  }
  return { glyphs };
}

function needsFallback(text: string, primary: FontkitFont, chooser: GlyphChooser): boolean {
  for (const char of text) if (chooser.faceFor(primary, char.codePointAt(0) ?? 0)) return true;
  return false;
}

/** Whether `value` is a parsed fontkit font (not a promise or another cache entry). */
export function isFontkitFont(value: unknown): value is FontkitFont {
  return typeof value === 'object' && value !== null && typeof (value as FontkitFont).layout === 'function' && 'unitsPerEm' in value;
}
