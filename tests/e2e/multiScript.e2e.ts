// The canvas draws text a field's font lacks with Platen's own fallback faces (issue #8), fetched from the app's
// origin only when some text needs them — never a system font, never a face for a script nobody typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openApp, type OpenedApp } from './support/browser';
import { drawnField, openTab as tab } from './support/designerPage';

/** Families of the FontFaces document.fonts has loaded (src/designer/fields/fonts.ts names them). */
function loadedFamilies(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, '')));
}

describe('multi-script text on the canvas', () => {
  let app: OpenedApp;
  let page: Page;

  beforeAll(async () => {
    app = await openApp();
    page = app.page;
    await page.getByRole('region', { name: 'Page 1' }).waitFor();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('loads the Korean, Japanese and Arabic fallback faces for a Roboto field showing them, and no others', async () => {
    const before = await loadedFamilies(page);
    expect(before.filter((family) => family.startsWith('Platen fallback'))).toEqual([]);

    await tab(page, 'Fields');
    await page.getByRole('region', { name: 'Fields' }).getByRole('button', { name: 'Text', exact: true }).click();
    const region = page.getByRole('region', { name: 'Page 1' });
    const name = await page.evaluate(() => (window as unknown as { __platenDesigner: { getDoc(): { schemas: { name: string }[][] } } }).__platenDesigner.getDoc().schemas[0].at(-1)!.name);
    await region.getByRole('button', { name, exact: true }).dblclick();
    const editor = page.getByRole('textbox', { name: `Text of ${name}` });
    await editor.fill('김민준 やまだ مرحبا');
    await page.keyboard.press(process.platform === 'darwin' ? 'Meta+Enter' : 'Control+Enter');
    await expect.poll(() => drawnField(page, name).innerText()).toContain('김민준');

    const wanted = ['Platen fallback Noto Sans KR', 'Platen fallback Noto Sans JP', 'Platen fallback Noto Sans Arabic'];
    await expect.poll(() => loadedFamilies(page), { timeout: 60_000 }).toEqual(expect.arrayContaining(wanted));
    const fallbacks = (await loadedFamilies(page)).filter((family) => family.startsWith('Platen fallback'));
    expect(fallbacks.some((family) => /Thai|Devanagari|Hebrew|SC|TC/.test(family))).toBe(false);
    // Every character of the sample has a Platen face that can draw it: the browser needs no system font.
    const covered = await page.evaluate(() => ['김', 'や', 'م'].every((char) => document.fonts.check('16px "Platen Roboto", "Platen fallback Noto Sans KR", "Platen fallback Noto Sans JP", "Platen fallback Noto Sans Arabic"', char)));
    expect(covered).toBe(true);
    await app.screenshot('multi-script-canvas');
  });
});
