/**
 * Word segmentation without ICU for Latin text. pdfme wraps every text line (text fields, table cells, its table
 * layout) by asking `Intl.Segmenter(undefined, { granularity: 'word' })` for the line's words, and V8's `segment()`
 * sets up an ICU break iterator per call: about 20 µs a line, a tenth of an invoice's render. For strings of tab,
 * printable ASCII and Latin-1 letters and signs, the word boundaries of UAX #29 as ICU applies them are a few
 * comparisons a character (the rules below); `segment()` gives those strings the same segments from this scanner
 * and hands every other string to ICU.
 *
 * pdfme keeps its segmenter private (getWordSegmenter in @pdfme/schemas 6.1.13's splitRange chunk) and imports its
 * splitTextToSize as a module binding, so neither can be replaced: the render engine patches
 * `Intl.Segmenter.prototype.segment` of its thread instead, which changes no answer, only its cost. A segmenter is
 * given the fast path only after it has cut a set of probe strings exactly as the scanner does, so a locale whose
 * word rules differ from ICU's root rules keeps ICU (en-US-u-va-posix, for one, parts "a.b" in three).
 * wordSegments.test.ts compares the scanner with ICU on random and real strings.
 */

/** Word_Break classes of the characters the scanner knows (Unicode WordBreakProperty.txt, as ICU's root rules use them). */
const OTHER = 0;
const LETTER = 1; // ALetter
const DIGIT = 2; // Numeric
const MID_LETTER = 3; // MidLetter: : ·
const MID_NUMBER = 4; // MidNum: , ;
const MID_BOTH = 5; // MidNumLet and Single_Quote: . '
const JOINER = 6; // ExtendNumLet: _
const SPACE = 7; // WSegSpace
const UNKNOWN = 255; // outside the scanner's alphabet

const classes = makeClasses();

function makeClasses(): Uint8Array {
  const table = new Uint8Array(256).fill(UNKNOWN);
  table[0x09] = OTHER;
  for (let code = 0x20; code <= 0x7e; code += 1) table[code] = OTHER;
  for (let code = 0xa0; code <= 0xff; code += 1) table[code] = OTHER;
  table[0xad] = UNKNOWN; // soft hyphen: Format, which rule WB4 makes transparent; left to ICU
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz\u00aa\u00b5\u00b8\u00ba'; // the cedilla is ALetter in Unicode 15
  for (const letter of letters) table[letter.charCodeAt(0)] = LETTER;
  for (let code = 0xc0; code <= 0xff; code += 1) if (code !== 0xd7 && code !== 0xf7) table[code] = LETTER;
  for (let code = 0x30; code <= 0x39; code += 1) table[code] = DIGIT;
  table[0x3a] = MID_LETTER;
  table[0xb7] = MID_LETTER;
  table[0x2c] = MID_NUMBER;
  table[0x3b] = MID_NUMBER;
  table[0x2e] = MID_BOTH;
  table[0x27] = MID_BOTH;
  table[0x5f] = JOINER;
  table[0x20] = SPACE;
  return table;
}

/** Whether UAX #29 keeps the characters at `index - 1` and `index` of `kinds` (their classes) together. */
function joined(kinds: Uint8Array, index: number): boolean {
  const before = kinds[index - 1];
  const after = kinds[index];
  switch (after) {
    case SPACE:
      return before === SPACE; // WB3d
    case LETTER:
      if (before === LETTER || before === DIGIT || before === JOINER) return true; // WB5, WB10, WB13b
      return (before === MID_LETTER || before === MID_BOTH) && index >= 2 && kinds[index - 2] === LETTER; // WB7
    case DIGIT:
      if (before === DIGIT || before === LETTER || before === JOINER) return true; // WB8, WB9, WB13b
      return (before === MID_NUMBER || before === MID_BOTH) && index >= 2 && kinds[index - 2] === DIGIT; // WB11
    case JOINER:
      return before === LETTER || before === DIGIT || before === JOINER; // WB13a
    case MID_LETTER:
      return before === LETTER && index + 1 < kinds.length && kinds[index + 1] === LETTER; // WB6
    case MID_NUMBER:
      return before === DIGIT && index + 1 < kinds.length && kinds[index + 1] === DIGIT; // WB12
    case MID_BOTH:
      if (index + 1 >= kinds.length) return false;
      return (before === LETTER && kinds[index + 1] === LETTER) || (before === DIGIT && kinds[index + 1] === DIGIT); // WB6, WB12
    default:
      return false; // WB999
  }
}

