/**
 * A plain text field drawn as pdfme's text plugin draws it, with the plugin's per-draw setup done once per field
 * design (issue #23). For every text it prints, pdfme 6's `pdfRender` (text/pdfRender.ts) converts the field's box to
 * pt, parses its colour, looks its fonts up through promises, works out its box decoration and line range, and then
 * splits the value with `splitTextToSize`, whose width cache builds a key string (size, spacing, text) per word: on the
 * benchmark invoice that setup and measuring was about a tenth of a warm record. Here a field's look (its box in pt, font
 * names, size, colour, alignment) is worked out once per schema object and page height, the value split by the same
 * rules (`splitLines`), and each line pushed with the same `setCharacterSpacing` and `page.drawText` calls at the same
 * points: the page is the same byte for byte (plainTextDraw.test.ts compares documents drawn both ways).
 *
 * Only what this file knows takes this path (`plainLook` answers undefined otherwise, and pdfme draws): no inline
 * markdown, no dynamic font size, no strike-through or underline, no justified lines, no box background or border,
 * no line range of a split field, a value without Japanese (pdfme's start and end of line rules), and fonts the
 * document has already loaded for pdfme (the first draw of a font loads it through the plugin).
 */
import { getFallbackFontName, mm2pt, type Font, type PDFRenderProps, type Schema } from '@pdfme/common';
import type { Color, Degrees, PDFDocument, PDFFont } from '@pdfme/pdf-lib';
import { getTextLineRange, text as pdfmeText } from '@pdfme/schemas';
import { convertForPdfLayoutProps, hex2PrintingColor, rotatePoint } from '@pdfme/schemas/utils';
import { drawPortably } from './portableTextDraws';

type RenderArg = PDFRenderProps<Schema>;

/** The part of a fontkit font pdfme's text layout reads. */
export interface MeasuredFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  bbox: { maxY: number; minY: number };
  layout(text: string): { glyphs: { advanceWidth: number }[] };
}

/** What pdfme's text plugin works out from a field before it looks at the value: pt, page coordinates. */
interface PlainLook {
  pageHeight: number;
  colorType: unknown;
  /** the template's fonts, whose fallback names a field's font where the field names none */
  fonts: object;
  fontName: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotate: Degrees;
  pivot: { x: number; y: number };
  opacity: number | undefined;
  fontSize: number;
  color: Color | undefined;
  alignment: 'left' | 'center' | 'right';
  verticalAlignment: string;
  lineHeight: number;
  characterSpacing: number;
}

/**
 * Off only where a test compares documents drawn through pdfme's plugin and through this file; `linesDrawn` counts
 * the lines this file has drawn in the thread, which such a test reads.
 */
export const plainTextDraws = { enabled: true, linesDrawn: 0 };

const looks = new WeakMap<object, PlainLook | null>();
/** Looks of schemas made per draw, by design key; dropped whole at this many (a document's tables have a few looks). */
const LOOKS_BY_KEY_KEPT = 1000;
const looksByKey = new Map<string, PlainLook | null>();

/** pdfme's text plugin (`text.pdf`), for the fields this file leaves to it. */
const pdfmeDraw = pdfmeText.pdf as unknown as (arg: RenderArg) => Promise<void>;

/**
 * Draws a text field's value as pdfme's text plugin would: through this file where it can, else through pdfme.
 * `designKey` names a schema made afresh for each draw (a table cell's) by everything of it that plainLook reads, so
 * its look is worked out once per key rather than once per object.
 */
export function drawTextField(arg: RenderArg, designKey?: string): Promise<void> | void {
  const { value, schema, page, options, _cache } = arg;
  if (!plainTextDraws.enabled || typeof value !== 'string') return pdfmeDraw(arg);
  if (!value) return; // the plugin draws nothing for an empty value, not even the box
  const look = plainLookOf(schema, designKey, page.getHeight(), options.colorType, options.font as Record<string, { fallback?: boolean }> | undefined);
  if (!look || JAPANESE.test(value)) return pdfmeDraw(arg);
  // the font parsed for measuring outlives a document (outputDocument.ts's DocumentCache); pdfme loads it on first use
  const measured = _cache.get(`getFontKitFont-${look.fontName}`) as Promise<MeasuredFont> | undefined;
  const pdfFont = measured && documentFont(arg, look.fontName);
  if (!measured || !pdfFont) return pdfmeDraw(arg);
  return Promise.all([measured, pdfFont]).then(([font, embedded]) => drawPortably(arg.page, look, value, embedded, () => drawLines(arg, look, value, font, embedded)));
}

