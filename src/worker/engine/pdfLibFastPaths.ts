/**
 * Hot spots of @pdfme/pdf-lib, replaced once per worker with cheaper code.
 *
 * - Deflate. pdf-lib compresses every content stream, font file, object stream and xref stream with pako, about 14
 *   calls per invoice, and each call allocates ~250 KB of fresh window and hash tables. That churn is a large part of a
 *   render worker's garbage collection, and GC runs on helper threads that the other render workers need (the
 *   2-worker scaling of issue #2). The hosts pass one deflate, in the browser and in Node alike (pdfDeflate.ts):
 *   Node's native zlib compresses to other bytes, and the same template and record must give the same file on every
 *   path (issue #8).
 * - Number formatting. `PDFNumber.of` formats every coordinate with `numberToString`, which splits `num.toString()`
 *   on "e-" and "+" to undo exponent notation, even for the common number that has none. The fast path keeps
 *   `String(num)` when it has no exponent (exactly what numberToString returns then) and defers to pdf-lib otherwise.
 * - Content-stream numbers. pdf-lib writes every operand of a drawing operator with all 17 digits a double carries
 *   (`0.11764705882352941 rg`, `10.799999999999999 TL`): half of an invoice page's content stream was digits no
 *   printer can show, which pdf-lib then deflated. Operands are written to 5 decimals (operandNumber); dictionaries,
 *   fonts and parsed input keep pdf-lib's numbers. Content we write as text ourselves (tables, shaped lines) writes
 *   its numbers with operandText.
 * - Graphics states. pdfme passes an opacity with every field it draws, and pdf-lib makes a new ExtGState under a new
 *   random name for each: 17 identical `<< /Type /ExtGState /ca 1 >>` on every invoice page. A page now names each
 *   distinct state once and every draw with it says that name; a fully opaque draw sets none (opacity 1 is where a
 *   page starts).
 * - Font subsets. fontkit decodes and re-encodes every kept glyph and table of a TrueType subset; its bytes are copied
 *   out of the font file instead (trueTypeSubset.ts), numbered as fontkit numbers them. A font of at most
 *   GLYPH_ID_SUBSET_MAX_GLYPHS glyphs keeps glyph ids, as codes and in its program (glyphEncoding.ts keepsGlyphIds,
 *   glyphIdTrueType): files printing the same glyphs carry the same program, so a worker deflates it once
 *   (deflatedPrograms) where a file per record deflated a 14 KB program each. pdf-lib's own `encodeText` records its
 *   glyphs as the shaped path does (subsetCode).
 * - Small repeated streams. A form whose content is the same in every document a worker writes (a table cell's look,
 *   a barcode digit's glyph, a ToUnicode map) was deflated again in each: a file per record deflated a dozen such
 *   streams of a few hundred bytes, where a deflate call's set-up outweighs the input. Deflate is a pure function, so a
 *   worker keeps the result for small inputs by their bytes (smallDeflated). A form made from the same operators in
 *   every file (a replayed static form, a barcode digit's glyph) is given the first file's encoded bytes outright
 *   (src/worker/pdf/reusedContents.ts), so it is neither serialised nor looked up again.
 *
 * - Subset names. pdf-lib names a subset "Roboto-Regular-1234", which no reader takes for a subset, and gives every
 *   part of a merged PDF the same kind of name for different glyphs; each subset is named with a tag made from its
 *   glyphs when it is written (subsetFontName.ts).
 * - Page sizes. Every field's draw asks its page for its height; pdf-lib looked up the inheritable /MediaBox and built
 *   a rectangle each time. A page's size is remembered until its media box is set again (useRememberedPageSizes).
 *
 * The patches rely on pdf-lib internals of the pinned version (`contentsCache.value`, `PDFNumber`'s two fields,
 * the subset embedder's `customName`, `fontName`, `encodeText`, `embedFontStream` and fontkit `subset`);
 * pdfLibFastPaths.test.ts compares their output with pdf-lib's own and fails if those internals move, the subset names
 * are read back in fontFallback.test.ts and mergedPdfWriter.test.ts, and glyph-id codes in glyphIdCodes.test.ts
 * (a renamed `embedFontStream` would only lose the shared deflate: serializeFont writes the same program).
 */
