/**
 * Prints text through the shaping pipeline. Every pdfme plugin that draws text (text, multi-variable text, table
 * cells, lists, dates, selects) ends in pdf-lib's `page.drawText(line, { font })`, which prints one glyph per
 * character, in the order of the string, in one font, at its bare advance: right-to-left runs come out in the wrong
 * order, marks sit where they fall, pairs go unkerned and characters the font lacks become .notdef boxes (issues #8,
 * #16). For documents registered here, every line set in an embedded font is shaped (src/worker/shaping: bidi,
 * fallback faces, HarfBuzz) and printed run by run in one text object (BT … ET) by shapedLineOperators.ts;
 * character spacing (Tc, which pdfme sets just before drawText) and rotation carry over as in a single-font line. The
 * standard 14 fonts (no font file to shape with) keep pdf-lib's own path.
 *
 * The paragraph direction of the field being drawn comes from `setFieldDirection` (set by the render loop per field);
 * without one, each line takes its first strong character's.
 *
 * Relies on pdf-lib internals of the pinned @pdfme/pdf-lib 6.1.13: a PDFFont's `embedder.font` (its fontkit font) and
 * `embedder.fontData`, the page's private text state (`fontSize`, `fontColor`, `lineHeight`, `x`, `y`),
 * `maybeEmbedGraphicsState` and the document's `fonts` list (see embedFace). tests/unit/worker/engine/fontFallback.test.ts
 * fails if those move.
 */
import {
  beginText,
  cleanText,
  concatTransformationMatrix,
  CustomFontSubsetEmbedder,
  degrees,
  endText,
  lineSplit,
  nextLine,
  PDFFont,
  PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rotateAndSkewTextRadiansAndTranslate,
  setFillingColor,
  setGraphicsState,
  setLineHeight,
  toRadians,
  type Color,
  type PDFDocument,
  PDFName,
  PDFOperator,
} from '@pdfme/pdf-lib';
import type { FontkitFont } from '../fonts/fontkitFont';
import type { FallbackFace, GlyphChooser } from '../fonts/glyphChooser';
import type { TextDirection } from '../../templates/textDirection';
import { shapeLineCached, type ShapedLine, type ShapedRun } from '../shaping/shapeLine';
import { shapedLineOperators } from './shapedLineOperators';
import type { NotedRun } from './clusterGroups';
import { faceLanguage } from '../../templates/fontFallback';
import { AttachedState } from '../pdf/attachedState';
import { operandString } from '../pdf/operands';
import { colourOperatorText } from '../pdf/colourOperands';

type DrawTextOptions = NonNullable<Parameters<PDFPage['drawText']>[1]>;

interface PageTextState {
  fontSize: number;
  fontColor: Color;
  lineHeight: number;
  x: number;
  y: number;
  maybeEmbedGraphicsState(options: { opacity?: number; blendMode?: unknown }): string | undefined;
}

interface DocumentFallback {
  chooser: GlyphChooser;
  embedded: Map<FallbackFace, PDFFont>;
  /** each font's resource name, the same on every page of the document (pdf-lib's setFont adds one per call) */
  keys: Map<PDFFont, PDFName>;
  /** the pages whose resources already name each font */
  named: WeakMap<PDFPage, Set<PDFFont>>;
  /** each shaped line's operators at a size, with the fonts they name, written once per document (see madeLine) */
  lines: WeakMap<ShapedLine, Map<number, MadeLine>>;
  /**
   * draws written as content text (drawAsContentText): the shaped fonts each names, for repeatedTextDraws.ts, and
   * what its lines noted in them, for portableTextDraws.ts
   */
  contentTexts: WeakMap<PDFOperator, ContentText>;
}

/** A draw written as content text: the fonts it names, and its lines' runs as they were noted in them when made. */
export interface ContentText {
  fonts: PDFFont[];
  runs: NotedRun[];
}

/**
 * A shaped line's operators at one size in one document, the fonts they name, its runs as they were noted there, and
 * (once asked for) their text.
 */
interface MadeLine {
  operators: PDFOperator[];
  fonts: PDFFont[];
  runs: NotedRun[];
  text?: string;
}

const documents = new AttachedState<PDFDocument, DocumentFallback>('fallback fonts');
/** Tagged documents (PDF/UA) and their language: runs in another language's face get a /Lang span. */
const spokenLanguages = new AttachedState<PDFDocument, string>('spoken language');

/** Marks runs drawn in `doc` in a face of another language than `documentLang` (for a tagged PDF). */
export function tellRunLanguages(doc: PDFDocument, documentLang: string): void {
  spokenLanguages.set(doc, documentLang);
}
const directions = new AttachedState<PDFPage, TextDirection>('field direction');

