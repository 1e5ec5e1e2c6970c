/**
 * Right-to-left and mixed lines through the real designer (issue #16): typed on the canvas, direction chosen in
 * Properties, previewed and saved with Download PDF. The PDF and the canvas are each compared as a picture with
 * Chromium's drawing of the same line in the same faces and direction, and the PDF is read back with pdftotext.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Template } from '../../src/templates/types';
import { ARTIFACTS, openApp, type OpenedApp } from './support/browser';
import { drawnField, loadTemplate, openDoc, openTab } from './support/designerPage';
import { inkDifferences } from './support/inkCompare';
import { readerCharacters, referenceDrawings } from './support/referenceText';

const SAME_LINE = 0.4;
const SIZE_PT = 20;

const LINES = [
  { name: 'address', text: 'العنوان: شارع الملك فهد 15، الرياض', direction: 'auto' as const, resolved: 'rtl' as const },
  { name: 'hebrew', text: 'מחיר: 99.90 ₪ (כולל מע"מ)', direction: 'rtl' as const, resolved: 'rtl' as const },
  { name: 'hindi', text: 'कार्यालय दिल्ली (मुख्य)', direction: 'auto' as const, resolved: 'ltr' as const },
];

const template = {
  basePdf: { width: 180, height: 20 * LINES.length, padding: [0, 0, 0, 0] },
  schemas: [LINES.map(({ name }, index) => ({ id: `f-${name}`, name, type: 'text', position: { x: 5, y: 5 + index * 20 }, width: 170, height: 12, fontSize: SIZE_PT, fontName: 'Roboto', content: 'x' }))],
  platen: { name: 'Scripts' },
} as unknown as Template;

describe('right-to-left and complex lines typed in the designer', () => {
  let app: OpenedApp;
  let page: Page;

  beforeAll(async () => {
    app = await openApp();
    page = app.page;
    await page.getByRole('region', { name: 'Page 1' }).waitFor();
    await loadTemplate(page, template);
  }, 600_000);
  afterAll(async () => {
    await app?.close();
  });

  it('prints and draws each line as Chromium does, and the PDF reads back', { timeout: 600_000 }, async () => {
    const region = page.getByRole('region', { name: 'Page 1' });
    for (const { name, text, direction } of LINES) {
      const field = region.getByRole('button', { name, exact: true });
      await field.dblclick();
      await page.getByRole('textbox', { name: `Text of ${name}` }).fill(text);
      await page.keyboard.press('Control+Enter');
      // what the canvas draws is on the field, beside its (empty, named) handle
      await expect.poll(() => drawnField(page, name).innerText()).toContain(text.slice(0, 4));
      if (direction !== 'auto') {
        await field.click();
        await openTab(page, 'Properties');
        await page.getByRole('region', { name: 'Properties' }).getByLabel('Direction').selectOption(direction);
        await expect.poll(async () => (await openDoc(page)).schemas[0].find((f) => f.name === name)?.platenDirection).toBe(direction);
      }
    }

    await region.click({ position: { x: 4, y: 4 } }); // the page's empty corner: nothing selected, no handles drawn
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const pane = page.getByRole('region', { name: 'Preview' });
    await expect.poll(() => pane.getByRole('status').textContent(), { timeout: 120_000 }).toContain('rendered');
    const download = page.waitForEvent('download');
    await pane.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await (await download).path();

    // One picture per line: the page cut into the fields' bands (96 dpi).
    const band = (index: number) => ({ x: 0, y: Math.round(((index * 20 + 3) / 25.4) * 96), width: Math.round((180 / 25.4) * 96), height: Math.round((16 / 25.4) * 96) });
    execFileSync('pdftoppm', ['-r', '96', '-png', '-singlefile', pdf, `${pdf}-page`]);
    const printed = readFileSync(`${pdf}-page.png`).toString('base64');
    // At 100 % the canvas draws at 96 px to the inch, as the PDF is rasterised; the preview closed, the lines fit.
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await region.click({ position: { x: 4, y: 4 } });
    await page.keyboard.press('Control+0');
    await expect.poll(async () => Math.round((await region.getByRole('button', { name: LINES[0].name, exact: true }).boundingBox())?.width ?? 0)).toBe(Math.round((170 / 25.4) * 96));
    for (const { name } of LINES) await region.getByRole('button', { name, exact: true }).scrollIntoViewIfNeeded();
    const canvasShots = await Promise.all(
      LINES.map(async ({ name }) => (await region.getByRole('button', { name, exact: true }).screenshot({ path: `${ARTIFACTS}/scripts-canvas-${name}.png` })).toString('base64')),
    );
    const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' });

    for (const [index, line] of LINES.entries()) {
      const [reference] = await referenceDrawings(app.browser, [line.text], line.resolved, SIZE_PT);
      const [ofPdf, ofCanvas] = await inkDifferences(page, [
        { reference, candidate: { png: printed, clip: band(index) } },
        { reference, candidate: { png: canvasShots[index] } },
      ]);
      expect(ofPdf, `the PDF's “${line.text}”`).toBeLessThan(SAME_LINE);
      expect(ofCanvas, `the canvas's “${line.text}”`).toBeLessThan(SAME_LINE);
    }
    expect(readerCharacters(text)).toBe(readerCharacters(LINES.map((line) => line.text).join('')));
  });
});