import { CustomFontSubsetEmbedder, PDFContext, PDFFlateStream, PDFHexString, PDFNumber, PDFOperator, PDFPage, toHexStringOfMinLength, typedArrayFor, type PDFRef } from '@pdfme/pdf-lib';
import { AttachedState } from '../pdf/attachedState';
import { operandNumber } from '../pdf/operands';
import { keepsGlyphIds, subsetCode } from './glyphEncoding';
import { subsetFontName } from './subsetFontName';
import { glyphIdTrueType, subsetTrueType } from './trueTypeSubset';

/** Zlib-wrapped deflate (RFC 1950), which is what a PDF FlateDecode filter reads. */
export type Deflate = (bytes: Uint8Array) => Uint8Array;

interface FlateStreamInternals {
  encode: boolean;
  /** pdf-lib's Cache: `access()` returns `value`, filled by `populate` when empty; `invalidate()` empties it */
  contentsCache: { value?: Uint8Array };
  getUnencodedContents(): Uint8Array;
}

interface NumberInternals {
  numberValue: number;
  stringValue: string;
}

let installed: Deflate | undefined;

/** Installs the fast paths in this thread (once; later calls keep the first deflate). */
export function installPdfLibFastPaths(deflate: Deflate): void {
  if (installed) return;
  installed = deflate;
  useDeflate(deflate);
  useFastNumbers();
  useShortOperands();
  useSharedGraphicsStates();
  useCopiedTrueTypeSubsets(deflate);
  useTaggedSubsetNames();
  useRememberedPageSizes();
}

function useDeflate(deflate: Deflate): void {
  const flateStream = PDFFlateStream.prototype as unknown as { getContents(): Uint8Array; getContentsSize(): number };
  const contentsOf = function (this: FlateStreamInternals): Uint8Array {
    // The cache is made in the constructor around pako; filling its value with our deflate keeps pdf-lib's own
    // invalidation (the xref stream clears it as entries are added). No function is set on the cache: a closure
    // stored on each stream's cache kept its document alive through young-generation collections (issue #23).
    const cache = this.contentsCache;
    if (!cache.value) cache.value = this.encode ? smallDeflated(this.getUnencodedContents(), deflate) : this.getUnencodedContents();
    return cache.value;
  };
  flateStream.getContents = contentsOf;
  flateStream.getContentsSize = function (this: FlateStreamInternals) {
    return contentsOf.call(this).length;
  };

  // Font files, cmaps and images go through context.flateStream instead of a PDFFlateStream.
  const context = PDFContext.prototype as unknown as { flateStream: (contents: Uint8Array | string, dict?: Record<string, unknown>) => unknown };
  context.flateStream = function (this: PDFContext, contents, dict = {}) {
    return this.stream(smallDeflated(typedArrayFor(contents), deflate), { ...dict, Filter: 'FlateDecode' } as never);
  };
}

/** Inputs up to this many bytes are remembered with their deflated bytes, at most SMALL_ENTRIES of them per worker. */
const SMALL_BYTES = 2048;
const SMALL_ENTRIES = 1024;
const smallDeflates = new Map<string, Uint8Array>();

/** `deflate(bytes)`, from the worker's memory when the same small input was deflated before. */
function smallDeflated(bytes: Uint8Array, deflate: Deflate): Uint8Array {
  if (bytes.length > SMALL_BYTES) return deflate(bytes);
  // one flat string at once: built a character at a time, each key was a rope of thousands of nodes to collect
  const key = String.fromCharCode.apply(null, bytes as unknown as number[]);
  let deflated = smallDeflates.get(key);
  if (!deflated) {
    if (smallDeflates.size >= SMALL_ENTRIES) smallDeflates.clear();
    smallDeflates.set(key, (deflated = deflate(bytes)));
  }
  return deflated;
}

