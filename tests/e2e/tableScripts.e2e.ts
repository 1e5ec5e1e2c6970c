/**
 * Right-to-left text in a table (issues #16, #23): a totals table with a header row whose cells hold Hebrew and Arabic
 * amounts (digits, separators, currency signs, brackets, a Latin run), each string in a left- and a right-aligned
 * column, printed by the CLI and by the app's render workers. Each cell is cut from the printed page along the
 * table's rules and compared as ink with Chromium's drawing of its string in the same faces and size in a
 * `dir="auto"` paragraph (a cell takes its direction from its first letter), read back with pdftotext, and found
 * against the side its alignment names. Two controls show the comparison can fail: a second record prints every
 * cell forced into the other direction (a leading LRM or RLM), whose cells must not pass for the right drawing where
 * the runs change order; and every printed cell must not pass for Chromium's drawing of its string reversed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveDirection } from '../../src/templates/textDirection';
import type { DataRecord, FieldSchema, Template } from '../../src/templates/types';
import { TABLE_CELLS, TABLE_HEAD } from '../fixtures/scripts/tableStrings';
import type { HarnessBatch } from './harness/harness';
import { openScriptHarness } from './support/scriptHarness';
import { ARTIFACTS, type OpenedApp } from './support/browser';
import { inkDifferences, type InkImage } from './support/inkCompare';
import { inkIn, printedPage, rulesDown, textIn, type Box, type PrintedPage } from './support/printedPage';
import { readerCharacters, referenceDrawings } from './support/referenceText';

/** As the script suite: a correct line differs from the reference by rounding and anti-aliasing, runs in another order by far more. */
const SAME_LINE = 0.4;
/** The page and the reference at twice the script suite's 96 dpi: a 16 pt line is 43 px tall, more than its 24 pt lines' 32 px. */
const DPI = 192;
const PX_PER_MM = DPI / 25.4;
const [HEAD_PT, BODY_PT] = [14, 16];
const TABLE = { x: 10, y: 10, width: 190 };
const COLUMNS = [{ percent: 50, alignment: 'left' }, { percent: 50, alignment: 'right' }] as const;
const BORDER_MM = 0.2;
const PADDING = { top: 2, right: 3, bottom: 2, left: 3 };
/** How far a cell's ink may stand from the side its alignment names: the glyphs' side bearings, mm. */
const ALIGNED_WITHIN_MM = 1;

const cellStyle = (fontSize: number, extra: Record<string, unknown> = {}) => ({
  fontName: 'Roboto', alignment: 'left', verticalAlignment: 'middle', fontSize, lineHeight: 1, characterSpacing: 0, fontColor: '#000000',
  backgroundColor: '', borderColor: '#000000', borderWidth: { top: BORDER_MM, right: BORDER_MM, bottom: BORDER_MM, left: BORDER_MM }, padding: PADDING, ...extra,
});

function template(): Template {
  const table = {
    name: 'totals', type: 'table', position: { x: TABLE.x, y: TABLE.y }, width: TABLE.width, height: 80, content: '[]',
    showHead: true, repeatHead: false, head: [...TABLE_HEAD], headWidthPercentages: COLUMNS.map((column) => column.percent),
    tableStyles: { borderColor: '#000000', borderWidth: BORDER_MM },
    headStyles: cellStyle(HEAD_PT, { backgroundColor: '#dde6f2' }),
    bodyStyles: { ...cellStyle(BODY_PT), alternateBackgroundColor: '#f5f5f5' },
    columnStyles: { alignment: Object.fromEntries(COLUMNS.map((column, index) => [index, column.alignment])) },
    rotate: 0, opacity: 1,
  } as unknown as FieldSchema;
  return { basePdf: { width: 210, height: 120, padding: [0, 0, 0, 0] }, schemas: [[table]] };
}

const direction = (text: string) => resolveDirection(text);
const otherDirection = (text: string) => (direction(text) === 'rtl' ? 'ltr' : 'rtl');
/** The cell's text forced into the other paragraph direction by a leading mark (the control record). */
const forced = (text: string) => `${otherDirection(text) === 'ltr' ? '\u200e' : '\u200f'}${text}`;
const recordOf = (cells: readonly string[]): DataRecord => ({ totals: JSON.stringify(cells.map((text) => COLUMNS.map(() => text))) });
const RECORDS = [recordOf(TABLE_CELLS), recordOf(TABLE_CELLS.map(forced))];

interface Cell {
  text: string;
  row: number;
  alignment: 'left' | 'right';
  /** the cell inside its rules, px */
  box: Box;
  /** its content box's left and right edges (inside border and padding), px */
  contentLeft: number;
  contentRight: number;
}

