/**
 * The fontkit font pdfme measures with, made to see the fallback glyphs: pdfme's text plugin (and tables, lists and
 * multi-variable text, which reuse it) wraps lines, aligns, fits dynamic font sizes and spaces characters with the
 * widths `layout(text).glyphs[].advanceWidth` gives. A composite font answers with the field font's glyphs where it
 * has them and the fallback face's glyphs (scaled to the field font's units per em) where it doesn't, so every
 * measurement includes the glyphs fallbackDrawText.ts will print. Line metrics stay the field font's.
 */
import type { FontkitFont, FontkitGlyph } from '../fonts/fontkitFont';
import type { FallbackFace, GlyphChooser } from '../fonts/glyphChooser';

/** A stretch of text drawn in one font: `face` undefined means the field's own font. */
export interface TextRun {
  text: string;
  face?: FallbackFace;
}

/**
 * Splits `text` into runs by the font that draws each character; one run (no face) when the field font has them all.
 * Spaces between two runs of the same fallback face join them: fontkit orders an Arabic or Hebrew run right to left
 * as a whole, so "مرحبا بالعالم" must be one run, or its words would print in reading order from the left.
 */
export function splitRuns(text: string, primary: FontkitFont, chooser: GlyphChooser): TextRun[] {
  const runs: TextRun[] = [];
  let current: TextRun | undefined;
  for (const char of text) {
    const face = chooser.faceFor(primary, char.codePointAt(0) ?? 0);
    if (current && current.face === face) current.text += char;
    else {
      current = { text: char, face };
      runs.push(current);
    }
  }
  return runs.length < 3 ? runs : bridgeSpaces(runs);
}

function bridgeSpaces(runs: TextRun[]): TextRun[] {
  const joined: TextRun[] = [runs[0]];
  for (let index = 1; index < runs.length; index += 1) {
    const previous = joined[joined.length - 1];
    const run = runs[index];
    const next = runs[index + 1];
    if (previous.face && !run.face && next?.face === previous.face && /^\s+$/u.test(run.text) && hasGlyphs(previous.face.font, run.text)) {
      previous.text += run.text + next.text;
      index += 1;
    } else if (run.face && run.face === previous.face) {
      previous.text += run.text;
    } else {
      joined.push(run);
    }
  }
  return joined;
}

function hasGlyphs(font: FontkitFont, text: string): boolean {
  for (const char of text) if (!font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)) return false;
  return true;
}

const composites = new WeakMap<GlyphChooser, WeakMap<FontkitFont, FontkitFont>>();

/** The composite of `primary` for this template's chooser (one object per pair, so pdfme's width memo keeps working). */
export function compositeFont(primary: FontkitFont, chooser: GlyphChooser): FontkitFont {
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
      layout: (text, features) => layoutRuns(text, features, primary, chooser),
    };
    byPrimary.set(primary, composite);
  }
  return composite;
}

function layoutRuns(text: string, features: unknown, primary: FontkitFont, chooser: GlyphChooser): { glyphs: FontkitGlyph[] } {
  const runs = splitRuns(text, primary, chooser);
  if (runs.length === 1 && !runs[0].face) return primary.layout(text, features);
  const glyphs: FontkitGlyph[] = [];
  for (const run of runs) {
    const font = run.face?.font ?? primary;
    const scale = primary.unitsPerEm / font.unitsPerEm;
    for (const glyph of font.layout(run.text, features).glyphs) {
      glyphs.push(scale === 1 ? glyph : { id: glyph.id, advanceWidth: glyph.advanceWidth * scale });
    }
  }
  return { glyphs };
}

/** Whether `value` is a parsed fontkit font (not a promise or another cache entry). */
export function isFontkitFont(value: unknown): value is FontkitFont {
  return typeof value === 'object' && value !== null && typeof (value as FontkitFont).layout === 'function' && 'unitsPerEm' in value;
}