/** pdfme's text plugin's per-document fonts (its PDF_FONT_CACHE_KEY), by font name. */
export const PDF_FONT_CACHE_KEY = 'text-pdf-font-cache';

/**
 * The document's pdf-lib font `fontName`, embedded when this is its first draw in the document as pdfme's plugin does
 * it (its embedAndGetFont: the same embedFont call at the same point of the draw, so the same objects); undefined
 * where pdfme would first fetch the font (data given as a URL), which is left to pdfme. A file per record drew its
 * first field of each font through the whole plugin only to embed it.
 */
function documentFont(arg: RenderArg, fontName: string): Promise<PDFFont> | undefined {
  return embedDocumentFont(arg.pdfDoc, arg._cache as Map<string | number, unknown>, arg.options.font as Font | undefined, fontName);
}

/** The document's pdf-lib font `fontName` as pdfme's text plugin embeds it (see documentFont); undefined where it would fetch it. */
export function embedDocumentFont(pdfDoc: PDFDocument, _cache: Map<string | number, unknown>, fonts: Font | undefined, fontName: string): Promise<PDFFont> | undefined {
  let byName = _cache.get(PDF_FONT_CACHE_KEY) as Record<string, Promise<PDFFont>> | undefined;
  const kept = byName?.[fontName];
  if (kept) return kept;
  const font = fontToEmbed(fonts, fontName);
  if (!font) return undefined;
  if (!byName) _cache.set(PDF_FONT_CACHE_KEY, (byName = {}));
  return (byName[fontName] = pdfDoc.embedFont(font.data, { subset: typeof font.subset === 'undefined' ? true : font.subset }));
}

/** The template's font `fontName` when embedDocumentFont embeds it itself: not one pdfme would first fetch (a URL). */
export function fontToEmbed(fonts: Font | undefined, fontName: string): Font[string] | undefined {
  const font = fonts?.[fontName];
  return font && !(typeof font.data === 'string' && font.data.startsWith('http')) ? font : undefined;
}

/**
 * The look of a field as the plugin works it out, kept per schema object or design key (null where this file does not
 * draw it), and worked out again for another page height, colour type or set of fonts.
 */
function plainLookOf(schema: Schema, designKey: string | undefined, pageHeight: number, colorType: unknown, fonts: Record<string, { fallback?: boolean }> | undefined): PlainLook | undefined {
  const kept = designKey === undefined ? looks.get(schema) : looksByKey.get(designKey);
  if (kept === null) return undefined;
  if (kept && kept.pageHeight === pageHeight && kept.colorType === colorType && kept.fonts === fonts) return kept;
  const look = fonts ? plainLook(schema, pageHeight, colorType, fonts) : undefined;
  if (designKey === undefined) looks.set(schema, look ?? null);
  else {
    if (looksByKey.size >= LOOKS_BY_KEY_KEPT) looksByKey.clear();
    looksByKey.set(designKey, look ?? null);
  }
  return look;
}