/** The paragraph direction of the field about to be drawn on `page` (its setting resolved against its whole text). */
export function setFieldDirection(page: PDFPage, direction: TextDirection): void {
  directions.set(page, direction);
}
let installed = false;

/** Draws text in `doc` with per-glyph fallback fonts chosen by `chooser`. */
export function useFallbackFonts(doc: PDFDocument, chooser: GlyphChooser): void {
  installDrawText();
  documents.set(doc, { chooser, embedded: new Map(), keys: new Map(), named: new WeakMap(), lines: new WeakMap(), contentTexts: new WeakMap() });
}

/** The fontkit font behind a PDFFont embedded from bytes; undefined for the 14 standard fonts. */
function fontkitOf(font: PDFFont): { font: FontkitFont; bytes: Uint8Array } | undefined {
  const embedder = (font as unknown as { embedder?: { font?: Partial<FontkitFont>; fontData?: Uint8Array } }).embedder;
  const inner = embedder?.font;
  if (typeof inner?.hasGlyphForCodePoint !== 'function' || !(embedder?.fontData instanceof Uint8Array)) return undefined;
  return { font: inner as FontkitFont, bytes: embedder.fontData };
}

function installDrawText(): void {
  if (installed) return;
  installed = true;
  const drawText = PDFPage.prototype.drawText;
  PDFPage.prototype.drawText = function (this: PDFPage, text: string, options: DrawTextOptions = {}) {
    const fallback = documents.get(this.doc);
    const primary = options.font && fontkitOf(options.font);
    // maxWidth (pdf-lib's own wrapping) and clipSpaces (SVG text) are not used by text plugins: left to pdf-lib.
    if (!fallback || !primary || !options.font || options.maxWidth !== undefined || options.clipSpaces) {
      return drawText.call(this, text, options);
    }
    const lines = lineSplit(cleanText(text));
    const direction = fieldDirectionOf(this);
    const shaped = lines.map((line) => shapeLineCached(line, primary, fallback.chooser, direction));
    drawShaped(this, shaped, options.font, options, fallback);
  };
}

function drawShaped(page: PDFPage, lines: ShapedLine[], font: PDFFont, options: DrawTextOptions, fallback: DocumentFallback): void {
  const state = page as unknown as PageTextState;
  const size = options.size ?? state.fontSize;
  const graphicsState = state.maybeEmbedGraphicsState({ opacity: options.opacity, blendMode: options.blendMode });
  const fill = colourOperatorText(options.color ?? state.fontColor, false, operandString);
  // A tagged document's marks read the draw's BT and Tm (tagging/pageMarks.ts); a graphics state is a resource that
  // kept draws must see named (repeatedTextDraws.ts). Both keep pdf-lib's operators.
  if (shapedTextAsContent.enabled && !graphicsState && fill !== undefined && !spokenLanguages.has(page.doc)) {
    drawAsContentText(page, lines, size, font, options, state, fill, fallback);
    return;
  }
  const operators: (PDFOperator | undefined)[] = [
    pushGraphicsState(),
    graphicsState ? setGraphicsState(graphicsState) : undefined,
    options.matrix ? concatTransformationMatrix(...options.matrix) : undefined,
    beginText(),
    setFillingColor(options.color ?? state.fontColor),
    // the line height only moves T* between lines; pdfme draws most text a line per call
    lines.length > 1 ? setLineHeight(options.lineHeight ?? state.lineHeight) : undefined,
    rotateAndSkewTextRadiansAndTranslate(
      toRadians(options.rotate ?? degrees(0)),
      toRadians(options.xSkew ?? degrees(0)),
      toRadians(options.ySkew ?? degrees(0)),
      options.x ?? state.x,
      options.y ?? state.y,
    ),
  ];
  // no T* after the last line: ET ends the text object, and its line matrix with it
  lines.forEach((line, index) => {
    const made = madeLine(page, line, size, font, fallback);
    nameFonts(page, made.fonts, fallback);
    operators.push(...made.operators);
    if (index < lines.length - 1) operators.push(nextLine());
  });
  operators.push(endText(), popGraphicsState());
  page.pushOperators(...operators.filter((operator): operator is PDFOperator => operator !== undefined));
}

/** Off only where a test compares the content text with the operators it stands for (repeatedTextDraws.test.ts). */
export const shapedTextAsContent = { enabled: true };

/** The shaped fonts a draw written as content text in `doc` names; undefined when `operator` is not such a draw. */
export function contentTextFontsOf(doc: PDFDocument, operator: PDFOperator): PDFFont[] | undefined {
  return documents.get(doc)?.contentTexts.get(operator)?.fonts;
}

/** The draw written as content text by `operator` in `doc`: its fonts and notes; undefined for any other operator. */
export function contentTextOf(doc: PDFDocument, operator: PDFOperator): ContentText | undefined {
  return documents.get(doc)?.contentTexts.get(operator);
}

