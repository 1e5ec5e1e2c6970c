// "Show when" conditions through the real UI (issue #11): a condition typed in the Properties panel (a broken one is
// refused with its reason), data pasted into the Data panel, and each record's live preview saved with Download PDF
// and read back with pdftotext: the field prints for the record whose condition holds and not for the other.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Template } from '../../src/templates/types';
import { pdfText } from '../support/readBack';
import { openApp, type OpenedApp } from './support/browser';
import { openDoc, openTab, downloadPreview, pasteData } from './support/designerPage';

type DesignerHook = { __platenDesigner: { getDoc(): Template; load(t: Template, id: null): void } };

const text = (name: string, y: number, extra: Record<string, unknown> = {}) => ({
  id: `f-${name}`, name, type: 'text', position: { x: 10, y }, width: 150, height: 10, fontSize: 12, content: name, ...extra,
});

const template = {
  basePdf: { width: 180, height: 70, padding: [5, 5, 5, 5] },
  schemas: [[text('customer', 5), text('total', 18), text('discountNote', 31, { readOnly: true, content: 'Loyalty discount applied' })]],
  platen: { name: 'Receipt' },
} as unknown as Template;

describe('a field shown only when its condition holds', () => {
  let app: OpenedApp;
  let page: Page;

  beforeAll(async () => {
    app = await openApp();
    page = app.page;
    await page.getByRole('region', { name: 'Page 1' }).waitFor();
    await page.waitForFunction(() => (window as unknown as DesignerHook).__platenDesigner.getDoc().schemas[0].length > 0);
    await page.evaluate((t) => (window as unknown as DesignerHook).__platenDesigner.load(t, null), template);
  }, 600_000);
  afterAll(async () => {
    await app?.close();
  });

  /** The preview of the current record, saved with its Download PDF button, as pdftotext reads it. */
  const previewText = async (row: number) => pdfText(await downloadPreview(page, row));

  it('is set in Properties, and prints only for the records it holds for', { timeout: 600_000 }, async () => {
    await page.getByRole('region', { name: 'Page 1' }).getByRole('button', { name: 'discountNote', exact: true }).click();
    await openTab(page, 'Properties');
    const props = page.getByRole('region', { name: 'Properties' });
    // As a user reads the panel before typing: it shows the clicked field
    await expect.poll(() => props.getByLabel('Name', { exact: true }).inputValue(), { timeout: 30_000 }).toBe('discountNote');
    const showWhen = props.getByLabel('Show when');
    await showWhen.fill('Number(total >= 100');
    await expect.poll(() => showWhen.inputValue(), { timeout: 30_000 }).toBe('Number(total >= 100');
    await showWhen.press('Enter');
    await expect.poll(() => props.getByRole('alert').textContent(), { timeout: 30_000 }).toContain('“)” is missing');
    expect((await openDoc(page)).schemas[0][2].platenShowIf).toBeUndefined();
    await showWhen.fill('Number(total) >= 100');
    await showWhen.press('Enter');
    await expect.poll(async () => (await openDoc(page)).schemas[0][2].platenShowIf).toBe('Number(total) >= 100');
    await app.screenshot('conditions-1-show-when');

    await pasteData(page, 'customer\ttotal\nAda Lovelace\t120\nGrace Hopper\t40');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();

    const first = await previewText(1);
    expect(first).toContain('Ada Lovelace');
    expect(first).toContain('Loyalty discount applied');
    await page.getByRole('group', { name: 'Record' }).getByRole('button', { name: 'Next record' }).click();
    const second = await previewText(2);
    expect(second).toContain('Grace Hopper');
    expect(second).not.toContain('Loyalty discount');
    // the canvas, showing that record too, draws the field faintly and says it is hidden
    await expect.poll(() => page.locator('[data-condition-hidden]').count(), { timeout: 60_000 }).toBe(1);
    await page.waitForTimeout(1000); // pdf.js draws the preview's pages after the status changes: a settled picture
    await app.screenshot('conditions-2-preview-hidden');
  });
});