/** What the plugin reads of a schema (text/pdfRender.ts's pdfRender and getFontProp), or undefined. */
function plainLook(schema: Schema, pageHeight: number, colorType: unknown, fonts: Record<string, { fallback?: boolean }>): PlainLook | undefined {
  const field = schema as Schema & Record<string, unknown>;
  const alignment = (field.alignment as string | undefined) ?? 'left';
  if (isInlineMarkdownText(field) || field.dynamicFontSize || field.strikethrough || field.underline || alignment === 'justify') return undefined;
  if (alignment !== 'left' && alignment !== 'center' && alignment !== 'right') return undefined;
  if (field.backgroundColor || (field.borderColor && hasSide(field.borderWidth))) return undefined; // a decorated box
  if (getTextLineRange(schema) !== undefined) return undefined;
  // pdfme's choice for a field without a font; it throws where no font is flagged fallback, as the plugin would
  const fontName = (field.fontName as string | undefined) || getFallbackFontName(fonts as Font);
  if (!fonts[fontName]) return undefined;
  const { width, height, rotate, position, opacity } = convertForPdfLayoutProps({ schema, pageHeight, applyRotateTranslate: false });
  const border = sides(field.borderWidth);
  const padding = sides(field.padding);
  const left = border.left + padding.left;
  const top = border.top + padding.top;
  const right = border.right + padding.right;
  const bottom = border.bottom + padding.bottom;
  return {
    pageHeight,
    colorType,
    fonts,
    fontName,
    x: position.x + mm2pt(left),
    y: position.y + mm2pt(bottom),
    width: mm2pt(Math.max(0, schema.width - left - right)),
    height: mm2pt(Math.max(0, schema.height - top - bottom)),
    rotate,
    pivot: { x: position.x + width / 2, y: pageHeight - mm2pt(schema.position.y) - height / 2 },
    opacity,
    fontSize: (field.fontSize as number | undefined) ?? 13,
    color: hex2PrintingColor((field.fontColor as string | undefined) || '#000000', colorType as never),
    alignment,
    verticalAlignment: (field.verticalAlignment as string | undefined) ?? 'top',
    lineHeight: (field.lineHeight as number | undefined) ?? 1,
    characterSpacing: (field.characterSpacing as number | undefined) ?? 0,
  };
}

/**
 * pdfme's isInlineMarkdownTextSchema for a field of its text plugin's type, the only one drawn or measured here: inline
 * markdown is read only in read-only text (a value the user types stays plain).
 */
export function isInlineMarkdownText(field: Record<string, unknown>): boolean {
  return field.textFormat === 'inline-markdown' && field.readOnly === true;
}

/** The plugin's loop over a value's lines: position by alignment, then spacing and the line (text/pdfRender.ts). */
function drawLines(arg: RenderArg, look: PlainLook, value: string, font: MeasuredFont, pdfFont: PDFFont): void {
  const { page, pdfLib } = arg;
  const { fontSize, lineHeight, characterSpacing } = look;
  const measure = widthsOf(font, fontSize, characterSpacing);
  const lines = splitLines(value, measure, characterSpacing, look.width);
  const firstLineHeight = fontHeight(font, fontSize);
  const descent = (font.descent / font.unitsPerEm) * fontSize;
  const halfLineHeightAdjustment = lineHeight === 0 ? 0 : ((lineHeight - 1) * fontSize) / 2;
  let yOffset = 0;
  if (look.verticalAlignment === 'top') yOffset = firstLineHeight + halfLineHeightAdjustment;
  else {
    const otherLinesHeight = lineHeight * fontSize * (lines.length - 1);
    if (look.verticalAlignment === 'bottom') yOffset = look.height - otherLinesHeight + descent - halfLineHeightAdjustment;
    else if (look.verticalAlignment === 'middle') yOffset = (look.height - otherLinesHeight - firstLineHeight + descent) / 2 + firstLineHeight;
  }
  for (let row = 0; row < lines.length; row += 1) {
    if (!(row in lines)) continue; // pdfme's forEach skips a hole (splitLines)
    const trimmed = lines[row].replace('\n', '');
    const textWidth = look.alignment === 'left' ? 0 : measure(trimmed);
    let x = look.x;
    if (look.alignment === 'center') x += (look.width - textWidth) / 2;
    else if (look.alignment === 'right') x += look.width - textWidth;
    let y = look.y + look.height - yOffset - lineHeight * fontSize * row;
    if (look.rotate.angle !== 0) ({ x, y } = rotatePoint({ x, y }, look.pivot, look.rotate.angle));
    plainTextDraws.linesDrawn += 1;
    page.pushOperators(pdfLib.setCharacterSpacing(characterSpacing));
    page.drawText(trimmed, { x, y, rotate: look.rotate, size: fontSize, color: look.color, lineHeight: lineHeight * fontSize, font: pdfFont, opacity: look.opacity });
  }
}

/**
 * pdfme's `splitTextToSize` for text without Japanese: each line of the value cut into words by
 * `Intl.Segmenter(undefined, { granularity: 'word' })`, words added while they fit the box, a word wider than the box
 * cut between characters, trailing spaces dropped, and a newline kept at the end of a line's last piece. Where a
 * first piece is wider than the box pdfme leaves a hole in its array (`lines[++lineCounter]`), which its drawing loop
 * skips but counts: the holes are kept here too.
 */