/** One segment as Intl.Segmenter gives it. */
export interface WordSegment {
  segment: string;
  index: number;
  input: string;
  isWordLike: boolean;
}

/**
 * `text`'s word segments as ICU's root rules cut them (what `Intl.Segmenter` with granularity "word" gives), or
 * undefined when `text` has a character outside tab, printable ASCII and Latin-1 (soft hyphen excluded).
 */
export function latinWordSegments(text: string): WordSegment[] | undefined {
  const length = text.length;
  const kinds = new Uint8Array(length);
  for (let index = 0; index < length; index += 1) {
    const code = text.charCodeAt(index);
    const kind = code < 256 ? classes[code] : UNKNOWN;
    if (kind === UNKNOWN) return undefined;
    kinds[index] = kind;
  }
  const segments: WordSegment[] = [];
  let start = 0;
  // ICU's rule status: a segment with a letter or a digit is a word, and so is a run of two or more underscores.
  let wordLike = false;
  for (let index = 0; index < length; index += 1) {
    if (index > start && !joined(kinds, index)) {
      segments.push({ segment: text.slice(start, index), index: start, input: text, isWordLike: wordLike || (kinds[start] === JOINER && index - start > 1) });
      start = index;
      wordLike = false;
    }
    const kind = kinds[index];
    if (kind === LETTER || kind === DIGIT) wordLike = true;
  }
  if (length > start) segments.push({ segment: text.slice(start), index: start, input: text, isWordLike: wordLike || (kinds[start] === JOINER && length - start > 1) });
  return segments;
}

/**
 * Strings on which a locale's word rules could part from the root rules the scanner follows: colons and full stops
 * between letters (the POSIX variant's), apostrophes, digit groups, underscores, spaces, Latin-1 letters.
 */
const PROBES = ['a:b c.d e\'f g·h', '1,2 3.4 5;6 7\'8 9:0', 'a_b __ _ a1b 1a. x..y', 'Ünïcödé ßtraße ¸ µ ª º', "l'été c'est 1.500,00 EUR 12:30", '\t  a\tb'];

let installed = false;

/** Gives `Intl.Segmenter`'s word segmentation the scanner's result for Latin strings, in this thread (once). */
export function installWordSegmentsFastPath(): void {
  if (installed || typeof Intl.Segmenter !== 'function') return;
  installed = true;
  const prototype = Intl.Segmenter.prototype;
  const segment = prototype.segment;
  const checked = new WeakMap<object, boolean>();
  const sameAsScanner = (segmenter: Intl.Segmenter): boolean => {
    if (segmenter.resolvedOptions().granularity !== 'word') return false;
    return PROBES.every((probe) => JSON.stringify(latinWordSegments(probe)) === JSON.stringify([...segment.call(segmenter, probe)].map((part) => ({ ...part }))));
  };
  prototype.segment = function (this: Intl.Segmenter, input: string): Intl.Segments {
    let fast = checked.get(this);
    if (fast === undefined) {
      // a receiver that is no segmenter gets the original's TypeError
      if (!(this instanceof Intl.Segmenter)) return segment.call(this, input);
      checked.set(this, (fast = sameAsScanner(this)));
    }
    const segments = fast && typeof input === 'string' ? latinWordSegments(input) : undefined;
    return segments ? (new CutSegments(segments, this, segment) as unknown as Intl.Segments) : segment.call(this, input);
  };
}

/**
 * An `Intl.Segments` over segments already cut: iterable any number of times, each time with objects of its own as
 * ICU's are; `containing` asks ICU (pdfme never calls it). Classes, not closures: this runs for every line drawn.
 */
class CutSegments {
  private iterations = 0;
  constructor(private readonly segments: WordSegment[], private readonly segmenter: Intl.Segmenter, private readonly icu: Intl.Segmenter['segment']) {}
  containing(index?: number): Intl.SegmentData | undefined {
    const first = this.segments[0];
    return this.icu.call(this.segmenter, first ? first.input : '').containing(index);
  }
  [Symbol.iterator](): IterableIterator<Intl.SegmentData> {
    return new CutSegmentIterator(this.segments, this.iterations++ > 0);
  }
}

class CutSegmentIterator implements IterableIterator<Intl.SegmentData> {
  private position = 0;
  constructor(private readonly segments: WordSegment[], private readonly copies: boolean) {}
  next(): IteratorResult<Intl.SegmentData> {
    if (this.position >= this.segments.length) return { value: undefined, done: true };
    const part = this.segments[this.position++];
    return { value: this.copies ? { ...part } : part, done: false };
  }
  [Symbol.iterator](): IterableIterator<Intl.SegmentData> {
    return this;
  }
}
