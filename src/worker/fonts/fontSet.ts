/**
 * The fonts one template needs, as pdfme's `Font` map: the shipped faces it names (loaded lazily, each file once per
 * worker) plus the TTF/OTF files uploaded with it. Roboto is always present and is the fallback.
 */
import type { Font } from '@pdfme/common';
import { DEFAULT_FONT_NAME, findShippedFont } from '../../templates/fonts';
import type { Template } from '../../templates/types';
import { cachedFontkit } from './fontkitCache';
import type { FontkitFont } from './fontkitFont';
import type { FaceSource, FallbackFace } from './glyphChooser';

/** Reads a shipped font file (path inside node_modules, as in SHIPPED_FONTS) — by fetch in the browser, fs in Node. */
export type FontFileReader = (file: string) => Promise<Uint8Array>;

/** Every fontName mentioned anywhere in the template (fields, table styles, static header/footer). */
export function fontNamesUsed(template: Template): Set<string> {
  const names = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'fontName' && typeof inner === 'string' && inner) names.add(inner);
        else if (typeof inner === 'object') visit(inner);
      }
    }
  };
  visit(template.schemas);
  if (typeof template.basePdf === 'object') visit(template.basePdf.staticSchema ?? []);
  return names;
}

/** Bytes of a data: URL (base64 or percent-encoded). */
export function dataUrlBytes(url: string): Uint8Array {
  const comma = url.indexOf(',');
  if (!url.startsWith('data:') || comma < 0) throw new Error('not a data: URL');
  const meta = url.slice(5, comma);
  const payload = url.slice(comma + 1);
  if (meta.endsWith(';base64')) {
    const binary = atob(payload);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  }
  return new TextEncoder().encode(decodeURIComponent(payload));
}

/**
 * Keeps font bytes for the life of a worker: the same Uint8Array is handed to pdfme every time, which is what lets
 * the fontkit memo (fontkitCache.ts) skip re-parsing a font per record.
 */
export class FontLibrary implements FaceSource {
  private readonly shipped = new Map<string, Promise<Uint8Array>>();
  private readonly faces = new Map<string, FallbackFace>();
  private readonly uploaded = new Map<string, Uint8Array>();

  constructor(
    private readonly readFile: FontFileReader,
    /** extra fonts given by the host (CLI --font), by name; they win over shipped ones */
    private readonly extra: Record<string, Uint8Array> = {},
  ) {}

  /** pdfme's Font map for this template; throws naming the font when an uploaded font is not a usable data URL. */
  async fontsFor(template: Template): Promise<Font> {
    const font: Font = {};
    const wanted = fontNamesUsed(template);
    wanted.add(DEFAULT_FONT_NAME);
    const uploads = template.platen?.fonts ?? {};
    for (const name of wanted) {
      const upload = uploads[name];
      if (upload) font[name] = { data: this.uploadedBytes(name, upload) as Uint8Array<ArrayBuffer>, subset: true };
      else if (this.extra[name]) font[name] = { data: this.extra[name] as Uint8Array<ArrayBuffer>, subset: true };
      else {
        const shipped = findShippedFont(name);
        if (shipped) font[name] = { data: (await this.shippedBytes(shipped.file)) as Uint8Array<ArrayBuffer>, subset: true };
      }
    }
    // Uploaded fonts not named by any field still belong to the template (e.g. used in table cells by column style).
    for (const [name, url] of Object.entries(uploads)) {
      if (!font[name]) font[name] = { data: this.uploadedBytes(name, url) as Uint8Array<ArrayBuffer>, subset: true };
    }
    font[DEFAULT_FONT_NAME] = { ...font[DEFAULT_FONT_NAME], fallback: true };
    return font;
  }

  /**
   * A shipped font loaded and parsed, for per-glyph fallback; undefined when the name is not shipped or its file
   * cannot be read (the characters it would draw are then reported as having no glyph, not thrown).
   */
  async face(name: string): Promise<FallbackFace | undefined> {
    const known = this.faces.get(name);
    if (known) return known;
    const shipped = findShippedFont(name);
    if (!shipped) return undefined;
    try {
      const bytes = await this.shippedBytes(shipped.file);
      const face = this.faces.get(name) ?? { name, bytes, font: cachedFontkit.create(bytes) as FontkitFont };
      this.faces.set(name, face);
      return face;
    } catch {
      return undefined;
    }
  }

  /** The face if `face(name)` has loaded it already. */
  loadedFace(name: string): FallbackFace | undefined {
    return this.faces.get(name);
  }

  private shippedBytes(file: string): Promise<Uint8Array> {
    let bytes = this.shipped.get(file);
    if (!bytes) {
      bytes = this.readFile(file);
      this.shipped.set(file, bytes);
      bytes.catch(() => this.shipped.delete(file));
    }
    return bytes;
  }

  private uploadedBytes(name: string, url: string): Uint8Array {
    // Keyed by name and the URL's length plus its tail: cheap, and a re-upload under the same name changes both.
    const key = `${name}:${url.length}:${url.slice(-64)}`;
    let bytes = this.uploaded.get(key);
    if (!bytes) {
      try {
        bytes = dataUrlBytes(url);
      } catch {
        throw new Error(`Font “${name}” uploaded with the template is not a readable TTF/OTF data URL`);
      }
      this.uploaded.set(key, bytes);
    }
    return bytes;
  }
}