/**
 * Pushes onto `page` a draw written as content text in another document, whose fonts are `text.fonts` here and whose
 * notes were made again here (portableTextDraws.ts): named on the page, and known as this document's own draw.
 */
export function pushContentText(page: PDFPage, operator: PDFOperator, text: ContentText): void {
  const fallback = documents.get(page.doc);
  if (!fallback) throw new Error('pushContentText: the document draws no shaped text');
  nameFonts(page, text.fonts, fallback);
  fallback.contentTexts.set(operator, text);
  page.pushOperators(operator);
}

/** The resource name (F1, F2, …) a shaped line in `doc` gives `font`; undefined until one has printed in it. */
export function shapedFontKeyOf(doc: PDFDocument, font: PDFFont): string | undefined {
  return documents.get(doc)?.keys.get(font)?.asString();
}

/** The fallback face `font` was embedded from in `doc`; undefined for a field's own font. */
export function fallbackFaceOf(doc: PDFDocument, font: PDFFont): FallbackFace | undefined {
  const fallback = documents.get(doc);
  if (fallback) for (const [face, embedded] of fallback.embedded) if (embedded === font) return face;
  return undefined;
}

/** `face` as a font of `doc` if a line has printed in it there, else undefined (nothing is embedded). */
export function embeddedFaceOf(doc: PDFDocument, face: FallbackFace): PDFFont | undefined {
  return documents.get(doc)?.embedded.get(face);
}

/** Whether shaped draws in `doc` are written as content text (drawAsContentText): not in a tagged document. */
export function drawsAsContentText(doc: PDFDocument): boolean {
  return shapedTextAsContent.enabled && documents.has(doc) && !spokenLanguages.has(doc);
}

/** The paragraph direction set for the field being drawn on `page` (setFieldDirection), or 'auto'. */
export function fieldDirectionOf(page: PDFPage): TextDirection {
  return directions.get(page) ?? 'auto';
}

/**
 * The draw drawShaped's operators make, written as one operator of content text: the very lines those operators
 * write (q, cm, BT, the fill colour, TL, Tm, each line's runs, T* between lines, ET, Q), so the page is the same byte
 * for byte. A text draw was nine pdf-lib operators and their numbers, made for each record and walked again when its
 * page was sealed: with ~60 text draws a page, most of an invoice's operators (issue #23).
 */
function drawAsContentText(
  page: PDFPage,
  lines: ShapedLine[],
  size: number,
  font: PDFFont,
  options: DrawTextOptions,
  state: PageTextState,
  fill: string,
  fallback: DocumentFallback,
): void {
  const n = operandString;
  let text = 'q';
  if (options.matrix) text += `\n${options.matrix.map(n).join(' ')} cm`;
  text += `\nBT\n${fill}`;
  if (lines.length > 1) text += `\n${n(options.lineHeight ?? state.lineHeight)} TL`;
  // rotateAndSkewTextRadiansAndTranslate's matrix, computed as it computes it
  const rotation = toRadians(options.rotate ?? degrees(0));
  const xSkew = toRadians(options.xSkew ?? degrees(0));
  const ySkew = toRadians(options.ySkew ?? degrees(0));
  const cos = n(Math.cos(rotation));
  text += `\n${cos} ${n(Math.sin(rotation) + Math.tan(xSkew))} ${n(-Math.sin(rotation) + Math.tan(ySkew))} ${cos} ${n(options.x ?? state.x)} ${n(options.y ?? state.y)} Tm`;
  const fonts: PDFFont[] = [];
  const runs: NotedRun[] = [];
  lines.forEach((line, index) => {
    const made = madeLine(page, line, size, font, fallback);
    for (const used of made.fonts) if (!fonts.includes(used)) fonts.push(used);
    for (const run of made.runs) runs.push(run);
    made.text ??= made.operators.join('\n');
    if (made.text) text += `\n${made.text}`;
    if (index < lines.length - 1) text += '\nT*';
  });
  text += '\nET\nQ';
  nameFonts(page, fonts, fallback);
  // pdf-lib writes an operator's name as it is, and a newline after it
  const operator = PDFOperator.of(text as never);
  fallback.contentTexts.set(operator, { fonts, runs });
  page.pushOperators(operator);
}

/**
 * A shaped line's operators, made once per document and size and reused for every later line of the same text there
 * (a column of the same names, dates, amounts): shapeLineCached hands back the same ShapedLine for the same text, and
 * what shaping noted into the document's fonts (the glyphs of the subset, their ToUnicode meanings) is already noted.
 * The fonts' resource names are the same on every page, so the operators are too; each page is given the names.
 */
