/**
 * Glyphs chosen by HarfBuzz written into a pdf-lib font by glyph id, and the font's ToUnicode map written so that it
 * only says what is true. pdf-lib's `encodeText` asks fontkit to lay out a string and maps each glyph to the code
 * points fontkit first saw it with; a glyph that several letters share (the dotless bodies of Noto Sans Arabic's
 * contextual forms), a mark, or a piece of a reordered Devanagari cluster then reads back as another letter
 * (issue #16: "مرحنا" for "مرحبا"). Here a glyph is mapped only when it stood, alone, for exactly one text wherever
 * it was printed in this document; every other glyph is left out of ToUnicode and its line carries /ActualText
 * (shapedLineOperators.ts).
 *
 * A code is a glyph's id where the font allows it (keepsGlyphIds), else its number in the subset, as pdf-lib numbers it.
 *
 * Relies on the pinned @pdfme/pdf-lib 6.1.13's CustomFontSubsetEmbedder: `font` (fontkit), `subset`, `glyphs`,
 * `glyphIdMap`, `glyphCache`, `embedUnicodeCmap`; the shaping tests fails if those move.
 */
import { CustomFontEmbedder, PDFFont, toHexStringOfMinLength, type PDFContext, type PDFRef } from '@pdfme/pdf-lib';
import { cutsByGlyphId } from './trueTypeSubset';
import { AttachedState } from '../pdf/attachedState';

interface FontkitGlyphObject {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}

interface SubsetEmbedder {
  font: { getGlyph(id: number, codePoints?: number[]): FontkitGlyphObject; unitsPerEm: number };
  fontData: Uint8Array;
  subset?: { glyphs?: number[]; includeGlyph(glyph: FontkitGlyphObject | number): number; encode?: unknown };
  glyphs: FontkitGlyphObject[];
  glyphIdMap: Map<number, number>;
  glyphCache: { invalidate(): void; access(): FontkitGlyphObject[] };
}

/** Per embedder: the text each code (subset glyph id) stood for, or null once it stood for two texts or a part. */
const meanings = new AttachedState<SubsetEmbedder, Map<number, string | null>>('glyph meanings');
/** Per embedder: glyph id → its code and advance (font units), once written into the subset. */
const codes = new AttachedState<SubsetEmbedder, Map<number, GlyphCode>>('glyph codes');

const embedderOf = (font: PDFFont): SubsetEmbedder => (font as unknown as { embedder: SubsetEmbedder }).embedder;

/** A glyph's code in a font, its advance (font units) and the code as a TJ string writes it (4 hex digits). */
export interface GlyphCode {
  code: number;
  width: number;
  hex: string;
}

/** The code a glyph has in `font` (its subset id, or the glyph id when the font is embedded whole), 4 hex digits. */
export function glyphCode(font: PDFFont, glyphId: number): GlyphCode {
  const embedder = embedderOf(font);
  let known = codes.get(embedder);
  if (!known) {
    ownCmap(embedder);
    known = new Map();
    codes.set(embedder, known);
  }
  const kept = known.get(glyphId);
  if (kept) return kept;
  const glyph = embedder.font.getGlyph(glyphId);
  const code = subsetCode(embedder, glyph);
  // the hex is kept with the code: every line printing the glyph writes it
  const entry = { code, width: glyph.advanceWidth, hex: toHexStringOfMinLength(code, 4) };
  known.set(glyphId, entry);
  return entry;
}

/** Off only where a test compares files written with subset numbers (glyphIdCodes.test.ts). */
export const glyphIdCodes = { enabled: true };

/** Per embedder whose codes are glyph ids (keepsGlyphIds): its printed glyphs by id, the last one given for each. */
const printedById = new AttachedState<object, Map<number, FontkitGlyphObject> | null>('printed glyphs by id');

/**
 * Whether a subset embedder writes a glyph's id as its code, its font program keeping glyphs under their ids
 * (trueTypeSubset.ts's glyphIdTrueType): a static TrueType font small enough that the gaps cost little. pdf-lib
 * numbers a subset's glyphs in the order it meets them, which makes each file's program differ with its text's order.
 */
