/**
 * Which font draws each character of a text, for one template: the field's own font when it has the glyph, else the
 * first fallback candidate (src/templates/fontFallback.ts) whose cmap has it. Measuring (compositeFont.ts) and
 * drawing (fallbackDrawText.ts) both ask here, so widths and printed glyphs always agree.
 *
 * Fallback files are loaded lazily: `prepare` looks at the text before anything is measured or drawn and loads the
 * candidates it needs, in chain order, until one has the glyph. The choice itself only reads cmaps, never what
 * happens to be loaded, so a cold and a warm engine choose alike.
 */
import { fallbackCandidates, isLayoutControl } from '../../templates/fontFallback';
import type { FontkitFont } from './fontkitFont';

/** A shipped fallback font, loaded and parsed. */
export interface FallbackFace {
  name: string;
  bytes: Uint8Array;
  font: FontkitFont;
}

/** Loads a shipped font by SHIPPED_FONTS name (FontLibrary.face), and answers for the ones already loaded. */
export interface FaceSource {
  face(name: string): Promise<FallbackFace | undefined>;
  loadedFace(name: string): FallbackFace | undefined;
}

/** Bold and italic as the font says of itself (OS/2 weight class, italic angle), so any parse of the same bytes agrees. */
function styleOf(font: FontkitFont): { bold: boolean; italic: boolean } {
  const weight = font['OS/2']?.usWeightClass ?? 400;
  return { bold: weight >= 600, italic: (font.italicAngle ?? 0) !== 0 };
}

export class GlyphChooser {
  /** per primary font: code point → the face that draws it (null: the primary itself, or nothing can) */
  private readonly chosen = new WeakMap<FontkitFont, Map<number, FallbackFace | null>>();
  private readonly prepared = new WeakMap<FontkitFont, Set<number>>();

  constructor(private readonly faces: FaceSource, readonly lang?: string) {}

  /** The face that draws `codePoint` for a field set in `primary`; undefined when the primary draws it (or none can). */
  faceFor(primary: FontkitFont, codePoint: number): FallbackFace | undefined {
    // Asked for every character measured and drawn: the answer, even "the field font", is kept per code point.
    let byPoint = this.chosen.get(primary);
    if (!byPoint) {
      byPoint = new Map();
      this.chosen.set(primary, byPoint);
    }
    const known = byPoint.get(codePoint);
    if (known !== undefined) return known ?? undefined;
    if (isLayoutControl(codePoint) || primary.hasGlyphForCodePoint(codePoint)) {
      byPoint.set(codePoint, null);
      return undefined;
    }
    const { bold, italic } = styleOf(primary);
    for (const name of fallbackCandidates(codePoint, bold, italic, this.lang)) {
      const face = this.faces.loadedFace(name);
      // Never skip a candidate that is not loaded (a later one would win only because of what happens to be loaded);
      // prepare() loads them, in this order, before anything is measured or drawn.
      if (!face) return undefined;
      if (face.font !== primary && face.font.hasGlyphForCodePoint(codePoint)) {
        byPoint.set(codePoint, face);
        return face;
      }
    }
    byPoint.set(codePoint, null);
    return undefined;
  }

  /** Loads the fallback faces `texts` need when set in each of `primaries`. */
  async prepare(texts: Iterable<string>, primaries: readonly FontkitFont[]): Promise<void> {
    const points = new Set<number>();
    for (const text of texts) {
      for (const char of text) points.add(char.codePointAt(0) ?? 0);
    }
    for (const primary of primaries) {
      let done = this.prepared.get(primary);
      if (!done) {
        done = new Set();
        this.prepared.set(primary, done);
      }
      for (const codePoint of points) {
        if (done.has(codePoint)) continue;
        await this.loadFor(primary, codePoint);
        done.add(codePoint);
      }
    }
  }

  /** The characters of `text` that neither `primary` nor any fallback can draw (after prepare). */
  unprintable(text: string, primary: FontkitFont): number[] {
    const missing: number[] = [];
    for (const char of text) {
      const codePoint = char.codePointAt(0) ?? 0;
      if (isLayoutControl(codePoint) || /\s/u.test(char) || primary.hasGlyphForCodePoint(codePoint)) continue;
      if (!this.faceFor(primary, codePoint) && !missing.includes(codePoint)) missing.push(codePoint);
    }
    return missing;
  }

  private async loadFor(primary: FontkitFont, codePoint: number): Promise<void> {
    if (isLayoutControl(codePoint) || primary.hasGlyphForCodePoint(codePoint)) return;
    const { bold, italic } = styleOf(primary);
    for (const name of fallbackCandidates(codePoint, bold, italic, this.lang)) {
      const face = await this.faces.face(name);
      if (face && face.font !== primary && face.font.hasGlyphForCodePoint(codePoint)) return;
    }
  }
}
