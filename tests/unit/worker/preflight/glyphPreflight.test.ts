/** The app's preflight (PlatenApi.preflight over Comlink) reports characters no font can draw (issue #8). */
import { afterAll, describe, expect, it } from 'vitest';
import type { Template } from '../../../../src/templates/types';
import { createField } from '../../../../src/templates/fieldTypes';
import { engineOverComlink } from '../support/engine';

const engine = engineOverComlink(1);
afterAll(() => engine.close());

const template = {
  basePdf: { width: 210, height: 297, padding: [0, 0, 0, 0] },
  schemas: [
    [
      { ...createField('text', 'name', { x: 10, y: 10 } as never), fontName: 'Roboto' },
      { ...createField('table', 'items', { x: 10, y: 40 } as never), head: ['Item', 'Note'], headWidthPercentages: [50, 50], content: '[]' },
    ],
  ],
} as unknown as Template;

describe('glyph preflight', () => {
  it('names the row, field and character; text the fallback fonts cover is not reported', { timeout: 240_000 }, async () => {
    const problems = await engine.api.preflight(template, [
      { name: 'Ada', items: '[["a","b"]]' },
      { name: '山田太郎 김민준 مرحبا', items: '[["王小明","שלום"]]' },
      { name: 'Pharaoh 𓀀', items: '[["ok","Ա"]]' },
    ]);
    const glyphs = problems.filter((p) => p.message.includes('has no glyph'));
    expect(glyphs).toEqual([
      { path: ['records', 2, 'name'], message: '“𓀀” (U+13000) has no glyph in any font', severity: 'warning' },
      { path: ['records', 2, 'items'], message: '“Ա” (U+0531) has no glyph in any font', severity: 'warning' },
    ]);
  });

  it('the preview render prints the record and returns the same finding as a warning', { timeout: 240_000 }, async () => {
    const result = await engine.api.render(template, { name: 'Pharaoh 𓀀', items: '[]' });
    expect(result.ok).toBe(true);
    expect(result.ok && result.warnings).toEqual([{ row: 0, field: 'name', message: '“𓀀” (U+13000) has no glyph in any font' }]);
  });
});
