// The E-invoice step of the Data panel through the real UI in Chromium (issue #18): the gallery's e-invoice shows its
// current record's Factur-X XML and "no problems"; a fixed value changed to a wrong currency code is named by its
// rule in plain words at once; undo brings the binding back; a merged batch is refused in words; choosing "None"
// stops issuing e-invoices.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findGalleryEntry } from '../../src/templates/gallery';
import { openApp, type OpenedApp } from './support/browser';
import { loadTemplate, openDoc, openTab } from './support/designerPage';

describe('the E-invoice step', () => {
  let app: OpenedApp;
  let page: Page;

  beforeAll(async () => {
    app = await openApp();
    page = app.page;
    await page.getByRole('region', { name: 'Page 1' }).waitFor();
    await loadTemplate(page, findGalleryEntry('e-invoice')!.template);
  }, 600_000);
  afterAll(async () => {
    await app?.close();
  });

  it('shows the record’s XML and checks, names a wrong code by its rule, and undoes the change', { timeout: 600_000 }, async () => {
    await openTab(page, 'Data');
    const panel = page.getByRole('region', { name: 'Data' });
    await panel.getByRole('tab', { name: 'E-invoice' }).click();
    const xml = panel.getByLabel('Factur-X XML');
    await expect.poll(() => xml.textContent()).toContain('<ram:ID>RE-2025-1001</ram:ID>');
    expect(await xml.textContent()).toContain('<ram:GrandTotalAmount>503.30</ram:GrandTotalAmount>');
    const checks = panel.getByRole('region', { name: 'E-invoice checks' });
    expect(await checks.textContent()).toContain('No problems: this record is a valid EN 16931 invoice.');
    await app.screenshot('einvoice-1-valid');

    const currency = panel.getByLabel('Fixed value of Currency (BT-5)');
    expect(await currency.inputValue()).toBe('EUR');
    await currency.fill('EURO');
    await currency.press('Enter');
    await expect.poll(() => checks.textContent()).toContain('BR-CL-04: the currency (BT-5) “EURO” is not an ISO 4217 currency code such as EUR (the fixed value “EURO”)');
    expect((await openDoc(page)).platen?.einvoice?.terms.currency).toEqual({ fixed: 'EURO' });
    await app.screenshot('einvoice-2-wrong-currency');

    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await openDoc(page)).platen?.einvoice?.terms.currency).toEqual({ fixed: 'EUR' });
    await expect.poll(() => checks.textContent()).toContain('No problems');

    // One merged PDF of many invoices is refused in words, and Start stays off; one PDF per record is fine.
    await panel.getByRole('tab', { name: 'Batch' }).click();
    await panel.getByLabel('One merged PDF').check();
    await expect.poll(() => panel.getByRole('alert').textContent()).toContain('one invoice per file');
    expect(await panel.getByRole('button', { name: /^Start batch/ }).isDisabled()).toBe(true);
    await panel.getByLabel('One PDF per record (ZIP)').check();
    await expect.poll(() => panel.getByRole('alert').count()).toBe(0);
    await panel.getByRole('tab', { name: 'E-invoice' }).click();

    await panel.getByLabel('E-invoice profile').selectOption('');
    await expect.poll(async () => (await openDoc(page)).platen?.einvoice).toBeUndefined();
    expect(await panel.getByLabel('Factur-X XML').count()).toBe(0);
  });
});
