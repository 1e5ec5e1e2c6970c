/**
 * A TrueType font program cut down to the glyphs a document prints, by copying bytes. pdf-lib asks fontkit's
 * TTFSubset for it, which decodes every kept glyph (`glyph._decode()`, its metrics) and re-encodes head, hhea, maxp,
 * cvt, prep and fpgm field by field through restructure: 4–5 ms of a one-invoice file, a fifth of writing it (issue
 * #23's profile of per-record files). The tables are already in the font file in the form a PDF wants them, so here
 * they are sliced out of it: each kept glyph's `glyf` bytes as they stand (a composite glyph's component ids
 * renumbered), its `hmtx` entry, and head/hhea/maxp/cvt/prep/fpgm with the three numbers a subset changes.
 *
 * Glyphs are numbered exactly as fontkit numbers them (`subset.glyphs`' order, components appended as they are met,
 * through `subset.includeGlyph`), so the codes already written into content streams stay right. The tables written
 * are fontkit's (what a CIDFontType2 needs: PDF 32000 9.9), so readers and PDF/A preflight see the same kind of font.
 *
 * Fonts this does not cover answer null, and fontkit's subset is used: font collections, WOFF, variable fonts
 * (fontkit re-encodes their glyph outlines at the default instance), and fonts whose tables do not parse.
 */

/** The tables a CIDFontType2 font program carries (fontkit's TTFSubset writes the same set). */
const KEPT_TABLES = ['cvt ', 'fpgm', 'glyf', 'head', 'hhea', 'hmtx', 'loca', 'maxp', 'prep'] as const;

interface Table {
  offset: number;
  length: number;
}

/** A composite glyph's component flags (OpenType `glyf`). */
const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;

/** A static TrueType font's tables and the numbers a subset reads. */
interface TrueTypeFont {
  fontData: Uint8Array;
  view: DataView;
  tables: Map<string, Table>;
  head: Table;
  hhea: Table;
  maxp: Table;
  glyf: Table;
  hmtx: Table;
  numGlyphs: number;
  numberOfHMetrics: number;
  /** where glyph `id`'s bytes start in glyf (and, for id + 1, end) */
  glyphStart(id: number): number;
}

/** Font files read once per worker: a file per record cuts a subset of the same font in every document. */
const readFonts = new WeakMap<Uint8Array, TrueTypeFont | null>();

/** `fontData` read as a static TrueType font with the tables a subset needs, or null (kept per font file). */
function readFont(fontData: Uint8Array): TrueTypeFont | null {
  let font = readFonts.get(fontData);
  if (font === undefined) readFonts.set(fontData, (font = parseFont(fontData)));
  return font;
}

function parseFont(fontData: Uint8Array): TrueTypeFont | null {
  const view = new DataView(fontData.buffer, fontData.byteOffset, fontData.byteLength);
  const tables = tableDirectory(view);
  if (!tables) return null;
  const head = tables.get('head');
  const hhea = tables.get('hhea');
  const maxp = tables.get('maxp');
  const loca = tables.get('loca');
  const glyf = tables.get('glyf');
  const hmtx = tables.get('hmtx');
  if (!head || !hhea || !maxp || !loca || !glyf || !hmtx || head.length < 54 || hhea.length < 36 || maxp.length < 6) return null;
  const numGlyphs = view.getUint16(maxp.offset + 4);
  const longLoca = view.getInt16(head.offset + 50) === 1;
  const numberOfHMetrics = view.getUint16(hhea.offset + 34);
  if (numberOfHMetrics === 0 || loca.length < (numGlyphs + 1) * (longLoca ? 4 : 2) || hmtx.length < numberOfHMetrics * 4 + (numGlyphs - numberOfHMetrics) * 2) return null;
  const glyphStart = (id: number): number => (longLoca ? view.getUint32(loca.offset + id * 4) : view.getUint16(loca.offset + id * 2) * 2);
  return { fontData, view, tables, head, hhea, maxp, glyf, hmtx, numGlyphs, numberOfHMetrics, glyphStart };
}

/**
 * The subset's font program, glyph `i` of it being `glyphs[i]` of `fontData` (after `include` has appended the
 * components of composite glyphs, as fontkit does), or null when `fontData` is not a plain static TrueType font.
 * `include(glyphId)` answers a glyph's number in the subset, adding it at the end if it is new.
 */
export function subsetTrueType(fontData: Uint8Array, glyphs: number[], include: (glyphId: number) => number): Uint8Array | null {
  const font = readFont(fontData);
  return font && writeProgram(font, glyphs, include);
}

/** Fonts with at most this many glyphs keep their glyph ids in a subset (glyphIdTrueType): the gaps cost a few bytes. */
export const GLYPH_ID_SUBSET_MAX_GLYPHS = 4096;

/** `fontData` read, when it is a font glyphIdTrueType cuts: a static TrueType font of at most GLYPH_ID_SUBSET_MAX_GLYPHS. */
function glyphIdFont(fontData: Uint8Array): TrueTypeFont | null {
  const font = readFont(fontData);
  return font && font.numGlyphs <= GLYPH_ID_SUBSET_MAX_GLYPHS ? font : null;
}