function useFastNumbers(): void {
  const slowOf = PDFNumber.of;
  const prototype = PDFNumber.prototype;
  (PDFNumber as unknown as { of: (value: number) => PDFNumber }).of = (value: number) => {
    const text = String(value);
    if (text.includes('e')) return slowOf(value); // 1e-7, 1e21: pdf-lib writes these out digit by digit
    const number = Object.create(prototype) as NumberInternals;
    number.numberValue = value;
    number.stringValue = text;
    return number as unknown as PDFNumber;
  };
}

function useShortOperands(): void {
  const of = PDFOperator.of;
  (PDFOperator as unknown as { of: typeof PDFOperator.of }).of = (name, args) => {
    let operands = args;
    if (args && operands) {
      for (let index = 0; index < args.length; index += 1) {
        const arg = args[index];
        if (!(arg instanceof PDFNumber)) continue;
        const value = (arg as unknown as NumberInternals).numberValue;
        const short = operandNumber(value);
        if (short === value) continue;
        if (operands === args) operands = [...args]; // the caller's array stays as it was
        operands[index] = PDFNumber.of(short);
      }
    }
    return of(name, operands);
  };
}

interface GraphicsStateOptions {
  opacity?: number;
  borderOpacity?: number;
  blendMode?: string;
}

function useSharedGraphicsStates(): void {
  const page = PDFPage.prototype as unknown as { maybeEmbedGraphicsState(options: GraphicsStateOptions): string | undefined };
  const embed = page.maybeEmbedGraphicsState;
  const named = new AttachedState<object, Map<string, string | undefined>>('graphics states');
  page.maybeEmbedGraphicsState = function (this: object, options: GraphicsStateOptions) {
    let states = named.get(this);
    if (!states) named.set(this, (states = new Map()));
    // Fully opaque, normal blending: what a page draws with when no state is set (pdfme sets none outside q … Q),
    // so no state at all: pdfme passes opacity 1 with every field.
    const opaque = (value: number | undefined) => value === undefined || value === 1;
    if (opaque(options.opacity) && opaque(options.borderOpacity) && (options.blendMode === undefined || options.blendMode === 'Normal')) return undefined;
    const key = `${options.opacity}|${options.borderOpacity}|${options.blendMode}`;
    if (!states.has(key)) states.set(key, embed.call(this, options));
    return states.get(key);
  };
}

interface TrueTypeSubsetInternals {
  fontData: Uint8Array;
  /** the parsed font, shared by every document of a worker (fontkitCache.ts) */
  font: object;
  subset: { glyphs?: number[]; includeGlyph(glyph: number): number; encode?: () => Uint8Array };
}

interface FontkitLayout {
  layout(text: string, features?: unknown): { glyphs: { id: number; advanceWidth: number; codePoints: number[] }[] };
}

/** A glyph-id subset's glyphs as the set they are: its program, name and cache key do not depend on their order. */
const sortedGlyphIds = (glyphs: readonly number[]): number[] => [...glyphs].sort((a, b) => a - b);

/** Per parsed font: deflated glyph-id programs by their glyph ids (sorted, joined), at most PROGRAMS_PER_FONT. */
const deflatedPrograms = new WeakMap<object, Map<string, Uint8Array>>();
const PROGRAMS_PER_FONT = 64;

