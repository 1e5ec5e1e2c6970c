// Tagged PDF through the real UI (issue #19): Pages → Accessibility turns it on and sets the language, Properties →
// Accessibility makes a text a heading and describes a picture with a {column} placeholder, and the preview saved with
// Download PDF is read back by poppler and pdf.js: tagged, a heading, the picture's description filled from the
// record. The preview and the Node engine write the same bytes for it.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Template } from '../../src/templates/types';
import { pdfjsStructTrees, rolesIn, structureText, taggedInfo, textUnder } from '../support/structureTree';
import { openApp, type OpenedApp } from './support/browser';
import { loadTemplate, openDoc, openTab, downloadPreview, pasteData } from './support/designerPage';

// a 2×2 px PNG, so the picture field prints something to describe
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';

const template = {
  basePdf: { width: 180, height: 90, padding: [5, 5, 5, 5] },
  schemas: [[
    { id: 'f-title', name: 'title', type: 'text', position: { x: 10, y: 5 }, width: 150, height: 12, fontSize: 16, content: 'Membership card', readOnly: true },
    { id: 'f-name', name: 'name', type: 'text', position: { x: 10, y: 20 }, width: 100, height: 10, fontSize: 12, content: 'Ada' },
    { id: 'f-photo', name: 'photo', type: 'image', position: { x: 130, y: 20 }, width: 30, height: 30, content: PNG, readOnly: true },
  ]],
  platen: { name: 'Member card' },
} as unknown as Template;

describe('tagged PDF set in the designer', () => {
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

  it('prints a heading and a described picture, read back by poppler and pdf.js', { timeout: 600_000 }, async () => {
    await openTab(page, 'Pages');
    const pages = page.getByRole('region', { name: 'Pages' });
    await pages.getByRole('checkbox', { name: 'Tagged PDF for screen readers (PDF/UA)' }).check();
    const language = pages.getByLabel('Language');
    await language.fill('en-GB');
    await language.press('Enter');
    await expect.poll(async () => (await openDoc(page)).platen).toMatchObject({ pdfua: true, lang: 'en-GB' });

    const canvas = page.getByRole('region', { name: 'Page 1' });
    await canvas.getByRole('button', { name: 'title', exact: true }).click();
    await openTab(page, 'Properties');
    const props = page.getByRole('region', { name: 'Properties' });
    await props.getByRole('combobox', { name: 'Read as' }).selectOption('heading1');
    await canvas.getByRole('button', { name: 'photo', exact: true }).click();
    const alt = props.getByLabel('Alternative text');
    await alt.fill('Photo of {name}');
    await alt.press('Enter');
    await expect.poll(async () => (await openDoc(page)).schemas[0].map((f) => [f.platenRole, f.platenAlt])).toEqual([
      ['heading1', undefined],
      [undefined, undefined],
      [undefined, 'Photo of {name}'],
    ]);
    await app.screenshot('tagged-1-accessibility');

    // the reading order, shown on the page from the Layers tab: the Layers order
    await openTab(page, 'Layers');
    await page.getByRole('region', { name: 'Layers' }).getByRole('checkbox', { name: /Show reading order/ }).check();
    const badges = canvas.locator('.reading-order__badge');
    await expect.poll(() => badges.allTextContents()).toEqual(['1', '2', '3']);
    await app.screenshot('tagged-2-reading-order');

    await pasteData(page, 'name\nGrace Hopper');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const pdf = await downloadPreview(page);

    expect(await taggedInfo(pdf)).toEqual({ tagged: true, suspects: false });
    const document = (await structureText(pdf)).kids[0];
    expect(document.kids.map((e) => [e.tag, textUnder(e)])).toEqual([
      ['H1', 'Membership card'],
      ['P', 'Grace Hopper'],
      ['Figure', ''],
    ]);
    const figures = (await pdfjsStructTrees(pdf)).flatMap(rolesIn).filter((n) => n.role === 'Figure');
    expect(figures.map((n) => n.alt)).toEqual(['Photo of Grace Hopper']);
  });
});
