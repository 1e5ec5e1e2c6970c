// WCAG 2.1 AA in every state a person reaches: axe-core finds no critical or serious violation on any panel, tab,
// menu or dialog of the designer (issue #19). A failure names the rule, the elements and what to fix.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp, type OpenedApp } from './support/browser';
import { describeViolations, seriousViolations } from './support/axe';
import { loadTemplate, openTab } from './support/designerPage';

const CSV = join(process.cwd(), 'tests/fixtures/data/attendees-200.csv');

async function expectNoSeriousViolations(page: Page) {
  const violations = await seriousViolations(page);
  expect(describeViolations(violations)).toBe('no critical or serious violations');
}

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  let app: OpenedApp;
  let page: Page;
  const canvasField = (name: string) => page.getByRole('region', { name: 'Page 1' }).getByRole('button', { name, exact: true });
  const dataPanel = () => page.getByRole('region', { name: 'Data' });

  beforeAll(async () => {
    app = await openApp();
    page = app.page;
    // first visit: the gallery invoice
    await canvasField('companyName').waitFor();
  });
  afterAll(async () => {
    expect(app.foreignRequests).toEqual([]);
    await app?.close();
  });

  it('the designer as it opens: palette, canvas, Properties with nothing selected', async () => {
    await expectNoSeriousViolations(page);
  });

  it('a field selected, with its Properties', async () => {
    await canvasField('companyName').click();
    await openTab(page, 'Properties');
    await expectNoSeriousViolations(page);
  });

  it('the Layers tab', async () => {
    await openTab(page, 'Layers');
    await expectNoSeriousViolations(page);
  });

  it('the Pages tab', async () => {
    await openTab(page, 'Pages');
    await expectNoSeriousViolations(page);
  });

  it('the Templates tab: library and gallery', async () => {
    await openTab(page, 'Templates');
    await expectNoSeriousViolations(page);
    await openTab(page, 'Fields');
  });

  it('the field context menu', async () => {
    await canvasField('companyName').click({ button: 'right' });
    await page.getByRole('menu', { name: 'Field actions' }).waitFor();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('menu', { name: 'Field actions' }).waitFor({ state: 'detached' });
  });

  it('editing a text field on the canvas', async () => {
    await canvasField('companyName').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: /^Text of companyName/ }).waitFor();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
  });

  it('the keyboard shortcuts dialog', async () => {
    await page.getByRole('region', { name: 'Page 1' }).click({ position: { x: 3, y: 3 } });
    await page.keyboard.press('?');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor({ state: 'hidden' });
  });

  it('the Data tab with a CSV imported, and each of its steps', async () => {
    await openTab(page, 'Data');
    await dataPanel().getByLabel('Data file').setInputFiles(CSV);
    await dataPanel().getByRole('status', { name: 'Imported data' }).waitFor();
    await expectNoSeriousViolations(page);
    for (const step of ['Mapping', 'Form', 'Preflight', 'Batch']) {
      await dataPanel().getByRole('tab', { name: step }).click();
      await expect.poll(() => dataPanel().getByRole('tab', { name: step }).getAttribute('aria-selected')).toBe('true');
      const violations = await seriousViolations(page);
      expect(describeViolations(violations), `Data › ${step}`).toBe('no critical or serious violations');
    }
  });

  it('the PDF preview', async () => {
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('region', { name: 'PDF preview' }).or(page.getByRole('complementary', { name: 'PDF preview' })).first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Download PDF' }).isEnabled(), { timeout: 20_000 }).toBe(true);
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Preview' }).click();
  });

  it('an empty designer: a blank page', async () => {
    await loadTemplate(page, { basePdf: { width: 210, height: 297, padding: [0, 0, 0, 0] }, schemas: [[]] });
    await page.getByRole('region', { name: 'Page 1' }).waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'Page 1' }).getByRole('button').count()).toBe(0);
    await expectNoSeriousViolations(page);
  });
});