/** The cells of a printed table, across from the schema's columns, down between the rules found on the page. */
function cellsOf(page: PrintedPage, texts: readonly string[]): Cell[] {
  const px = (mm: number) => mm * PX_PER_MM;
  // down the first column's left padding, where only the rules print
  const rules = rulesDown(page, Math.round(px(TABLE.x + BORDER_MM + PADDING.left / 2)));
  expect(rules.length, 'a rule above the header, between the rows and below the last').toBe(TABLE_CELLS.length + 2);
  const cells: Cell[] = [];
  for (let row = 0; row <= TABLE_CELLS.length; row += 1) {
    const [top, bottom] = [rules[row][1] + 2, rules[row + 1][0] - 2];
    let left = TABLE.x;
    COLUMNS.forEach((column, index) => {
      const width = (TABLE.width * column.percent) / 100;
      const [x0, x1] = [Math.ceil(px(left + 2 * BORDER_MM)), Math.floor(px(left + width - 2 * BORDER_MM))];
      const text = row === 0 ? TABLE_HEAD[index] : texts[row - 1];
      const contentLeft = px(left + BORDER_MM + PADDING.left);
      const contentRight = px(left + width - BORDER_MM - PADDING.right);
      cells.push({ text, row, alignment: column.alignment, box: { x: x0, y: top, width: x1 - x0, height: bottom - top }, contentLeft, contentRight });
      left += width;
    });
  }
  return cells;
}

const scratch = mkdtempSync(join(tmpdir(), 'platen-table-scripts-'));
let app: OpenedApp;
let compare: Page;
/** Chromium's drawings at the cells' sizes by string: `dir="auto"` (head and body), ltr, rtl and the string reversed (body). */
const reference: Record<'auto' | 'ltr' | 'rtl' | 'reversed', Map<string, InkImage>> = { auto: new Map(), ltr: new Map(), rtl: new Map(), reversed: new Map() };
const reversed = (text: string) => [...text].reverse().join('');
const printed: Record<string, { pdf: string; pages: PrintedPage[] }> = {};
const report: string[] = [];

async function drawReferences(): Promise<void> {
  const draw = async (kind: keyof typeof reference, strings: readonly string[], sizePt: number) => {
    const drawn = await referenceDrawings(app.browser, kind === 'reversed' ? strings.map(reversed) : strings, kind === 'reversed' ? 'auto' : kind, sizePt * (DPI / 96), `reference-table-${kind}-${sizePt}pt`);
    strings.forEach((text, index) => reference[kind].set(text, drawn[index]));
  };
  await draw('auto', TABLE_HEAD, HEAD_PT);
  for (const kind of ['auto', 'ltr', 'rtl', 'reversed'] as const) await draw(kind, TABLE_CELLS, BODY_PT);
}

const pagesOf = (pdf: string) => RECORDS.map((_, index) => printedPage(pdf, index + 1, DPI));

beforeAll(async () => {
  ({ app, compare } = await openScriptHarness());
  await drawReferences();
  const [templateFile, data, cliPdf, appPdf] = ['template.json', 'records.json', 'cli.pdf', 'app.pdf'].map((name) => join(scratch, name));
  writeFileSync(templateFile, JSON.stringify(template()));
  writeFileSync(data, JSON.stringify(RECORDS));
  execFileSync(process.execPath, ['bin/platen.js', 'render', '-t', templateFile, '-d', data, '-o', cliPdf, '--workers', '1'], { stdio: 'ignore' });
  printed.cli = { pdf: cliPdf, pages: pagesOf(cliPdf) };
  const result = (await app.page.evaluate(([t, r]) => window.platenHarness.batch(t, r, { output: 'merged' }), [template(), RECORDS] as const)) as HarnessBatch;
  expect(result.summary).toMatchObject({ done: RECORDS.length, failed: 0 });
  writeFileSync(appPdf, Buffer.from(result.base64, 'base64'));
  printed.app = { pdf: appPdf, pages: pagesOf(appPdf) };
  for (const path of ['cli', 'app']) {
    printed[path].pages.forEach((page, index) => writeFileSync(join(ARTIFACTS, `table-scripts-${path}${index === 0 ? '' : '-forced'}.png`), Buffer.from(page.png, 'base64')));
  }
}, 600_000);

afterAll(async () => {
  writeFileSync(join(ARTIFACTS, 'table-scripts.txt'), `${report.join('\n')}\n`);
  await app?.close();
  execFileSync('rm', ['-rf', scratch]);
});

const where = (cell: Cell) => `${cell.row === 0 ? 'head' : `row ${cell.row}`}, ${cell.alignment}-aligned “${cell.text}”`;

