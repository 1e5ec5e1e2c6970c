/**
 * The script suite (issue #16): every string of tests/fixtures/scripts in a left-to-right and a right-to-left
 * paragraph, printed by the CLI (Node worker threads) and by the app's render workers in Chromium, compared as a
 * picture with Chromium's own drawing of the same string in the same faces (HarfBuzz + ICU bidi: the reference), and
 * read back with pdftotext. Strings whose runs change order with the paragraph direction are also compared with the
 * other direction's reference, which they must not match: the comparison can tell a reversed line.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Template } from '../../src/templates/types';
import { SCRIPT_STRINGS } from '../fixtures/scripts/scriptStrings';
import type { HarnessBatch } from './harness/harness';
import { openScriptHarness } from './support/scriptHarness';
import { ARTIFACTS, type OpenedApp } from './support/browser';
import { inkDifferences, type InkImage } from './support/inkCompare';
import { readerCharacters, referenceDrawings } from './support/referenceText';

type Direction = 'ltr' | 'rtl';
const DIRECTIONS: Direction[] = ['ltr', 'rtl'];
/** A correct line differs from the reference by rounding and anti-aliasing (measured ≤ 0.11); runs in the other order by ≥ 0.9. */
const SAME_LINE = 0.4;

const scratch = mkdtempSync(join(tmpdir(), 'platen-scripts-'));
const FONT_SIZE_PT = 24;

function template(direction: Direction): Template {
  return {
    basePdf: { width: 500, height: 22, padding: [0, 0, 0, 0] },
    schemas: [[{ name: 'line', type: 'text', position: { x: 4, y: 3 }, width: 492, height: 16, fontSize: FONT_SIZE_PT, fontName: 'Roboto', content: '', platenDirection: direction }]],
  };
}
const records = SCRIPT_STRINGS.map(({ text }) => ({ line: text }));

/** PNG pages of a PDF at 96 dpi (so 24 pt is 32 px, the reference's size), base64. */
function pages(pdf: string): string[] {
  const prefix = pdf.replace(/\.pdf$/, '');
  execFileSync('pdftoppm', ['-r', '96', '-png', pdf, prefix]);
  const width = String(SCRIPT_STRINGS.length).length;
  return SCRIPT_STRINGS.map((_, index) => readFileSync(`${prefix}-${String(index + 1).padStart(width, '0')}.png`).toString('base64'));
}

/** Each page's text (pdftotext), split at its form feeds. */
function pageTexts(pdf: string): string[] {
  return execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }).split('\f');
}


let app: OpenedApp;
let compare: Page;
let reference: Record<Direction, InkImage[]>;
const printed: Record<string, { images: string[]; texts: string[] }> = {};
const report: string[] = [];

beforeAll(async () => {
  ({ app, compare } = await openScriptHarness());
  const strings = SCRIPT_STRINGS.map(({ text }) => text);
  reference = { ltr: await referenceDrawings(app.browser, strings, 'ltr', FONT_SIZE_PT), rtl: await referenceDrawings(app.browser, strings, 'rtl', FONT_SIZE_PT) };
  const data = join(scratch, 'strings.json');
  writeFileSync(data, JSON.stringify(records));
  for (const direction of DIRECTIONS) {
    const templateFile = join(scratch, `${direction}.json`);
    writeFileSync(templateFile, JSON.stringify(template(direction)));
    const cliPdf = join(scratch, `cli-${direction}.pdf`);
    execFileSync(process.execPath, ['bin/platen.js', 'render', '-t', templateFile, '-d', data, '-o', cliPdf, '--workers', '1'], { stdio: 'ignore' });
    printed[`cli-${direction}`] = { images: pages(cliPdf), texts: pageTexts(cliPdf) };
    const result = (await app.page.evaluate(([t, r]) => window.platenHarness.batch(t, r, { output: 'merged' }), [template(direction), records] as const)) as HarnessBatch;
    expect(result.summary).toMatchObject({ done: records.length, failed: 0 });
    const appPdf = join(scratch, `app-${direction}.pdf`);
    writeFileSync(appPdf, Buffer.from(result.base64, 'base64'));
    printed[`app-${direction}`] = { images: pages(appPdf), texts: pageTexts(appPdf) };
  }
}, 600_000);

afterAll(async () => {
  writeFileSync(join(ARTIFACTS, 'script-suite.txt'), `${report.join('\n')}\n`);
  await app?.close();
});

describe.each(['cli', 'app'])('every script as Chromium draws it, printed by the %s', (path) => {
  it.each(DIRECTIONS)('in a %s paragraph: each line looks like the reference and reads back', async (direction) => {
    const ours = printed[`${path}-${direction}`];
    const differences = await inkDifferences(compare, ours.images.map((png, index) => ({ reference: reference[direction][index], candidate: { png } })));
    const failures: string[] = [];
    SCRIPT_STRINGS.forEach(({ text, script }, index) => {
      const clip = reference[direction][index].clip!;
      report.push(`${path}\t${direction}\t${differences[index].toFixed(3)}\t${script}\t${text}\tpage ${index + 1}, reference clip ${clip.width}x${clip.height}+${clip.x}+${clip.y}`);
      if (!(differences[index] < SAME_LINE)) failures.push(`${script} “${text}”: ${differences[index].toFixed(2)} of the ink differs`);
      if (readerCharacters(ours.texts[index]) !== readerCharacters(text)) failures.push(`${script} “${text}” reads back as “${ours.texts[index].trim()}”`);
    });
    expect(failures).toEqual([]);
  });

  it('is told apart from the other direction’s drawing wherever the two differ (the comparison sees reversed runs)', async () => {
    const mixed = SCRIPT_STRINGS.map((string, index) => ({ ...string, index })).filter((string) => string.mixed);
    expect(mixed.length).toBeGreaterThan(10);
    for (const direction of DIRECTIONS) {
      const other: Direction = direction === 'ltr' ? 'rtl' : 'ltr';
      const ours = printed[`${path}-${direction}`];
      const referencesDiffer = await inkDifferences(compare, mixed.map(({ index }) => ({ reference: reference[direction][index], candidate: reference[other][index] })));
      const againstOther = await inkDifferences(compare, mixed.map(({ index }) => ({ reference: reference[other][index], candidate: { png: ours.images[index] } })));
      mixed.forEach(({ text }, position) => {
        if (referencesDiffer[position] < SAME_LINE) return; // this string's runs stand alike either way
        report.push(`${path}\t${direction}-vs-${other}\t${againstOther[position].toFixed(3)}\tcontrol\t${text}`);
        expect(againstOther[position], `“${text}” printed ${direction} must not look like Chromium's ${other} drawing`).toBeGreaterThan(SAME_LINE);
      });
    }
  });
});
