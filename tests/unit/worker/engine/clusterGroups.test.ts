/**
 * The simple-line path of clusterGroups.ts must give exactly the groups the general path gives (the same glyph codes,
 * ToUnicode meanings and read-back verdicts, hence the same TJ operators), and must refuse every line it cannot take:
 * right-to-left runs, marks, ligatures, reordered clusters.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { PDFDocument, type PDFFont } from '@pdfme/pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { generalGroups, groupsOf, isWhiteSpace, simpleGroups, words } from '../../../../src/worker/engine/clusterGroups';
import type { FontkitFont } from '../../../../src/worker/fonts/fontkitFont';
import { loadShaper } from '../../../../src/worker/shaping/harfbuzz';
import { shapeLine, type ShapedLine } from '../../../../src/worker/shaping/shapeLine';

const require = createRequire(import.meta.url);
const fontFile = (file: string) => new Uint8Array(readFileSync(require.resolve(`@expo-google-fonts/${file}`)));
const ROBOTO = fontFile('roboto/400Regular/Roboto_400Regular.ttf');
const ARABIC = fontFile('noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf');
const DEVANAGARI = fontFile('noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf');

const shape = (text: string, bytes: Uint8Array): ShapedLine => shapeLine(text, { font: fontkit.create(bytes as never) as unknown as FontkitFont, bytes }, undefined);

/** A fresh document's subset of the font: its codes and meanings start empty. */
async function subsetFont(bytes: Uint8Array): Promise<PDFFont> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit as never);
  return doc.embedFont(bytes, { subset: true });
}

/** Each line's groups and words, lines in order into one font (meanings carry over from line to line). */
async function groupLines(texts: string[], bytes: Uint8Array, path: typeof generalGroups) {
  const font = await subsetFont(bytes);
  return texts.map((text) => {
    const line = shape(text, bytes);
    return line.runs.map((run) => {
      const groups = path(run, line.text, font);
      return { groups, words: words(groups, line.text) };
    });
  });
}

const simpleOnly = (run: Parameters<typeof generalGroups>[0], text: string, font: PDFFont) => {
  const groups = simpleGroups(run, text, font);
  if (!groups) throw new Error(`not a simple line: ${text}`);
  return groups;
};

describe('cluster groups', () => {
  beforeAll(() => loadShaper());
  const invoiceLines = ['Northwind Trading Company', 'Invoice date 2026-11-01', 'Total EUR 1,234.56', 'VAT 20% 205.76',
    'Thank you for your business. Please pay within 30 days quoting the invoice number.', 'accounts12@customer.example'];

  it('gives the general path\'s groups and words on simple lines', async () => {
    expect(await groupLines(invoiceLines, ROBOTO, simpleOnly)).toEqual(await groupLines(invoiceLines, ROBOTO, generalGroups));
  });

  it('gives the general path\'s verdicts when a glyph met another meaning first (the line needs /ActualText)', async () => {
    // Roboto draws Greek capital delta and the increment sign with one glyph: the second does not read back
    const lines = ['Δ 5', '\u2206 5'];
    const simple = await groupLines(lines, ROBOTO, simpleOnly);
    expect(simple).toEqual(await groupLines(lines, ROBOTO, generalGroups));
    expect(simple[1][0].groups.some((group) => !group.readsBack)).toBe(true);
  });

  it('refuses right-to-left runs, marks, ligatures and reordered clusters', async () => {
    const cases: [string, Uint8Array][] = [['مرحبا بالعالم', ARABIC], ['e\u0301te\u0301', ROBOTO], ['office', ROBOTO], ['क्षि', DEVANAGARI], ['किताब', DEVANAGARI]];
    for (const [text, bytes] of cases) {
      const line = shape(text, bytes);
      const font = await subsetFont(bytes);
      for (const run of line.runs) expect(simpleGroups(run, line.text, font), text).toBeUndefined();
      // and groupsOf then gives what the general path gives
      const other = await subsetFont(bytes);
      expect(line.runs.map((run) => groupsOf(run, line.text, font))).toEqual(line.runs.map((run) => generalGroups(run, line.text, other)));
    }
  });

  it('calls white space what /^\\s+$/u calls white space', () => {
    const disagree: number[] = [];
    for (let unit = 0; unit <= 0xffff; unit += 1) {
      const text = `a${String.fromCharCode(unit)}b`;
      if (isWhiteSpace(text, 1, 2) !== /^\s+$/u.test(text.slice(1, 2))) disagree.push(unit);
    }
    expect(disagree).toEqual([]);
    expect(isWhiteSpace('a \u00a0b', 1, 3)).toBe(true);
    expect(isWhiteSpace('a 😀', 1, 4)).toBe(false);
  });
});
