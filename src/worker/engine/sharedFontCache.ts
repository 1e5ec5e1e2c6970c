/**
 * pdfme measures text with fontkit fonts it parses itself and keeps in `_cache` under `getFontKitFont-<name>`. Kept
 * per template, every edit in the designer (a new template) would parse the fonts again — NotoSansJP takes long.
 * This cache keeps those entries per font *bytes* for the life of the worker (the same Uint8Array always comes from
 * FontLibrary), so a name re-used with different uploaded bytes can never get the wrong font.
 *
 * pdfme is handed each font as a composite (compositeFont.ts) that measures fallback glyphs for the characters the
 * font lacks; the parsed font itself is what is kept.
 */
import type { Font } from '@pdfme/common';
import type { GlyphChooser } from '../fonts/glyphChooser';
import { compositeFont, isFontkitFont } from './compositeFont';

const PREFIX = 'getFontKitFont-';

/**
 * Keys of Platen's own entries in pdfme's `_cache` that live as long as the prepared template, not one document
 * (outputDocument.ts's DocumentCache passes them through): measurements that depend only on the template's fonts and
 * the value measured, such as table cells' heights (table/tableHeights.ts).
 */
export const TEMPLATE_LIFE_PREFIX = 'platen-template:';
const parsedByBytes = new WeakMap<object, unknown>();

export class SharedFontCache extends Map<string | number, unknown> {
  private font: Font = {};
  private chooser?: GlyphChooser;

  static for(font: Font, chooser?: GlyphChooser): SharedFontCache {
    const cache = new SharedFontCache();
    cache.font = font;
    cache.chooser = chooser;
    return cache;
  }

  /** The composite pdfme measures with, for a parsed font or the promise pdfme keeps while it parses. */
  private withFallback(value: unknown, bytes: object): unknown {
    const chooser = this.chooser;
    if (!chooser || !(bytes instanceof Uint8Array)) return value;
    if (isFontkitFont(value)) return compositeFont(value, bytes, chooser);
    if (value instanceof Promise) return value.then((font: unknown) => (isFontkitFont(font) ? compositeFont(font, bytes, chooser) : font));
    return value;
  }

  /** The bytes pdfme would parse for this key: the named font, else the fallback font (as getFontKitFont does). */
  private bytesFor(key: string | number): object | undefined {
    if (typeof key !== 'string' || !key.startsWith(PREFIX)) return undefined;
    const entry = this.font[key.slice(PREFIX.length)] ?? Object.values(this.font).find((f) => f.fallback);
    return entry && typeof entry.data === 'object' ? entry.data : undefined;
  }

  override get(key: string | number): unknown {
    const bytes = this.bytesFor(key);
    return bytes ? this.withFallback(parsedByBytes.get(bytes), bytes) : super.get(key);
  }

  override set(key: string | number, value: unknown): this {
    const bytes = this.bytesFor(key);
    if (bytes) parsedByBytes.set(bytes, value);
    else super.set(key, value);
    return this;
  }

  override has(key: string | number): boolean {
    const bytes = this.bytesFor(key);
    return bytes ? parsedByBytes.has(bytes) : super.has(key);
  }

  override delete(key: string | number): boolean {
    const bytes = this.bytesFor(key);
    return bytes ? parsedByBytes.delete(bytes) : super.delete(key);
  }
}
