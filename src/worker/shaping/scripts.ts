/**
 * The script of a character as an ISO 15924 tag, for HarfBuzz's per-run script (it picks the shaper: Arabic
 * joining, Indic reordering, Thai marks). 'Zyyy' (common: digits, spaces, punctuation) and 'Zinh' (inherited: marks)
 * take the script of the run they stand in. Scripts not listed shape as their own run with HarfBuzz's guess.
 */
const SCRIPTS: readonly [string, RegExp][] = [
  ['Latn', /\p{Script=Latin}/u],
  ['Arab', /\p{Script=Arabic}/u],
  ['Hebr', /\p{Script=Hebrew}/u],
  ['Grek', /\p{Script=Greek}/u],
  ['Cyrl', /\p{Script=Cyrillic}/u],
  ['Deva', /\p{Script=Devanagari}/u],
  ['Beng', /\p{Script=Bengali}/u],
  ['Gujr', /\p{Script=Gujarati}/u],
  ['Guru', /\p{Script=Gurmukhi}/u],
  ['Taml', /\p{Script=Tamil}/u],
  ['Telu', /\p{Script=Telugu}/u],
  ['Knda', /\p{Script=Kannada}/u],
  ['Mlym', /\p{Script=Malayalam}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Laoo', /\p{Script=Lao}/u],
  ['Khmr', /\p{Script=Khmer}/u],
  ['Mymr', /\p{Script=Myanmar}/u],
  ['Sinh', /\p{Script=Sinhala}/u],
  ['Tibt', /\p{Script=Tibetan}/u],
  ['Armn', /\p{Script=Armenian}/u],
  ['Geor', /\p{Script=Georgian}/u],
  ['Ethi', /\p{Script=Ethiopic}/u],
  ['Syrc', /\p{Script=Syriac}/u],
  ['Thaa', /\p{Script=Thaana}/u],
  ['Hang', /\p{Script=Hangul}/u],
  ['Hira', /\p{Script=Hiragana}/u],
  ['Kana', /\p{Script=Katakana}/u],
  ['Hani', /\p{Script=Han}/u],
  ['Zinh', /\p{Script=Inherited}/u],
];

const known = new Map<number, string>();

/** ISO 15924 tag of a code point's script; 'Zyyy' for common characters and scripts not listed. */
export function scriptOf(codePoint: number): string {
  if (codePoint < 0x80) return /[A-Za-z]/.test(String.fromCharCode(codePoint)) ? 'Latn' : 'Zyyy';
  let tag = known.get(codePoint);
  if (tag === undefined) {
    const char = String.fromCodePoint(codePoint);
    tag = SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? 'Zyyy';
    known.set(codePoint, tag);
  }
  return tag;
}