describe.each(['cli', 'app'])('a right-to-left table printed by the %s', (path) => {
  it('draws each cell, header and body, left- and right-aligned, as Chromium draws its string, and reads it back', async () => {
    const { pdf, pages } = printed[path];
    const cells = cellsOf(pages[0], TABLE_CELLS);
    const differences = await inkDifferences(compare, cells.map((cell) => ({ reference: reference.auto.get(cell.text)!, candidate: { png: pages[0].png, clip: cell.box } })));
    const failures: string[] = [];
    cells.forEach((cell, index) => {
      report.push(`${path}\t${differences[index].toFixed(3)}\t${where(cell)}\tcell ${cell.box.width}x${cell.box.height}+${cell.box.x}+${cell.box.y} at ${DPI} dpi`);
      if (!(differences[index] < SAME_LINE)) failures.push(`${where(cell)}: ${differences[index].toFixed(2)} of the ink differs`);
      const read = textIn(pdf, 1, DPI, cell.box);
      if (readerCharacters(read) !== readerCharacters(cell.text)) failures.push(`${where(cell)} reads back as “${read.trim()}”`);
    });
    expect(failures).toEqual([]);
  });

  it('puts each cell’s ink against the side its alignment names, whatever the direction of its text', () => {
    // A table has no Direction setting: a cell's 'left' is the page's left, as in pdfme and CSS's text-align: left
    // (a text field whose Auto direction resolves right to left draws 'left' at its right edge instead, see
    // src/templates/textDirection.ts; the engine mirrors alignment for the field's own text only, fieldDirection.ts).
    const failures: string[] = [];
    for (const cell of cellsOf(printed[path].pages[0], TABLE_CELLS)) {
      const ink = inkIn(printed[path].pages[0], cell.box)!;
      const gap = cell.alignment === 'left' ? ink.x - cell.contentLeft : cell.contentRight - (ink.x + ink.width);
      report.push(`${path}\tgap ${(gap / PX_PER_MM).toFixed(2)} mm\t${where(cell)}`);
      if (!(Math.abs(gap) <= ALIGNED_WITHIN_MM * PX_PER_MM)) failures.push(`${where(cell)}: its ink stands ${(gap / PX_PER_MM).toFixed(2)} mm from the ${cell.alignment} edge`);
    }
    expect(failures).toEqual([]);
  });

  it('tells a cell printed in the other direction from the right drawing (the comparison sees reversed runs)', async () => {
    const page = printed[path].pages[1];
    const cells = cellsOf(page, TABLE_CELLS.map(forced)).filter((cell) => cell.row > 0);
    const pairs = cells.map((cell) => {
      const text = TABLE_CELLS[cell.row - 1];
      return { text, printed: { png: page.png, clip: cell.box }, right: reference.auto.get(text)!, other: reference[otherDirection(text)].get(text)! };
    });
    const referencesDiffer = await inkDifferences(compare, pairs.map(({ right, other }) => ({ reference: right, candidate: other })));
    const againstRight = await inkDifferences(compare, pairs.map(({ printed, right }) => ({ reference: right, candidate: printed })));
    const againstOther = await inkDifferences(compare, pairs.map(({ printed, other }) => ({ reference: other, candidate: printed })));
    let told = 0;
    pairs.forEach(({ text }, index) => {
      report.push(`${path}\tforced ${otherDirection(text)}: ${againstRight[index].toFixed(3)} from the right drawing, ${againstOther[index].toFixed(3)} from Chromium's ${otherDirection(text)}\t${where(cells[index])}`);
      // the forced cell is the other direction's drawing, or the control proves nothing
      expect(againstOther[index], `“${text}” forced ${otherDirection(text)} looks like Chromium's ${otherDirection(text)} drawing`).toBeLessThan(SAME_LINE);
      if (referencesDiffer[index] < SAME_LINE) return; // this string's runs stand alike either way
      told += 1;
      expect(againstRight[index], `“${text}” printed ${otherDirection(text)} must not look like the right drawing`).toBeGreaterThan(SAME_LINE);
    });
    expect(told, 'cells whose runs change order with the direction').toBeGreaterThanOrEqual(6);
  });

  it('tells each printed cell from Chromium’s drawing of its string reversed', async () => {
    const page = printed[path].pages[0];
    const cells = cellsOf(page, TABLE_CELLS).filter((cell) => cell.row > 0);
    const differences = await inkDifferences(compare, cells.map((cell) => ({ reference: reference.reversed.get(cell.text)!, candidate: { png: page.png, clip: cell.box } })));
    cells.forEach((cell, index) => {
      report.push(`${path}\treversed: ${differences[index].toFixed(3)}\t${where(cell)}`);
      expect(differences[index], `${where(cell)} must not look like “${reversed(cell.text)}”`).toBeGreaterThan(SAME_LINE);
    });
  });
});
