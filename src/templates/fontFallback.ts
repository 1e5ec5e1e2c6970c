/**
 * Which shipped font draws a character the field's own font lacks (issue #8: CJK printed as blank boxes).
 * Pure data shared by the worker (PDF measuring and drawing, preflight) and the page (CSS unicode-range faces), so
 * the canvas and the PDF pick the same face: for a code point, the candidates are the fallback families whose ranges
 * hold it, in chain order; the first whose cmap has a glyph draws it. Ranges only keep big files from being loaded
 * for scripts they were not made for; the cmap has the last word (as a browser does with unicode-range).
 */
import { DEFAULT_FONT_NAME } from './fonts';

/** Inclusive code point range. */
export type CodePointRange = readonly [number, number];

export interface FallbackFamily {
  /** CSS family of the faces in SHIPPED_FONTS */
  family: string;
  /** SHIPPED_FONTS names of the 400 and 700 faces */
  regular: string;
  bold: string;
  ranges: readonly CodePointRange[];
  /**
   * The language text drawn in this family is most likely in (BCP 47), told to screen readers in a tagged PDF when
   * it differs from the document's; none for families shared by many languages (Latin, Greek, Cyrillic, symbols).
   */
  lang?: string;
}

const CJK_COMMON: readonly CodePointRange[] = [
  [0x2e80, 0x2fdf], // CJK radicals, Kangxi radicals
  [0x3000, 0x303f], // CJK symbols and punctuation
  [0x3190, 0x31ff], // kanbun, CJK strokes, katakana phonetic extensions
  [0x3200, 0x33ff], // enclosed CJK, CJK compatibility
  [0x3400, 0x4dbf], // CJK ideographs extension A
  [0x4e00, 0x9fff], // CJK unified ideographs
  [0xf900, 0xfaff], // CJK compatibility ideographs
  [0xfe10, 0xfe1f], // vertical forms
  [0xfe30, 0xfe4f], // CJK compatibility forms
  [0xff00, 0xffef], // half- and full-width forms
  [0x20000, 0x3134f], // supplementary ideographs
];
const KANA: readonly CodePointRange[] = [[0x3040, 0x30ff]];
const CJK_SYMBOLS: readonly CodePointRange[] = [[0x2000, 0x2bff]];
const HANGUL: readonly CodePointRange[] = [
  [0x1100, 0x11ff],
  [0x3130, 0x318f],
  [0xa960, 0xa97f],
  [0xac00, 0xd7ff],
];

const family = (name: string, css: string, ranges: readonly CodePointRange[], lang?: string): FallbackFamily => ({
  family: css,
  regular: name,
  bold: `${name}-Bold`,
  ranges,
  ...(lang ? { lang } : {}),
});

const NOTO_SANS = family('NotoSans', 'Noto Sans', [
  [0x0000, 0x058f], // Latin, IPA, combining marks, Greek, Cyrillic, Armenian
  [0x1c80, 0x1c8f],
  [0x1d00, 0x1fff], // phonetic extensions, Latin extended additional (Vietnamese), Greek extended
  [0x2000, 0x20cf], // punctuation, super/subscripts, currency
  [0x2100, 0x218f],
  [0x2c60, 0x2c7f],
  [0x2de0, 0x2e7f],
  [0xa640, 0xa69f],
  [0xa700, 0xa7ff],
  [0xab30, 0xab6f],
  [0xfb00, 0xfb06],
  [0xfe20, 0xfe2f],
]);
const ARABIC = family('NotoSansArabic', 'Noto Sans Arabic', [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x0870, 0x08ff],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfeff],
], 'ar');
const HEBREW = family('NotoSansHebrew', 'Noto Sans Hebrew', [
  [0x0590, 0x05ff],
  [0xfb1d, 0xfb4f],
], 'he');
const THAI = family('NotoSansThai', 'Noto Sans Thai', [[0x0e00, 0x0e7f]], 'th');
const DEVANAGARI = family('NotoSansDevanagari', 'Noto Sans Devanagari', [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cff],
  [0xa8e0, 0xa8ff],
], 'hi');
// The CJK fonts also carry many symbols (♠ ★ ✓ ⌘) that Noto Sans Symbols lacks; they are tried after it.
const JP = family('NotoSansJP', 'Noto Sans JP', [...CJK_SYMBOLS, ...KANA, ...CJK_COMMON], 'ja');
const KR = family('NotoSansKR', 'Noto Sans KR', [...CJK_SYMBOLS, ...HANGUL, ...KANA, ...CJK_COMMON], 'ko');
const SC = family('NotoSansSC', 'Noto Sans SC', [...CJK_SYMBOLS, ...KANA, ...CJK_COMMON], 'zh-Hans');
const TC = family('NotoSansTC', 'Noto Sans TC', [...CJK_SYMBOLS, ...KANA, ...CJK_COMMON], 'zh-Hant');
const SYMBOLS = family('NotoSansSymbols', 'Noto Sans Symbols', [
  [0x2000, 0x2bff], // arrows, technical, enclosed alphanumerics, box drawing, dingbats, misc symbols
  [0x1f000, 0x1faff],
]);

