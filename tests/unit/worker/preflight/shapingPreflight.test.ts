/**
 * Issue #16: a face that has a script's letters but not its OpenType substitutions prints Arabic unjoined without a
 * box; preflight and the preview render name the record, field, character and face. Text in Roboto falls back to
 * Noto Sans Arabic, which shapes it: nothing to report.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import type { Template } from '../../../../src/templates/types';
import { createField } from '../../../../src/templates/fieldTypes';
import { engineOverComlink } from '../support/engine';

const require = createRequire(import.meta.url);
const arabic = readFileSync(require.resolve('@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf'));

/** The same font with its GSUB table renamed in the table directory: the letters stay, the joining forms are gone. */
function withoutSubstitutions(font: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(font);
  const tables = (bytes[4] << 8) | bytes[5];
  for (let entry = 0; entry < tables; entry += 1) {
    const at = 12 + entry * 16;
    if (String.fromCharCode(...bytes.subarray(at, at + 4)) === 'GSUB') bytes.set([0x58, 0x53, 0x55, 0x42], at); // "XSUB"
  }
  return bytes;
}

const dataUrl = (bytes: Uint8Array) => `data:font/ttf;base64,${Buffer.from(bytes).toString('base64')}`;

const template = {
  basePdf: { width: 210, height: 100, padding: [0, 0, 0, 0] },
  schemas: [[
    { ...createField('text', 'plain', { x: 10, y: 10 } as never), fontName: 'Roboto' },
    { ...createField('text', 'unjoined', { x: 10, y: 30 } as never), fontName: 'ArabicNoShaping' },
    { ...createField('text', 'joined', { x: 10, y: 50 } as never), fontName: 'ArabicFull' },
  ]],
  platen: { fonts: { ArabicNoShaping: dataUrl(withoutSubstitutions(arabic)), ArabicFull: dataUrl(arabic) } },
} as unknown as Template;

const engine = engineOverComlink(1);
afterAll(() => engine.close());

describe('a face without the shaping its script needs', () => {
  it('is named by preflight with row, field, character and face; a face that shapes it, or the fallback, is not', { timeout: 240_000 }, async () => {
    const problems = await engine.api.preflight(template, [
      { plain: 'مرحبا', unjoined: 'Hello', joined: 'مرحبا' },
      { plain: 'مرحبا', unjoined: 'شكرا جزيلا', joined: 'شكرا' },
    ]);
    const shaping = problems.filter((p) => p.message.includes('shaping'));
    expect(shaping).toHaveLength(1);
    expect(shaping[0]).toMatchObject({ path: ['records', 1, 'unjoined'], severity: 'warning' });
    expect(shaping[0].message).toContain('“ش” (U+0634, Arabic) is set in ArabicNoShaping, which has no Arabic shaping');
  });

  it('the preview render prints the record and returns the same finding as a warning', { timeout: 240_000 }, async () => {
    const result = await engine.api.render(template, { plain: '', unjoined: 'مرحبا', joined: '' });
    expect(result.ok).toBe(true);
    expect(result.ok && result.warnings.map((w) => w.field)).toEqual(['unjoined']);
  });
});
