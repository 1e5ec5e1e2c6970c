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
    const violations = await seriousViolations(page);
    await openTab(page, 'Fields');
    expect(describeViolations(violations)).toBe('no critical or serious violations');
  });

  it('the field context menu', async () => {
    await canvasField('companyName').click({ button: 'right' });
    await page.getByRole('menu', { name: 'Field actions' }).waitFor();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('menu', { name: 'Field actions' }).waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('companyName');
  });

  it('the field menu opens by keyboard and gives focus back when it closes', async () => {
    await canvasField('companyName').focus();
    await page.keyboard.press('Shift+F10');
    await page.getByRole('menu', { name: 'Field actions' }).waitFor();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('menu', { name: 'Field actions' }).waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('companyName');
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

  it('shows where the focus is on every control Tab reaches, canvas fields included', async () => {
    await loadTemplate(page, { basePdf: { width: 90, height: 60, padding: [0, 0, 0, 0] }, schemas: [[{ name: 'guest', type: 'text', content: 'Ada', position: { x: 5, y: 5 }, width: 50, height: 10 } as never]] });
    await page.getByRole('region', { name: 'Page 1' }).getByRole('button', { name: 'guest', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Platen' }).click();
    const unmarked: string[] = [];
    const seen = new Set<string>();
    for (let presses = 0; presses < 80; presses++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) || style.boxShadow !== 'none' || style.backgroundImage !== 'none';
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? '';
        return { what: `${el.tagName.toLowerCase()}.${el.className} “${name}”`, ring };
      });
      if (!focused) continue;
      seen.add(focused.what);
      if (!focused.ring) unmarked.push(focused.what);
    }
    expect(seen.size).toBeGreaterThan(30);
    expect([...seen].some((what) => what.includes('canvas-field__handle “guest”'))).toBe(true);
    expect([...new Set(unmarked)]).toEqual([]);
  });

  it('an empty designer: a blank page', async () => {
    await loadTemplate(page, { basePdf: { width: 210, height: 297, padding: [0, 0, 0, 0] }, schemas: [[]] });
    await page.getByRole('region', { name: 'Page 1' }).waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'Page 1' }).getByRole('button').count()).toBe(0);
    await expectNoSeriousViolations(page);
  });
});