export function splitLines(value: string, measure: (text: string) => number, characterSpacing: number, boxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of value.split(/\r\n|\r|\n|\f|\v/g)) {
    const base = lines.length;
    if (paragraph.trim() === '') {
      lines[base] = '';
      continue;
    }
    const cut: string[] = [];
    let counter = 0;
    let used = 0;
    const add = (piece: string, width: number): void => {
      if (cut[counter]) {
        cut[counter] += piece;
        used += width + characterSpacing;
      } else {
        cut[counter] = piece;
        used = width + characterSpacing;
      }
    };
    for (const { segment } of wordSegmenter().segment(paragraph.trimEnd())) {
      const width = measure(segment);
      if (used + width <= boxWidth) add(segment, width);
      else if (segment.trim() === '') {
        cut[(counter += 1)] = '';
        used = 0;
      } else if (width <= boxWidth) {
        cut[(counter += 1)] = segment;
        used = width + characterSpacing;
      } else {
        for (const char of segment) {
          const size = measure(char);
          if (used + size <= boxWidth) add(char, size);
          else {
            cut[(counter += 1)] = char;
            used = size + characterSpacing;
          }
        }
      }
    }
    for (let index = 0; index < cut.length; index += 1) {
      if (!(index in cut)) continue; // a hole stays a hole
      lines[base + index] = index === cut.length - 1 ? `${cut[index].trimEnd()}\n` : cut[index].trimEnd();
    }
    lines.length = base + cut.length;
  }
  return lines;
}

let segmenter: Intl.Segmenter | undefined;
const wordSegmenter = () => (segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' }));

/** pdfme's test for the text its Japanese line rules apply to. */
export const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

/** Widths kept per font, size and spacing; dropped whole at this many, as pdfme's cache is. */
const WIDTHS_KEPT = 5000;
const widthCaches = new WeakMap<object, Map<number, Map<number, Map<string, number>>>>();

/**
 * pdfme's `widthOfTextAtSize` (pt): the font's layout of the text, its glyphs' advances summed in order, at `size`,
 * plus the spacing between its UTF-16 units. Remembered per font, size and spacing, so the text alone is the key.
 */
export function widthsOf(font: MeasuredFont, size: number, spacing: number): (text: string) => number {
  let bySize = widthCaches.get(font);
  if (!bySize) widthCaches.set(font, (bySize = new Map()));
  let bySpacing = bySize.get(size);
  if (!bySpacing) bySize.set(size, (bySpacing = new Map()));
  let widths = bySpacing.get(spacing);
  if (!widths) bySpacing.set(spacing, (widths = new Map()));
  const kept = widths;
  return (text) => {
    const known = kept.get(text);
    if (known !== undefined) return known;
    const scale = 1000 / font.unitsPerEm;
    let advance = 0;
    for (const glyph of font.layout(text).glyphs) advance += glyph.advanceWidth * scale;
    const width = advance * (size / 1000) + (text.length - 1) * spacing;
    if (kept.size >= WIDTHS_KEPT) kept.clear();
    kept.set(text, width);
    return width;
  };
}

/** pdfme's `heightOfFontAtSize`: ascent to descent, less the descent, at `size` (pt). */
export function fontHeight(font: MeasuredFont, size: number): number {
  const scale = 1000 / font.unitsPerEm;
  let height = (font.ascent || font.bbox.maxY) * scale - (font.descent || font.bbox.minY) * scale;
  height -= Math.abs(font.descent * scale) || 0;
  return (height / 1000) * size;
}

export type Sides = { top: number; right: number; bottom: number; left: number };
/** pdfme's `normalizeBoxDimension`: a box inset's four sides, mm, 0 where unset. */
export const sides = (value: unknown): Sides => {
  const given = value as Partial<Sides> | undefined;
  return { top: given?.top ?? 0, right: given?.right ?? 0, bottom: given?.bottom ?? 0, left: given?.left ?? 0 };
};
const hasSide = (value: unknown): boolean => {
  const { top, right, bottom, left } = sides(value);
  return top > 0 || right > 0 || bottom > 0 || left > 0;
};