/** Whether `fontData` is a font glyphIdTrueType cuts. */
export function cutsByGlyphId(fontData: Uint8Array): boolean {
  return glyphIdFont(fontData) !== null;
}

/**
 * A font program of `fontData` keeping the glyphs `printed` (with glyph 0 and the components of composite glyphs)
 * under their own glyph ids; every other glyph up to the highest kept is empty, with no advance. Content streams then
 * write glyph ids as codes (CIDToGIDMap /Identity, as pdf-lib's whole-font embedding does), so a program depends on
 * which glyphs a file prints, not on the order it met them: files printing the same glyphs carry the same program,
 * which pdfLibFastPaths.ts deflates once per worker. Null when cutsByGlyphId refuses the font, or a glyph is out of
 * range or malformed.
 */
export function glyphIdTrueType(fontData: Uint8Array, printed: Iterable<number>): Uint8Array | null {
  const font = glyphIdFont(fontData);
  if (!font) return null;
  const kept = new Set<number>([0, ...printed]);
  // components are kept under their own ids: read them from each composite's bytes, in turn
  const pending = [...kept];
  while (pending.length > 0) {
    const id = pending.pop()!;
    const components = componentsOf(font, id);
    if (!components) return null;
    for (const component of components) {
      if (!kept.has(component)) {
        kept.add(component);
        pending.push(component);
      }
    }
  }
  const last = Math.max(...kept);
  const slots = Array.from({ length: last + 1 }, (_, id) => (kept.has(id) ? id : EMPTY));
  return writeProgram(font, slots, (id) => id);
}

/** A slot of writeProgram's glyph list that holds no glyph (no outline, no advance). */
const EMPTY = -1;

/** The glyph ids a glyph's outline is built from (none for a simple glyph), or null when out of range or malformed. */
function componentsOf(font: TrueTypeFont, id: number): number[] | null {
  const { view, glyf, fontData } = font;
  if (id >= font.numGlyphs) return null;
  const start = font.glyphStart(id);
  const end = font.glyphStart(id + 1);
  if (end < start || glyf.offset + end > fontData.length) return null;
  if (end - start < 10 || view.getInt16(glyf.offset + start) >= 0) return [];
  const components: number[] = [];
  const found = renumberComponents(fontData.subarray(glyf.offset + start, glyf.offset + end), (component) => {
    components.push(component);
    return component;
  });
  return found.length ? components : null;
}

/** The font program whose glyph `i` is `glyphs[i]` of the font (EMPTY: none); `include` numbers components. */
function writeProgram(font: TrueTypeFont, glyphs: number[], include: (glyphId: number) => number): Uint8Array | null {
  const { fontData, view, tables, head, hhea, maxp, glyf, hmtx, numGlyphs, numberOfHMetrics, glyphStart } = font;
  const pieces: Uint8Array[] = [];
  /** where each piece starts in glyf (an empty slot has an offset and no piece) */
  const pieceOffsets: number[] = [];
  const offsets: number[] = [];
  const metrics: number[] = [];
  let length = 0;
  for (let index = 0; index < glyphs.length; index += 1) {
    const id = glyphs[index];
    if (id === EMPTY) {
      offsets.push(length);
      metrics.push(0, 0);
      continue;
    }
    if (id >= numGlyphs) return null;
    const start = glyphStart(id);
    const end = glyphStart(id + 1);
    if (end < start || glyf.offset + end > fontData.length) return null;
    let bytes = fontData.subarray(glyf.offset + start, glyf.offset + end);
    if (bytes.length >= 10 && view.getInt16(glyf.offset + start) < 0) {
      bytes = renumberComponents(bytes, include);
      if (!bytes.length) return null;
    }
    offsets.push(length);
    pieces.push(bytes);
    pieceOffsets.push(length);
    length += bytes.length;
    const metric = Math.min(id, numberOfHMetrics - 1);
    const advance = view.getUint16(hmtx.offset + metric * 4);
    const bearing = id < numberOfHMetrics ? view.getInt16(hmtx.offset + id * 4 + 2) : view.getInt16(hmtx.offset + numberOfHMetrics * 4 + (id - numberOfHMetrics) * 2);
    metrics.push(advance, bearing);
  }
  offsets.push(length);

  const glyfTable = new Uint8Array(length);
  pieces.forEach((piece, index) => glyfTable.set(piece, pieceOffsets[index]));
  const locaTable = new Uint8Array(offsets.length * 4);
  const locaView = new DataView(locaTable.buffer);
  offsets.forEach((offset, index) => locaView.setUint32(index * 4, offset));
  const hmtxTable = new Uint8Array(metrics.length * 2);
  const hmtxView = new DataView(hmtxTable.buffer);
  metrics.forEach((value, index) => (index % 2 ? hmtxView.setInt16(index * 2, value) : hmtxView.setUint16(index * 2, value)));

  const copy = (table: Table): Uint8Array => fontData.slice(table.offset, table.offset + table.length);
  const headTable = copy(head);
  new DataView(headTable.buffer).setUint32(8, 0); // checkSumAdjustment, set once the whole font is written
  new DataView(headTable.buffer).setInt16(50, 1); // indexToLocFormat: long offsets
  const hheaTable = copy(hhea);
  new DataView(hheaTable.buffer).setUint16(34, glyphs.length);
  const maxpTable = copy(maxp);
  new DataView(maxpTable.buffer).setUint16(4, glyphs.length);

  const written = new Map<string, Uint8Array>([
    ['glyf', glyfTable],
    ['head', headTable],
    ['hhea', hheaTable],
    ['hmtx', hmtxTable],
    ['loca', locaTable],
    ['maxp', maxpTable],
  ]);
  for (const tag of ['cvt ', 'fpgm', 'prep']) {
    const table = tables.get(tag);
    if (table) written.set(tag, copy(table));
  }
  return fontFile(KEPT_TABLES.filter((tag) => written.has(tag)).map((tag) => [tag, written.get(tag)!]));
}