function useCopiedTrueTypeSubsets(deflate: Deflate): void {
  const embedder = CustomFontSubsetEmbedder.prototype as unknown as {
    serializeFont(): Promise<Uint8Array>;
    embedFontStream(context: PDFContext): Promise<PDFRef>;
    encodeText(text: string): PDFHexString;
  };
  const serialize = embedder.serializeFont;
  embedder.serializeFont = function (this: TrueTypeSubsetInternals) {
    const { subset, fontData } = this;
    // glyph-id codes: the program keeps glyphs under their ids, or is the whole font (whose ids they are) if it cannot
    if (keepsGlyphIds(this)) return Promise.resolve(glyphIdTrueType(fontData, subset.glyphs ?? []) ?? fontData);
    // CFF subsets (OpenType with PostScript outlines) stream from fontkit and have no `glyphs` list of this kind.
    const copied = Array.isArray(subset.glyphs) && typeof subset.encode === 'function' ? subsetTrueType(fontData, subset.glyphs, (glyph) => subset.includeGlyph(glyph)) : null;
    return copied ? Promise.resolve(copied) : serialize.call(this);
  };

  // A glyph-id program depends only on which glyphs a file prints: files printing the same glyphs (a run of invoices,
  // of letters) share one deflated program per worker instead of cutting and deflating it per file.
  const embedFontStream = embedder.embedFontStream;
  embedder.embedFontStream = async function (this: TrueTypeSubsetInternals, context: PDFContext) {
    if (!keepsGlyphIds(this)) return embedFontStream.call(this, context);
    let programs = deflatedPrograms.get(this.font);
    if (!programs) deflatedPrograms.set(this.font, (programs = new Map()));
    const key = sortedGlyphIds(this.subset.glyphs ?? []).join(',');
    let deflated = programs.get(key);
    if (!deflated) {
      if (programs.size >= PROGRAMS_PER_FONT) programs.clear();
      programs.set(key, (deflated = deflate(await (this as unknown as { serializeFont(): Promise<Uint8Array> }).serializeFont())));
    }
    return context.register(context.stream(deflated, { Filter: 'FlateDecode' }));
  };

  // pdf-lib's own text path (a line drawn without shaping) records its glyphs as the shaped path does (subsetCode).
  embedder.encodeText = function (this: TrueTypeSubsetInternals & { fontFeatures?: unknown }, text: string) {
    const { glyphs } = (this.font as FontkitLayout).layout(text, this.fontFeatures);
    let hex = '';
    for (const glyph of glyphs) hex += toHexStringOfMinLength(subsetCode(this, glyph), 4);
    return PDFHexString.of(hex);
  };
}

interface SubsetEmbedderInternals {
  fontName: string;
  customName?: string;
  /** fontkit's subset: the original glyph ids it keeps, in its order (its base class's list, TrueType and CFF alike) */
  subset: { glyphs: number[] };
  /** the name before any tag: pdf-lib may write a font again after more glyphs were drawn with it */
  platenName?: string;
}

function useTaggedSubsetNames(): void {
  const embedder = CustomFontSubsetEmbedder.prototype as unknown as { embedIntoContext(context: PDFContext, ref?: unknown): Promise<unknown> };
  const embed = embedder.embedIntoContext;
  embedder.embedIntoContext = function (this: SubsetEmbedderInternals, context, ref) {
    this.platenName ??= this.customName || this.fontName;
    // a glyph-id subset is the same font for the same glyphs, whatever order they were met in
    const glyphs = keepsGlyphIds(this) ? sortedGlyphIds(this.subset.glyphs) : this.subset.glyphs;
    this.customName = subsetFontName(this.platenName, glyphs);
    return embed.call(this, context, ref);
  };
}

/**
 * A page's size, remembered until its media box is set again (setSize and the base page's setMediaBox both go through
 * setMediaBox). pdfme's plugins ask each field's page for its height (convertForPdfLayoutProps, the text plugin, our
 * table and barcodes): pdf-lib looked the inheritable /MediaBox up and built a rectangle every time, ~100 times a
 * record. Callers get a copy, so one that changes what it was given changes nothing.
 */
function useRememberedPageSizes(): void {
  const page = PDFPage.prototype as unknown as {
    getSize(): { width: number; height: number };
    setMediaBox(x: number, y: number, width: number, height: number): void;
  };
  const sizes = new AttachedState<object, { width: number; height: number }>('page size');
  const getSize = page.getSize;
  const setMediaBox = page.setMediaBox;
  page.getSize = function (this: object) {
    let size = sizes.get(this);
    if (!size) sizes.set(this, (size = getSize.call(this)));
    return { width: size.width, height: size.height };
  };
  page.setMediaBox = function (this: object, x, y, width, height) {
    sizes.delete(this);
    setMediaBox.call(this, x, y, width, height);
  };
}
