/**
 * Plain text drawn without pdfme's per-draw setup (src/worker/engine/plainTextDraw.ts, issue #23): the file must be
 * the one pdfme's text plugin writes. Every document here is rendered twice, through plainTextDraw.ts and through
 * pdfme's plugin alone, and the two compared byte for byte (the date fixed); the lines drawn through this file are
 * counted to show it drew them. The fields vary every setting the file reads (alignment, vertical alignment, line
 * height, spacing, rotation, opacity, insets, narrow boxes that cut words between characters) and the values every
 * kind of line it splits (blank lines, leading spaces, long words, right-to-left and mixed text, Korean); the
 * settings and values it leaves to pdfme (justified, decorated boxes, Japanese, dynamic font size) are mixed in.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DataRecord, FieldSchema, Template } from '../../../../src/templates/types';
import { GALLERY } from '../../../../src/templates/gallery';
import { fixDocumentDate } from '../../../../src/worker/engine/documentDate';
import { RenderEngine } from '../../../../src/worker/engine/renderEngine';
import { plainTextDraws, splitLines } from '../../../../src/worker/engine/plainTextDraw';
import { repeatedTextDraws } from '../../../../src/worker/engine/repeatedTextDraws';
import { portableTextDraws } from '../../../../src/worker/engine/portableTextDraws';
import { readFontFromNodeModules } from '../../../../src/worker/fonts/nodeFontReader';
import { pdfPageTexts, qpdfProblems } from '../../../support/readBack';
import { invoiceRecord, invoiceTemplate } from '../../../../bench/fixtures/invoice';
import { reportBenchRecord, reportTemplate } from '../../../../bench/fixtures/report';
import { SCRIPT_STRINGS } from '../../../fixtures/scripts/scriptStrings';
import { CJK_PEOPLE, PEOPLE, fullName } from '../../../fixtures/fidelity/people';

const engine = new RenderEngine(readFontFromNodeModules);

afterEach(() => {
  portableTextDraws.enabled = true;
  plainTextDraws.enabled = true;
  repeatedTextDraws.enabled = true;
  fixDocumentDate(undefined);
});

beforeAll(async () => {
  await engine.renderMerged(invoiceTemplate(), [{ row: 0, record: invoiceRecord(0) }]);
});

/** `records` merged into one document through plainTextDraw.ts or through pdfme's plugin alone; kept draws off. */
async function merged(template: Template, records: DataRecord[], plain: boolean) {
  plainTextDraws.enabled = plain;
  repeatedTextDraws.enabled = false; // every text drawn, so every one is compared
  portableTextDraws.enabled = false; // and none pushed again from an earlier document (portableTextDraws.test.ts)
  fixDocumentDate(new Date(Date.UTC(2026, 10, 28)));
  const before = plainTextDraws.linesDrawn;
  const result = await engine.renderMerged(template, records.map((record, row) => ({ row, record })));
  return { pdf: result.pdf!, errors: result.errors, lines: plainTextDraws.linesDrawn - before };
}

/** Renders both ways, expects the same bytes, and answers the lines this file drew. */
async function sameBytes(template: Template, records: DataRecord[]): Promise<{ lines: number; pdf: Uint8Array }> {
  await engine.renderMerged(template, [{ row: 0, record: records[0] }]); // fonts loaded for both runs alike
  const plain = await merged(template, records, true);
  const pdfme = await merged(template, records, false);
  expect(pdfme.lines).toBe(0);
  expect(plain.errors).toEqual(pdfme.errors);
  expect(Buffer.from(plain.pdf).equals(Buffer.from(pdfme.pdf))).toBe(true);
  return { lines: plain.lines, pdf: plain.pdf };
}

function text(name: string, x: number, y: number, extra: Record<string, unknown> = {}): FieldSchema {
  return {
    name, type: 'text', position: { x, y }, width: 60, height: 20, content: '', fontSize: 10, alignment: 'left', verticalAlignment: 'top',
    lineHeight: 1, characterSpacing: 0, fontColor: '#222222', backgroundColor: '', rotate: 0, opacity: 1, ...extra,
  } as FieldSchema;
}

/** A small deterministic generator, so a failing case can be found again. */
function pseudoRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const VALUES = [
  'Northwind Office Supply',
  'A long paragraph that wraps over several lines of its narrow box, with commas, full stops. And numbers 1,234.56.',
  '  leading spaces and trailing ones   ',
  'First line\nSecond line\r\nThird\n\nafter a blank line',
  'Supercalifragilisticexpialidocious-and-then-some-more',
  'Ünïcødé façade — “quotes” … naïve café',
  '안녕하세요 세계, 한국어 줄 바꿈 시험입니다',
  '東京都千代田区丸の内1-2-3 株式会社テスト',
  'x',
  '\n\nnewlines first',
  ...SCRIPT_STRINGS.slice(0, 12).map((entry) => entry.text),
  ...[...PEOPLE, ...CJK_PEOPLE].map(fullName),
];