export function keepsGlyphIds(embedder: object): boolean {
  return printedGlyphs(embedder) !== null;
}

/** An embedder's printed glyphs by id when its codes are glyph ids, else null; decided at its first glyph. */
function printedGlyphs(embedder: object): Map<number, FontkitGlyphObject> | null {
  let printed = printedById.get(embedder);
  if (printed === undefined) {
    const self = embedder as SubsetEmbedder;
    const { subset, fontData } = self;
    const keeps = glyphIdCodes.enabled && !!subset && Array.isArray(subset.glyphs) && typeof subset.encode === 'function' && fontData instanceof Uint8Array && cutsByGlyphId(fontData);
    printed = keeps ? new Map() : null;
    printedById.set(embedder, printed);
    if (printed) {
      // the widths (W) and ToUnicode are written from glyphCache: here the printed glyphs in id order
      const byId = printed;
      let sorted: FontkitGlyphObject[] | undefined;
      self.glyphCache = {
        access: () => (sorted ??= [...byId.values()].sort((a, b) => a.id - b.id)),
        invalidate: () => (sorted = undefined),
      };
    }
  }
  return printed;
}

/**
 * The code of `glyph` in a subset embedder (its glyph id when keepsGlyphIds, else its subset number), recorded for the
 * subset's program, widths and ToUnicode as pdf-lib's `encodeText` records it; a font embedded whole answers the id.
 */
export function subsetCode(embedder: object, glyph: FontkitGlyphObject): number {
  const self = embedder as SubsetEmbedder;
  if (!self.subset) return glyph.id;
  const printed = printedGlyphs(self);
  let code: number;
  if (printed) {
    if (!printed.has(glyph.id)) self.subset.includeGlyph(glyph);
    printed.set(glyph.id, glyph);
    code = glyph.id;
  } else {
    code = self.glyphIdMap.get(glyph.id) ?? self.subset.includeGlyph(glyph);
    self.glyphs[code - 1] = glyph;
  }
  self.glyphIdMap.set(glyph.id, code);
  self.glyphCache.invalidate();
  return code;
}

/**
 * Records what a printed code stood for: `text` when it was the only glyph of its cluster, null when it was one of
 * several (a glyph first printed as part of a cluster is never given a meaning). Returns whether the code's ToUnicode entry now reads back as `text` (so the line needs no ActualText).
 */
export function noteMeaning(font: PDFFont, code: number, text: string | null): boolean {
  const embedder = embedderOf(font);
  let known = meanings.get(embedder);
  if (!known) {
    known = new Map();
    meanings.set(embedder, known);
  }
  // The first meaning stays: lines printed before keep reading back; a later line that disagrees gets ActualText.
  if (!known.has(code)) known.set(code, text);
  return text !== null && known.get(code) === text;
}

/**
 * One glyph a shaped line printed, as groupsOf noted it: its code in `font`, and the text given to its one noteMeaning
 * call (null: one of several glyphs of its cluster) with what that call answered.
 */
export interface GlyphNote {
  font: PDFFont;
  glyphId: number;
  code: number;
  text: string | null;
  readsBack: boolean;
}

/**
 * Notes glyphs in `font` (of another document) as printing them there would; whether each gave the same code and
 * answer as it did where it was noted first, so that the lines' operators are the same there too
 * (portableTextDraws.ts).
 */
export function noteAgain(font: PDFFont, notes: readonly Omit<GlyphNote, 'font'>[]): boolean {
  const known = codes.get(embedderOf(font));
  for (const note of notes) {
    const code = (known?.get(note.glyphId) ?? glyphCode(font, note.glyphId)).code;
    if (code !== note.code || noteMeaning(font, code, note.text) !== note.readsBack) return false;
  }
  return true;
}