/** The sfnt table directory of a static TrueType font, or null for anything else (collections, WOFF, CFF, variable). */
function tableDirectory(view: DataView): Map<string, Table> | null {
  if (view.byteLength < 12) return null;
  const version = view.getUint32(0);
  if (version !== 0x00010000 && version !== 0x74727565 /* 'true' */) return null;
  const count = view.getUint16(4);
  if (12 + count * 16 > view.byteLength) return null;
  const tables = new Map<string, Table>();
  for (let index = 0; index < count; index += 1) {
    const entry = 12 + index * 16;
    const tag = String.fromCharCode(view.getUint8(entry), view.getUint8(entry + 1), view.getUint8(entry + 2), view.getUint8(entry + 3));
    const offset = view.getUint32(entry + 8);
    const length = view.getUint32(entry + 12);
    if (offset + length > view.byteLength) return null;
    tables.set(tag, { offset, length });
  }
  // fontkit draws variable fonts at their default instance by re-encoding outlines; leave those to it.
  if (tables.has('fvar') || tables.has('gvar')) return null;
  return tables;
}

/** A composite glyph's bytes with each component's glyph id replaced by its number in the subset; empty if malformed. */
function renumberComponents(source: Uint8Array, include: (glyphId: number) => number): Uint8Array {
  const bytes = source.slice();
  const view = new DataView(bytes.buffer);
  let position = 10;
  for (;;) {
    if (position + 4 > bytes.length) return new Uint8Array(0);
    const flags = view.getUint16(position);
    view.setUint16(position + 2, include(view.getUint16(position + 2)));
    position += 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
    if (flags & WE_HAVE_A_SCALE) position += 2;
    else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) position += 4;
    else if (flags & WE_HAVE_A_TWO_BY_TWO) position += 8;
    if (!(flags & MORE_COMPONENTS)) return bytes;
  }
}

/** An sfnt file of `tables` (sorted by tag, each 4-byte aligned, with checksums and head's checkSumAdjustment). */
function fontFile(tables: [string, Uint8Array][]): Uint8Array {
  const count = tables.length;
  let size = 12 + count * 16;
  for (const [, data] of tables) size += align4(data.length);
  const file = new Uint8Array(size);
  const view = new DataView(file.buffer);
  const entrySelector = Math.floor(Math.log2(count));
  const searchRange = 2 ** entrySelector * 16;
  view.setUint32(0, 0x00010000);
  view.setUint16(4, count);
  view.setUint16(6, searchRange);
  view.setUint16(8, entrySelector);
  view.setUint16(10, count * 16 - searchRange);
  let offset = 12 + count * 16;
  let headOffset = -1;
  tables.forEach(([tag, data], index) => {
    const entry = 12 + index * 16;
    for (let char = 0; char < 4; char += 1) view.setUint8(entry + char, tag.charCodeAt(char));
    file.set(data, offset);
    view.setUint32(entry + 4, checksum(view, offset, data.length));
    view.setUint32(entry + 8, offset);
    view.setUint32(entry + 12, data.length);
    if (tag === 'head') headOffset = offset;
    offset += align4(data.length);
  });
  if (headOffset >= 0) view.setUint32(headOffset + 8, (0xb1b0afba - checksum(view, 0, file.length)) >>> 0);
  return file;
}

const align4 = (length: number): number => (length + 3) & ~3;

/** The sum of big-endian uint32 words over `length` bytes from `offset`, zero-padded (OpenType table checksum). */
function checksum(view: DataView, offset: number, length: number): number {
  let sum = 0;
  const words = Math.floor(length / 4);
  for (let index = 0; index < words; index += 1) sum = (sum + view.getUint32(offset + index * 4)) >>> 0;
  let tail = 0;
  for (let index = words * 4; index < length; index += 1) tail |= view.getUint8(offset + index) << (24 - (index - words * 4) * 8);
  return (sum + (tail >>> 0)) >>> 0;
}
