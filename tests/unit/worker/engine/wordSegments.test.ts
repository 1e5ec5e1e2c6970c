/**
 * pdfme wraps text lines at the words `Intl.Segmenter` finds; the scanner that stands in for ICU on Latin strings
 * must cut every one of them exactly where ICU does, or a line would wrap elsewhere and the PDF change. ICU here is a
 * fresh realm's Intl.Segmenter: the one of this thread may already be patched by an engine of another test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { invoiceRecord } from '../../../../bench/fixtures/invoice';
import { GALLERY } from '../../../../src/templates/gallery';
import { installWordSegmentsFastPath, latinWordSegments } from '../../../../src/worker/engine/wordSegments';

const PristineSegmenter = runInNewContext('Intl.Segmenter') as typeof Intl.Segmenter;
const icu = new PristineSegmenter(undefined, { granularity: 'word' });
const icuSegments = (text: string) => Array.from(icu.segment(text), (part) => ({ ...part }));

/** A deterministic random source (a linear congruential generator), so a failure names a string that fails again. */
function random(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % below;
  };
}

const TRICKY = [...".,':;-_@/ \t  aAbzZ0159éüßÀÿ×÷·ª©µ¸º\"!?()$%&+=#*[]{}<>|~^`\u00a0¡¿°±²³¼½¾Øø"];

/** Every string value of the repository's example data, bench fixture and gallery samples, line by line as pdfme wraps them. */
function realisticLines(): string[] {
  const values: unknown[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') values.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  const examples = join(__dirname, '../../../../examples');
  for (const file of readdirSync(examples)) {
    const text = readFileSync(join(examples, file), 'utf8');
    if (file.endsWith('.json')) collect(JSON.parse(text));
    else collect(text.split(/[,\n]/));
  }
  for (let index = 0; index < 50; index += 1) collect(invoiceRecord(index));
  for (const entry of GALLERY) collect(entry.sampleRecords.map((record) => Object.values(record).map((value) => (value.startsWith('[') ? JSON.parse(value) : value))));
  return values.flatMap((value) => (value as string).split(/\r\n|\r|\n|\f|\v/g)).map((line) => line.trimEnd());
}

describe('latinWordSegments', () => {
  it('cuts random strings of punctuation, digits, spaces and Latin letters exactly where ICU does', () => {
    const next = random(29);
    for (let count = 0; count < 20_000; count += 1) {
      let text = '';
      for (let length = 1 + next(24); length > 0; length -= 1) text += TRICKY[next(TRICKY.length)];
      expect(latinWordSegments(text), JSON.stringify(text)).toEqual(icuSegments(text));
    }
  });

  it('cuts every Latin-1 character in the contexts its rules look at exactly where ICU does', () => {
    for (let code = 0; code < 256; code += 1) {
      const char = String.fromCharCode(code);
      for (const context of ['a', '1', '_', ' ', '.', 'a.', '1,', "a'", 'a:', 'xy', '12']) {
        for (const text of [char + context, context + char, context + char + context, char + char + context, context[0] + char + context]) {
          const segments = latinWordSegments(text);
          if (segments) expect(segments, JSON.stringify(text)).toEqual(icuSegments(text));
        }
      }
    }
  });

  it('cuts the example data, the bench records and the gallery samples exactly where ICU does', () => {
    const lines = realisticLines();
    let fast = 0;
    for (const line of lines) {
      const segments = latinWordSegments(line);
      if (!segments) continue;
      fast += 1;
      expect(segments, JSON.stringify(line)).toEqual(icuSegments(line));
    }
    expect(fast).toBeGreaterThan(lines.length / 2);
  });

  it('leaves other scripts, the soft hyphen and characters past Latin-1 to ICU', () => {
    for (const text of ['Ελλάδα', '東京', 'a\u00adb', '€ 5', 'a\u2019b', 'e\u0301', 'a\u200db', '\u0085']) expect(latinWordSegments(text)).toBeUndefined();
  });
});

describe('installWordSegmentsFastPath', () => {
  installWordSegmentsFastPath();
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

  it('gives a word segmenter the same segments as ICU, Latin or not, on every iteration', () => {
    for (const text of ['Northwind Office Supply', 'INV-000042', "l'été, 12:30 à 1.500,00", 'Ελλάδα and 東京', '', '  ']) {
      const segments = segmenter.segment(text);
      expect(Array.from(segments, (part) => ({ ...part }))).toEqual(icuSegments(text));
      expect(Array.from(segments, (part) => ({ ...part }))).toEqual(icuSegments(text));
      expect({ ...segments.containing(0) }).toEqual({ ...icu.segment(text).containing(0) });
    }
  });

  it('answers Latin strings without ICU and the rest with it', () => {
    const native = (segments: Intl.Segments) => /\[native code\]/.test(Function.prototype.toString.call(segments.containing));
    expect(native(segmenter.segment('Invoice date 2026-11-05'))).toBe(false);
    expect(native(segmenter.segment('Ελλάδα'))).toBe(true);
  });

  it('keeps ICU for a locale whose word rules differ (POSIX parts "a.b" in three) and for graphemes', () => {
    const posix = new Intl.Segmenter('en-US-u-va-posix', { granularity: 'word' });
    const pristinePosix = new PristineSegmenter('en-US-u-va-posix', { granularity: 'word' });
    expect(Array.from(posix.segment('a.b c:d'), (part) => part.segment)).toEqual(Array.from(pristinePosix.segment('a.b c:d'), (part) => part.segment));
    const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    expect(Array.from(graphemes.segment('ab c'), (part) => part.segment)).toEqual(['a', 'b', ' ', 'c']);
  });
});