/**
 * What printing has noted in a font of one document: the glyphs put into its subset, in the order first printed, and
 * what each code stands for. A static form kept for the worker (portableForms.ts) notes them again in the next
 * document's font, as drawing the form there would; undefined when the subset holds glyphs this file did not put in
 * (pdf-lib's own encodeText), which a replay would not reproduce.
 */
export interface GlyphNotes {
  ids: number[];
  /** whether the font's ToUnicode is written by this file (ownCmap) */
  owned: boolean;
  meanings: [number, string | null][];
}

export function glyphNotesOf(font: PDFFont): GlyphNotes | undefined {
  const embedder = embedderOf(font);
  const ids: number[] = [];
  if (embedder.subset) {
    const byId = keepsGlyphIds(embedder);
    let index = 0;
    for (const [id, code] of embedder.glyphIdMap) {
      index += 1;
      // glyph ids as codes, or subset numbers 1, 2, … in the order first printed: anything else came another way
      if (code !== (byId ? id : index)) return undefined;
      ids.push(id);
    }
  }
  return { ids, owned: meanings.has(embedder), meanings: [...(meanings.get(embedder) ?? [])] };
}

/** Notes `notes` in `font` (of a document that has printed nothing in it yet), as printing those glyphs would. */
export function writeGlyphNotes(font: PDFFont, notes: GlyphNotes): void {
  for (const id of notes.ids) glyphCode(font, id);
  if (!notes.owned) return;
  const embedder = embedderOf(font);
  ownCmap(embedder);
  const known = meanings.get(embedder);
  for (const [code, text] of notes.meanings) if (known && !known.has(code)) known.set(code, text);
}

/**
 * Gives the embedder a ToUnicode writer of its own: codes whose meaning was recorded get that meaning or none; codes
 * drawn only by pdf-lib's own path (simple lines) keep the code points fontkit gave them, as before.
 */
function ownCmap(embedder: SubsetEmbedder): void {
  if (meanings.has(embedder)) return;
  installOwnedCmaps();
  meanings.set(embedder, new Map());
}

let cmapsInstalled = false;

/**
 * The writer is installed once on pdf-lib's embedder class and taken by the embedders that have meanings, not set as
 * a function on each: a function stored on a record's embedder kept its document alive through V8's young-generation
 * collections after the record had ended (issue #23, see src/worker/pdf/attachedState.ts).
 */
function installOwnedCmaps(): void {
  if (cmapsInstalled) return;
  cmapsInstalled = true;
  const embedder = CustomFontEmbedder.prototype as unknown as { embedUnicodeCmap(this: SubsetEmbedder, context: PDFContext): PDFRef };
  const original = embedder.embedUnicodeCmap;
  embedder.embedUnicodeCmap = function (this: SubsetEmbedder, context: PDFContext): PDFRef {
    const known = meanings.get(this);
    if (!known) return original.call(this, context);
    const entries: string[] = [];
    const glyphs = this.glyphCache.access();
    glyphs.forEach((glyph, index) => {
      if (!glyph) return;
      const code = this.subset ? (this.glyphIdMap.get(glyph.id) ?? index + 1) : glyph.id;
      const meaning = known.has(code) ? known.get(code) : String.fromCodePoint(...glyph.codePoints);
      if (meaning) entries.push(`<${hex4(code)}> <${utf16Hex(meaning)}>`);
    });
    return context.register(context.flateStream(toUnicodeCmap(entries)));
  };
}

const hex4 = (value: number): string => toHexStringOfMinLength(value, 4).toUpperCase();

function utf16Hex(text: string): string {
  let hex = '';
  for (let index = 0; index < text.length; index += 1) hex += hex4(text.charCodeAt(index));
  return hex;
}

/** A ToUnicode CMap (PDF 32000 9.10.3) from `<code> <utf16>` lines, at most 100 per bfchar block as the spec asks. */
function toUnicodeCmap(entries: string[]): string {
  const blocks: string[] = [];
  for (let start = 0; start < entries.length; start += 100) {
    const block = entries.slice(start, start + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}
