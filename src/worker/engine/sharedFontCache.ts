/**
 * pdfme measures text with fontkit fonts it parses itself and keeps in `_cache` under `getFontKitFont-<name>`. Kept
 * per template, every edit in the designer (a new template) would parse the fonts again — NotoSansJP takes long.
 * This cache keeps those entries per font *bytes* for the life of the worker (the same Uint8Array always comes from
 * FontLibrary), so a name re-used with different uploaded bytes can never get the wrong font.
 */
import type { Font } from '@pdfme/common';

const PREFIX = 'getFontKitFont-';
const parsedByBytes = new WeakMap<object, unknown>();

export class SharedFontCache extends Map<string | number, unknown> {
  private font: Font = {};

  static for(font: Font): SharedFontCache {
    const cache = new SharedFontCache();
    cache.font = font;
    return cache;
  }

  /** The bytes pdfme would parse for this key: the named font, else the fallback font (as getFontKitFont does). */
  private bytesFor(key: string | number): object | undefined {
    if (typeof key !== 'string' || !key.startsWith(PREFIX)) return undefined;
    const entry = this.font[key.slice(PREFIX.length)] ?? Object.values(this.font).find((f) => f.fallback);
    return entry && typeof entry.data === 'object' ? entry.data : undefined;
  }

  override get(key: string | number): unknown {
    const bytes = this.bytesFor(key);
    return bytes ? parsedByBytes.get(bytes) : super.get(key);
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
