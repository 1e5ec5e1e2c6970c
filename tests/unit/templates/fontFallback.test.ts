/** The fallback chain as data: which shipped fonts may draw a character the field's font lacks, in which order. */
import { describe, expect, it } from 'vitest';
import { codePointLabel, cssUnicodeRange, fallbackCandidates, fallbackFamilies } from '../../../src/templates/fontFallback';
import { findShippedFont } from '../../../src/templates/fonts';

const cp = (char: string) => char.codePointAt(0)!;

describe('fallback candidates', () => {
  it('tries Roboto in the field weight first, then the scripts that hold the character', () => {
    expect(fallbackCandidates(cp('김'), false, false)).toEqual(['Roboto', 'NotoSansKR']);
    expect(fallbackCandidates(cp('م'), true, false)).toEqual(['Roboto-Bold', 'NotoSansArabic-Bold']);
    expect(fallbackCandidates(cp('ȸ'), false, true)).toEqual(['Roboto-Italic', 'NotoSans']);
  });

  it('sets kana in Japanese first, Han by the template language (Japanese shapes without one)', () => {
    expect(fallbackCandidates(cp('や'), false, false).slice(1, 2)).toEqual(['NotoSansJP']);
    expect(fallbackCandidates(cp('中'), false, false).slice(1)).toEqual(['NotoSansJP', 'NotoSansSC', 'NotoSansTC', 'NotoSansKR']);
    expect(fallbackCandidates(cp('中'), false, false, 'zh-Hant-TW')[1]).toBe('NotoSansTC');
    expect(fallbackCandidates(cp('中'), false, false, 'zh-CN')[1]).toBe('NotoSansSC');
    expect(fallbackCandidates(cp('中'), false, false, 'ko')[1]).toBe('NotoSansKR');
  });

  it('has a shipped 400 and 700 face for every family, and CSS ranges in U+ form', () => {
    for (const family of fallbackFamilies()) {
      expect(findShippedFont(family.regular)).toMatchObject({ weight: 400, family: family.family });
      expect(findShippedFont(family.bold)).toMatchObject({ weight: 700, family: family.family });
    }
    expect(cssUnicodeRange([[0x3040, 0x30ff], [0x20, 0x20]])).toBe('U+3040-30FF, U+20');
    expect(codePointLabel(0x13000)).toBe('U+13000');
    expect(codePointLabel(0x531)).toBe('U+0531');
  });
});
