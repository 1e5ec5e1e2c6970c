/**
 * Issue #8: text a field's font lacks prints in a shipped fallback font, read back with poppler (pdftotext, pdffonts),
 * and the same record gives the same bytes on a cold and a warm engine.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RenderEngine } from '../../../../src/worker/engine/renderEngine';
import { readFontFromNodeModules } from '../../../../src/worker/fonts/nodeFontReader';
import type { DataRecord, Template } from '../../../../src/templates/types';
import { pdfFonts, pdfText, textFields } from '../support/fallbackTemplates';

/** One name per script, each in a Roboto field; the font that must print it (undefined: Roboto has it). */
const SCRIPTS: { field: string; value: string; font?: string; readBack?: string }[] = [
  { field: 'japanese', value: '山田太郎 やまだ タロウ', font: 'NotoSansJP' },
  { field: 'korean', value: '김민준 서울특별시', font: 'NotoSansKR' },
  { field: 'simplified', value: '简体中文 张伟', font: 'NotoSansSC' },
  { field: 'greek', value: 'Γιώργος Παπαδόπουλος' },
  { field: 'cyrillic', value: 'Иван Петрович Ԥ', font: 'NotoSans' },
  { field: 'vietnamese', value: 'Nguyễn Thị Ánh' },
  { field: 'latinExtended', value: 'ȸ ₿ ⅓ Ϗ', font: 'NotoSans' },
  { field: 'arabic', value: 'مرحبا بالعالم', font: 'NotoSansArabic' },
  { field: 'hebrew', value: 'שלום עולם', font: 'NotoSansHebrew' },
  { field: 'thai', value: 'สวัสดี ภาษาไทย', font: 'NotoSansThai' },
  // The pre-base vowel sign ि is drawn before its consonant; the word's /ActualText gives it back in logical order
  // (before the shaping pipeline, pdftotext read दुिनया in drawn order).
  { field: 'devanagari', value: 'नमस्ते दुनिया', font: 'NotoSansDevanagari' },
  { field: 'symbols', value: '① ★', font: 'NotoSansSymbols' },
];

const template = textFields(SCRIPTS.map((s) => s.field));
const record: DataRecord = Object.fromEntries(SCRIPTS.map((s) => [s.field, s.value]));

/** pdftotext marks right-to-left lines with embedding controls (U+202B … U+202C); the words are what matter. */
const withoutBidiMarks = (text: string) => text.replace(/[\u202a-\u202e]/g, '');

async function renderOk(engine: RenderEngine, t: Template, r: DataRecord): Promise<Uint8Array> {
  const result = await engine.render(t, r);
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('; '));
  expect(result.warnings).toEqual([]);
  return result.pdf;
}

describe('per-glyph font fallback', () => {
  // A fixed clock: the creation date is the only thing allowed to differ between two renders of one record.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
  });
  afterAll(() => vi.useRealTimers());

  it('prints every script of a Roboto field in the fallback font that has it, embedded as a subset', { timeout: 240_000 }, async () => {
    const pdf = await renderOk(new RenderEngine(readFontFromNodeModules), template, record);
    const lines = withoutBidiMarks(pdfText(pdf)).split('\n');
    // poppler's reading-order mode sometimes joins words set in symbol-heavy fonts ("ȸ₿⅓Ϗ"): compare without spaces,
    // except right-to-left lines, whose word order is the point.
    const squeeze = (text: string) => text.replace(/\s+/g, '');
    for (const { value, readBack } of SCRIPTS) expect(lines.map(squeeze)).toContain(squeeze(readBack ?? value));
    for (const { field } of SCRIPTS.filter((s) => s.field === 'arabic' || s.field === 'hebrew')) expect(lines).toContain(record[field]);

    const fonts = pdfFonts(pdf);
    for (const name of new Set(SCRIPTS.map((s) => s.font).filter(Boolean))) {
      const font = fonts.find((f) => f.name.endsWith(`+${name}`));
      expect(font, `${name} embedded`).toMatchObject({ embedded: true, subset: true });
    }
    // Only what the text needs: no Traditional Chinese shapes without a language that asks for them.
    expect(fonts.some((f) => f.name.includes('NotoSansTC'))).toBe(false);
  });

  it('gives the same bytes cold and warm, whatever the engine printed before', { timeout: 240_000 }, async () => {
    const cold = await renderOk(new RenderEngine(readFontFromNodeModules), template, record);
    const warm = new RenderEngine(readFontFromNodeModules);
    // Warm it with other records first: fallback fonts loaded, glyph runs cached, fonts parsed.
    await renderOk(warm, template, { korean: '한국어', arabic: 'السلام عليكم', japanese: 'こんにちは' });
    const again = await renderOk(warm, template, record);
    const third = await renderOk(warm, template, record);
    expect(Buffer.from(again).equals(Buffer.from(cold))).toBe(true);
    expect(Buffer.from(third).equals(Buffer.from(cold))).toBe(true);
    expect(pdfText(third)).toBe(pdfText(cold));
  });

  it('sets Han in Traditional or Simplified Chinese shapes when the template says its language', { timeout: 240_000 }, async () => {
    const engine = new RenderEngine(readFontFromNodeModules);
    const han = { japanese: '繁體中文 陳美玲' };
    const traditional = await renderOk(engine, { ...template, platen: { lang: 'zh-Hant' } }, han);
    expect(pdfFonts(traditional).map((f) => f.name.split('+')[1])).toContain('NotoSansTC');
    const untagged = await renderOk(engine, template, han);
    expect(pdfFonts(untagged).map((f) => f.name.split('+')[1])).toContain('NotoSansJP');
    expect(withoutBidiMarks(pdfText(traditional))).toContain('繁體中文 陳美玲');
  });

  it('keeps the field font for what it covers: a Latin-only record embeds no fallback font', { timeout: 120_000 }, async () => {
    const pdf = await renderOk(new RenderEngine(readFontFromNodeModules), template, { greek: 'Plain ASCII', vietnamese: 'Nguyễn' });
    // and the field font is a subset that readers see as one: its name carries a tag (pdffonts' "sub" column)
    expect(pdfFonts(pdf)).toEqual([{ name: expect.stringMatching(/^[A-Z]{6}\+Roboto-Regular$/), embedded: true, subset: true }]);
  });
});
