/**
 * Fallback glyphs count in layout (issue #8): pdfme wraps, aligns and sizes text with their real widths, in text
 * fields, tables and multi-variable text alike. Positions are read back with pdftotext -bbox (pt from the top left).
 */
import { describe, expect, it } from 'vitest';
import { RenderEngine } from '../../../../src/worker/engine/renderEngine';
import { readFontFromNodeModules } from '../../../../src/worker/fonts/nodeFontReader';
import type { DataRecord, Template } from '../../../../src/templates/types';
import { createField } from '../../../../src/templates/fieldTypes';
import { pdfText, pdfWords, textFields } from '../support/fallbackTemplates';

const PT_PER_MM = 72 / 25.4;
const MIXED = '東京都千代田区丸の内一丁目 서울특별시 중구 세종대로 上海市浦东新区世纪大道 Ελληνικά Русский';

async function render(template: Template, record: DataRecord): Promise<Uint8Array> {
  const result = await new RenderEngine(readFontFromNodeModules).render(template, record);
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('; '));
  return result.pdf;
}

/** A text field 40 mm wide at x = 10 mm: its right edge, pt. */
const narrow = (field: Record<string, unknown>) => textFields(['address'], { width: 40, height: 80, ...field });
const RIGHT_EDGE = 50 * PT_PER_MM;

describe('fallback glyphs in layout', () => {
  it('wraps a long mixed-script line inside a narrow box', { timeout: 240_000 }, async () => {
    const words = pdfWords(await render(narrow({}), { address: MIXED }));
    const lines = new Set(words.map((w) => Math.round(w.yMin)));
    expect(lines.size).toBeGreaterThanOrEqual(4);
    for (const word of words) {
      expect(word.xMin, word.text).toBeGreaterThanOrEqual(10 * PT_PER_MM - 0.5);
      expect(word.xMax, word.text).toBeLessThanOrEqual(RIGHT_EDGE + 0.5);
    }
    // Nothing lost on the way: every character comes back (wrapping only adds line breaks).
    expect(pdfText(await render(narrow({}), { address: MIXED })).replace(/\s+/g, '')).toBe(MIXED.replace(/\s+/g, ''));
  });

  it('right-aligns CJK text to the box edge: the fallback widths are the ones measured', { timeout: 240_000 }, async () => {
    const words = pdfWords(await render(narrow({ alignment: 'right' }), { address: '山田太郎' }));
    expect(words).toHaveLength(1);
    expect(Math.abs(words[0].xMax - RIGHT_EDGE)).toBeLessThan(1);
  });

  it('shrinks a dynamic font size to fit Korean text on one line', { timeout: 240_000 }, async () => {
    const field = { height: 10, dynamicFontSize: { min: 4, max: 30, fit: 'horizontal' }, fontSize: 30 };
    const words = pdfWords(await render(narrow(field), { address: '대한민국서울특별시' }));
    expect(words).toHaveLength(1);
    expect(words[0].xMax).toBeLessThanOrEqual(RIGHT_EDGE + 0.5);
    expect(words[0].xMax).toBeGreaterThan(RIGHT_EDGE - 0.25 * (RIGHT_EDGE - 10 * PT_PER_MM));
  });

  it('prints fallback text in table cells and multi-variable text', { timeout: 240_000 }, async () => {
    const template = {
      basePdf: { width: 210, height: 297, padding: [0, 0, 0, 0] },
      schemas: [
        [
          { ...createField('table', 'people', { x: 10, y: 10 } as never), head: ['名前', 'City'], headWidthPercentages: [50, 50], content: '[]' },
          {
            name: 'greeting',
            type: 'multiVariableText',
            position: { x: 10, y: 80 },
            width: 150,
            height: 10,
            text: '안녕하세요 {name}!',
            variables: ['name'],
            content: '{}',
            fontName: 'Roboto',
          },
        ],
      ],
    } as unknown as Template;
    const pdf = await render(template, {
      people: JSON.stringify([['김민준', 'שלום'], ['王小明', 'Αθήνα']]),
      greeting: JSON.stringify({ name: '山田' }),
    });
    const text = pdfText(pdf).replace(/[\u202a-\u202e]/g, '');
    for (const value of ['名前', '김민준', 'שלום', '王小明', 'Αθήνα', '안녕하세요 山田!']) expect(text).toContain(value);
  });
});