function madeLine(page: PDFPage, line: ShapedLine, size: number, font: PDFFont, fallback: DocumentFallback): MadeLine {
  let bySize = fallback.lines.get(line);
  if (!bySize) fallback.lines.set(line, (bySize = new Map()));
  let made = bySize.get(size);
  if (!made) {
    const fonts: PDFFont[] = [];
    const fontOf = (run: ShapedRun) => {
      const runFont = run.face ? embedFace(page.doc, run.face, fallback) : font;
      if (!fonts.includes(runFont)) fonts.push(runFont);
      return { font: runFont, key: fontKey(runFont, fallback) };
    };
    const documentLang = spokenLanguages.get(page.doc);
    const langOf = documentLang === undefined ? undefined : (run: ShapedRun) => (run.face ? faceLanguage(run.face.name, documentLang) : undefined);
    const runs: NotedRun[] = [];
    made = { operators: shapedLineOperators(page.doc.context, line, size, fontOf, langOf, runs), fonts, runs };
    bySize.set(size, made);
  }
  return made;
}

/** Gives `page` the resource names of `fonts`, once per page. */
function nameFonts(page: PDFPage, fonts: PDFFont[], fallback: DocumentFallback): void {
  let named = fallback.named.get(page);
  if (!named) fallback.named.set(page, (named = new Set()));
  for (const used of fonts) {
    if (named.has(used)) continue;
    page.node.setFontDictionary(fontKey(used, fallback), used.ref);
    named.add(used);
  }
}

/** Names `fonts` (shaped fonts of the page's document) in `page`'s resources, as a line printed in them would. */
export function nameShapedFonts(page: PDFPage, fonts: PDFFont[]): void {
  const fallback = documents.get(page.doc);
  if (fallback) nameFonts(page, fonts, fallback);
}

/** The shaped font `doc`'s lines name `key` (F1, F2, …), or undefined when no shaped line names a font so. */
export function shapedFontNamed(doc: PDFDocument, key: PDFName): PDFFont | undefined {
  const fallback = documents.get(doc);
  if (fallback) for (const [font, name] of fallback.keys) if (name === key) return font;
  return undefined;
}

/** A shaped font of a document: its resource name there and the fallback face it was embedded from (none: a field's font). */
export interface NamedShapedFont {
  font: PDFFont;
  key: string;
  face?: FallbackFace;
}

/** The fonts `doc`'s shaped lines have named, in the order named (F1, F2, …). */
export function namedShapedFonts(doc: PDFDocument): NamedShapedFont[] {
  const fallback = documents.get(doc);
  if (!fallback) return [];
  const faces = new Map([...fallback.embedded].map(([face, font]) => [font, face]));
  return [...fallback.keys].map(([font, key]) => ({ font, key: key.asString().slice(1), face: faces.get(font) }));
}

/** `face` as a font of `doc`, embedded now if no line has printed in it yet (as that line would). */
export function embedFallbackFace(doc: PDFDocument, face: FallbackFace): PDFFont | undefined {
  const fallback = documents.get(doc);
  return fallback && embedFace(doc, face, fallback);
}

/** Names `fonts` in `doc` in this order, as lines first printed in them would; their names (F1, F2, …). */
export function nameShapedFontsInOrder(doc: PDFDocument, fonts: PDFFont[]): string[] {
  const fallback = documents.get(doc);
  return fallback ? fonts.map((font) => fontKey(font, fallback).asString().slice(1)) : [];
}

/** A font's resource name in this document: F1, F2, … in order of first use. */
function fontKey(font: PDFFont, fallback: DocumentFallback): PDFName {
  let key = fallback.keys.get(font);
  if (!key) fallback.keys.set(font, (key = PDFName.of(`F${fallback.keys.size + 1}`)));
  return key;
}

/**
 * The fallback face as a subset font of this document, embedded at first use. pdf-lib's embedFont is async only by
 * signature (its fontkit parse is synchronous) and drawText is synchronous, so these are its three steps, in order.
 */
function embedFace(doc: PDFDocument, face: FallbackFace, fallback: DocumentFallback): PDFFont {
  let font = fallback.embedded.get(face);
  if (!font) {
    // The constructor is private in pdf-lib's types only; `for` would do the same behind a promise.
    const Embedder = CustomFontSubsetEmbedder as unknown as new (font: unknown, bytes: Uint8Array, name: string) => CustomFontSubsetEmbedder;
    // Named by the face; the subset tag is added when the subset is written (pdfLibFastPaths.ts useTaggedSubsetNames).
    const embedder = new Embedder(face.font, face.bytes, face.name);
    font = PDFFont.of(doc.context.nextRef(), doc, embedder);
    (doc as unknown as { fonts: PDFFont[] }).fonts.push(font);
    fallback.embedded.set(face, font);
  }
  return font;
}
