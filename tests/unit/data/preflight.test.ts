import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Font } from '@pdfme/common';
import type { FieldSchema, Template } from '../../../src/templates/types';
import { preflightLocal } from '../../../src/data/preflightLocal';
import { runPreflight } from '../../../src/worker/preflight';
import { pngDataUrl } from './imageFixtures';

const require = createRequire(import.meta.url);

function field(name: string, type: string, extra: Partial<FieldSchema> = {}): FieldSchema {
  return { name, type, position: { x: 10, y: 10 }, width: 60, height: 10, ...extra };
}

function template(fields: FieldSchema[]): Template {
  return { schemas: [fields], basePdf: { width: 100, height: 60, padding: [0, 0, 0, 0] } };
}

const roboto: Font = {
  Roboto: { data: readFileSync(require.resolve('@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf')), fallback: true },
};

describe('preflight without fonts', () => {
  const badge = template([
    field('name', 'text', { required: true }),
    field('ean', 'ean13'),
    field('photo', 'image'),
  ]);

  it('flags a required field left empty, naming row and field', () => {
    const problems = preflightLocal(badge, [{ name: 'Ada', ean: '', photo: '' }, { name: '  ', ean: '', photo: '' }]);
    expect(problems).toEqual([
      { path: ['records', 1, 'name'], message: 'is required but empty', severity: 'error' },
    ]);
  });

  it('flags an EAN-13 with a wrong check digit and accepts a right one', () => {
    const problems = preflightLocal(badge, [
      { name: 'a', ean: '4006381333931', photo: '' },
      { name: 'b', ean: '4006381333932', photo: '' },
      { name: 'c', ean: '40063813', photo: '' },
    ]);
    expect(problems.map((p) => p.path)).toEqual([['records', 1, 'ean'], ['records', 2, 'ean']]);
    expect(problems[0].message).toBe('EAN-13 check digit should be 1, not 2, in “4006381333932”');
    expect(problems[1].message).toBe('EAN-13 needs 12 or 13 digits, got “40063813”');
  });

  it('flags a value its field cannot format, naming row, field and format', () => {
    const invoice = template([field('total', 'text', { platenFormat: { kind: 'currency', locale: 'en-GB', currency: 'EUR' } })]);
    const problems = preflightLocal(invoice, [{ total: '99.5' }, { total: '99,5' }, { total: '' }]);
    expect(problems).toEqual([
      {
        path: ['records', 1, 'total'],
        message: '“99,5” is not a number; the field is formatted as currency (EUR, en-GB)',
        severity: 'error',
      },
    ]);
  });

  it('accepts a PNG, refuses a GIF, text and a truncated header, warns on 40 megapixels', () => {
    const gif = `data:image/gif;base64,${Buffer.from('GIF89a\x01\x00\x01\x00').toString('base64')}`;
    const broken = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).toString('base64')}`;
    const problems = preflightLocal(badge, [
      { name: 'a', ean: '', photo: pngDataUrl(2, 3) },
      { name: 'b', ean: '', photo: gif },
      { name: 'c', ean: '', photo: 'portrait.png' },
      { name: 'd', ean: '', photo: broken },
      { name: 'e', ean: '', photo: pngDataUrl(8000, 6000) },
    ]);
    expect(problems.map((p) => [p.path[1], p.severity])).toEqual([[1, 'error'], [2, 'error'], [3, 'error'], [4, 'warning']]);
    expect(problems[0].message).toContain('GIF');
    expect(problems[1].message).toContain('portrait.png');
    expect(problems[2].message).toContain('cannot be decoded');
    expect(problems[3].message).toContain('48 megapixels');
  });
});

describe('preflight in the worker (real font metrics)', () => {
  it('flags text that overflows its box and passes text that fits', async () => {
    const t = template([field('name', 'text', { fontSize: 12, height: 6 })]);
    const problems = await runPreflight(t, [{ name: 'Ada Lovelace' }, { name: 'Ada Lovelace, Countess of Lovelace, mathematician and writer' }], {
      font: roboto,
    });
    expect(problems).toHaveLength(1);
    expect(problems[0].path).toEqual(['records', 1, 'name']);
    // by how much (issue #17), so a sliver of overflow can be told from a cut-off name
    const [, needed] = /it needs (\d+\.\d) mm/.exec(problems[0].message) ?? [];
    expect(problems[0].message).toBe(`text does not fit: ${(Number(needed) - 6).toFixed(1)} mm too tall — it needs ${needed} mm, the box is 6.0 mm high`);
    expect(problems[0].cause).toBe('overflow');
  });

  it('lets dynamic font size shrink first, and flags only what does not fit even at the minimum', async () => {
    const t = template([field('name', 'text', { fontSize: 12, height: 6, dynamicFontSize: { min: 6, max: 12, fit: 'horizontal' } })]);
    const long = 'Ada Lovelace, Countess of Lovelace';
    const huge = 'Ada Lovelace, Countess of Lovelace, mathematician, writer. '.repeat(5);
    const problems = await runPreflight(t, [{ name: long }, { name: huge }], { font: roboto });
    expect(problems.map((p) => p.path)).toEqual([['records', 1, 'name']]);
    expect(problems[0].message).toContain('even at the smallest font size (6 pt)');
  });

  it('measures a formatted field on the text it prints, not on the raw value', async () => {
    // At 12 pt an 18 mm box holds "1000000" and "£1.00" on one line; "£1,000,000.00" wraps and overflows.
    const money = { kind: 'currency', locale: 'en-GB', currency: 'GBP' };
    const t = template([field('total', 'text', { fontSize: 12, height: 6, width: 18, platenFormat: money })]);
    const problems = await runPreflight(t, [{ total: '1' }, { total: '1000000' }], { font: roboto });
    expect(problems.map((p) => p.path)).toEqual([['records', 1, 'total']]);
  });

  it('merges local problems in record order', async () => {
    const t = template([field('name', 'text', { height: 6, required: true }), field('ean', 'ean13')]);
    const problems = await runPreflight(t, [{ name: 'x'.repeat(200), ean: '1' }, { name: '', ean: '' }], { font: roboto });
    expect(problems.map((p) => p.path)).toEqual([['records', 0, 'ean'], ['records', 0, 'name'], ['records', 1, 'name']]);
  });
});
