/**
 * Chromium's own drawing of text in Platen's shipped faces: the reference picture for the shaping pipeline (issue
 * #16). One font family tries the faces in the engine's order (the field's Roboto, then the fallback chain with the
 * same unicode ranges), so each character is drawn by the face the engine picks; HarfBuzz shapes and ICU orders the
 * runs. The faces are served from node_modules through a route: nothing leaves the machine.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { SHIPPED_FONTS, findShippedFont } from '../../../src/templates/fonts';
import { cssUnicodeRange, fallbackFamilies } from '../../../src/templates/fontFallback';
import { ARTIFACTS } from './browser';
import type { InkImage } from './inkCompare';

const require = createRequire(import.meta.url);
const FONT_HOST = 'http://fonts.platen.test';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * Each string drawn by Chromium at `sizePt` (96 dpi) in a paragraph of `direction`, as clips of one screenshot, which
 * is kept in the artifacts as `artifact`.png.
 */
export async function referenceDrawings(
  browser: Browser,
  strings: readonly string[],
  direction: 'ltr' | 'rtl' | 'auto',
  sizePt: number,
  artifact = `reference-text-${direction}`,
): Promise<InkImage[]> {
  const context = await browser.newContext({ viewport: { width: 2000, height: 800 }, deviceScaleFactor: 1 });
  await context.route(`${FONT_HOST}/**`, (route) => {
    const file = decodeURIComponent(new URL(route.request().url()).pathname.slice(1));
    return route.fulfill({ body: readFileSync(require.resolve(file)), contentType: 'font/ttf' });
  });
  try {
    const page = await context.newPage();
    const families = fallbackFamilies();
    const faces = [
      `@font-face { font-family: "Ref"; src: url("${FONT_HOST}/${encodeURIComponent(SHIPPED_FONTS[0].file)}"); }`,
      ...families.map((family) => `@font-face { font-family: "Ref"; src: url("${FONT_HOST}/${encodeURIComponent(findShippedFont(family.regular)!.file)}"); unicode-range: ${cssUnicodeRange(family.ranges)}; }`),
    ];
    // CSS tries faces of one family with overlapping ranges last-defined first (CSS Fonts 4, 4.5): defined in reverse.
    const html = `<!doctype html><meta charset="utf-8"><style>${faces.reverse().join('\n')}
      body { margin: 0; background: #fff; }
      div { font: ${sizePt * (96 / 72)}px "Ref"; white-space: pre; padding: 16px 24px; height: 48px; line-height: 48px; color: #000; width: 1900px; }
    </style>${strings.map((text, index) => `<div dir="${direction}" id="s-${index}">${escapeHtml(text)}</div>`).join('')}`;
    await page.setContent(html);
    await page.evaluate(() => document.fonts.ready);
    const shot = await page.screenshot({ fullPage: true });
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(join(ARTIFACTS, `${artifact}.png`), shot); // for a look at a failing comparison
    const png = shot.toString('base64');
    return await Promise.all(strings.map(async (_, index) => ({ png, clip: (await page.locator(`#s-${index}`).boundingBox())! })));
  } finally {
    await context.close();
  }
}

/** The characters a reader should get back from a PDF: bidi controls and white space aside, in any order it chose. */
export const readerCharacters = (text: string) => [...text.replace(/[\s\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '')].sort().join('');
