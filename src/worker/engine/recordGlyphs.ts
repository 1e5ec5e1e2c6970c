/**
 * Before a record is measured or drawn, its text is looked at and the fallback fonts it needs are loaded
 * (GlyphChooser.prepare), so measuring and drawing, which are synchronous inside pdfme and pdf-lib, find them ready.
 * Looks at more than will print (every value and every template string, table JSON opened up): a font loaded in vain
 * costs time, a font missed would print boxes.
 */
import type { GlyphContext } from '../preflight/glyphs';
import type { FontkitFont } from '../fonts/fontkitFont';
import { cachedFontkit } from '../fonts/fontkitCache';
import type { PreparedTemplate } from './prepare';
import { stringsIn } from './prepare';

/** The strings a record may print: its values, JSON values (tables, lists, multi-variable text) opened up. */
export function recordTexts(input: Record<string, unknown>): string[] {
  const texts: string[] = [];
  for (const value of Object.values(input)) {
    if (typeof value !== 'string') continue;
    texts.push(value);
    const start = value.trimStart()[0];
    if (start === '[' || start === '{') {
      try {
        stringsIn(JSON.parse(value), texts); // "\u4e00"-style escapes only show once parsed
      } catch {
        // not JSON after all: the raw text was looked at already
      }
    }
  }
  return texts;
}

/** Loads the fallback faces the template's own text and this record's values need. */
export function prepareRecordGlyphs(prepared: PreparedTemplate, input: Record<string, unknown>): Promise<void> {
  return prepared.glyphs.prepare([...prepared.templateTexts, ...recordTexts(input)], prepared.primaries);
}

/** The glyph check's view of a prepared template: its chooser, and each font name's parsed font (as pdfme resolves it). */
export function glyphContext(prepared: PreparedTemplate): GlyphContext {
  const fallbackName = Object.keys(prepared.font).find((name) => prepared.font[name].fallback);
  return {
    chooser: prepared.glyphs,
    fontFor(fontName) {
      const bytes = this.fileFor(fontName);
      return bytes ? (cachedFontkit.create(bytes) as FontkitFont) : undefined;
    },
    fileFor(fontName) {
      const entry = prepared.font[fontName] ?? (fallbackName ? prepared.font[fallbackName] : undefined);
      return entry && entry.data instanceof Uint8Array ? entry.data : undefined;
    },
  };
}