/**
 * Han is shared by four fonts with different glyph shapes; the language picks. Kana reach JP first, Hangul only KR.
 * Without a language Japanese shapes are used (Noto Sans JP was Platen's first CJK font).
 */
function cjkOrder(lang: string | undefined): FallbackFamily[] {
  const tag = (lang ?? '').toLowerCase();
  if (tag.startsWith('ko')) return [KR, JP, SC, TC];
  if (/^zh-(hant|tw|hk|mo)/.test(tag)) return [TC, SC, JP, KR];
  if (tag.startsWith('zh')) return [SC, TC, JP, KR];
  return [JP, SC, TC, KR];
}

/** The fallback families in the order they are tried, for a BCP 47 language tag (or none). */
export function fallbackFamilies(lang?: string): FallbackFamily[] {
  return [NOTO_SANS, ARABIC, HEBREW, THAI, DEVANAGARI, SYMBOLS, ...cjkOrder(lang)];
}

const inRanges = (codePoint: number, ranges: readonly CodePointRange[]): boolean =>
  ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

/**
 * Names of the shipped fonts that may draw `codePoint` when the field's font lacks it, in the order to try them:
 * Roboto in the field's weight and style first (the canvas's stack has it too), then the fallback families.
 */
export function fallbackCandidates(codePoint: number, bold: boolean, italic: boolean, lang?: string): string[] {
  const roboto = `${DEFAULT_FONT_NAME}${bold && italic ? '-BoldItalic' : bold ? '-Bold' : italic ? '-Italic' : ''}`;
  const names = [roboto];
  for (const candidate of fallbackFamilies(lang)) {
    if (inRanges(codePoint, candidate.ranges)) names.push(bold ? candidate.bold : candidate.regular);
  }
  return names;
}

/**
 * Characters that never need a glyph of their own choosing: controls, and joiners or variation selectors, which
 * stay in the run of the character before them.
 */
export function isLayoutControl(codePoint: number): boolean {
  return codePoint < 0x20 || codePoint === 0x200c || codePoint === 0x200d || (codePoint >= 0xfe00 && codePoint <= 0xfe0f);
}

/** CSS unicode-range descriptor for a family's ranges, e.g. "U+3040-30FF, U+4E00-9FFF". */
export function cssUnicodeRange(ranges: readonly CodePointRange[]): string {
  const hex = (n: number) => n.toString(16).toUpperCase();
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

/** `U+13000`-style label of a code point, as messages show it. */
export function codePointLabel(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * The language to tell a screen reader for text drawn in the shipped face `faceName`, when the document's language
 * (`documentLang`) is another one: a Japanese name in an English letter is read as Japanese. Undefined otherwise.
 */
export function faceLanguage(faceName: string, documentLang: string | undefined): string | undefined {
  const family = fallbackFamilies().find((f) => f.regular === faceName || f.bold === faceName);
  if (!family?.lang) return undefined;
  const primary = (tag: string) => tag.toLowerCase().split('-')[0];
  return documentLang && primary(documentLang) === primary(family.lang) ? undefined : family.lang;
}