const pick = <T,>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)];

/** 24 fields on a page, each with settings drawn from `random`: most take this file's path, some pdfme's. */
function variedTemplate(random: () => number): Template {
  const fields = Array.from({ length: 24 }, (_, index) => {
    const column = index % 3;
    const row = Math.floor(index / 3);
    const extra: Record<string, unknown> = {
      width: pick(random, [2, 8, 30, 60]),
      height: pick(random, [6, 20, 30]),
      fontSize: pick(random, [6, 9.5, 10, 14]),
      alignment: pick(random, ['left', 'left', 'center', 'right', 'justify']),
      verticalAlignment: pick(random, ['top', 'middle', 'bottom']),
      lineHeight: pick(random, [0, 0.8, 1, 1.5]),
      characterSpacing: pick(random, [0, 0.5, 2]),
      rotate: pick(random, [0, 0, 0, 30, 90]),
      opacity: pick(random, [1, 1, 0.5]),
      fontColor: pick(random, ['#222222', '', '#c00000']),
    };
    if (random() < 0.3) extra.padding = { top: 1, right: 2, bottom: 0.5, left: 3 };
    if (random() < 0.2) extra.borderWidth = { top: 0.5, right: 0.5, bottom: 0.5, left: 0.5 }; // no colour: no border drawn
    if (random() < 0.1) Object.assign(extra, { borderColor: '#884400', borderWidth: { top: 0.4, right: 0, bottom: 0.4, left: 0 } });
    if (random() < 0.1) extra.backgroundColor = '#fdeecc';
    if (random() < 0.05) extra.dynamicFontSize = { min: 4, max: 12, fit: 'horizontal' };
    if (random() < 0.05) extra.underline = true;
    return text(`f${index}`, 5 + column * 68, 5 + row * 36, extra);
  });
  return { basePdf: { width: 210, height: 297, padding: [0, 0, 0, 0] }, schemas: [fields] } as unknown as Template;
}

describe('plain text drawn without the plugin', { timeout: 300_000 }, () => {
  it('writes the same invoices byte for byte, the table cells and fields drawn through this file', async () => {
    const records = Array.from({ length: 12 }, (_, i) => invoiceRecord(i));
    const { lines, pdf } = await sameBytes(invoiceTemplate(), records);
    expect(lines).toBeGreaterThan(records.length * 20);
    expect(await qpdfProblems(pdf)).toEqual([]);
    const texts = await pdfPageTexts(pdf);
    texts.forEach((page, index) => expect(page).toContain(`INV-${String(index + 1).padStart(6, '0')}`));
  });

  it('writes the same pages for fields of every setting and values of every kind', async () => {
    const random = pseudoRandom(23);
    let lines = 0;
    for (let round = 0; round < 6; round += 1) {
      const template = variedTemplate(random);
      const records: DataRecord[] = Array.from({ length: 4 }, () =>
        Object.fromEntries(Array.from({ length: 24 }, (_, index) => [`f${index}`, pick(random, VALUES)])));
      lines += (await sameBytes(template, records)).lines;
    }
    expect(lines).toBeGreaterThan(300);
  });

  it('writes every gallery template and the multi-page report the same', async () => {
    for (const entry of GALLERY) await sameBytes(entry.template, entry.sampleRecords);
    const report = reportTemplate();
    const { lines } = await sameBytes(report, [0, 1, 2].map(reportBenchRecord));
    expect(lines).toBeGreaterThan(0);
  });
});

describe('splitLines', () => {
  const byLength = (text: string) => text.length * 5; // 5 pt a UTF-16 unit

  it('cuts at word boundaries, keeps the newline at the end of a line’s last piece and leaves blank lines empty', () => {
    expect(splitLines('one two three', byLength, 0, 40)).toEqual(['one two', 'three\n']);
    expect(splitLines('a\n\nb', byLength, 0, 40)).toEqual(['a\n', '', 'b\n']);
  });

  it('cuts a word wider than the box between characters, leaving pdfme’s hole where not even one fits', () => {
    expect(splitLines('abcdefgh', byLength, 0, 20)).toEqual(['abcd', 'efgh\n']);
    const holed = splitLines('ab', byLength, 0, 3);
    expect(holed).toHaveLength(3);
    expect(0 in holed).toBe(false);
    expect(holed.slice(1)).toEqual(['a', 'b\n']);
  });
});
