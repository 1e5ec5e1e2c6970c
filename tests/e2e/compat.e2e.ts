// pdfme compatibility in real Chromium: a template stock pdfme renders but Platen warns about is imported through
// the file chooser, the warning is shown where the import reports its outcome, Repair changes it in one step, and
// Undo puts the imported template back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openApp, type OpenedApp } from './support/browser';
import { openDoc as doc, openTab as tab } from './support/designerPage';

const FIXTURE = 'tests/fixtures/pdfme-compat/header-duplicate-name.json';

describe('importing a pdfme template Platen is stricter about', () => {
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

  const library = () => page.getByRole('region', { name: 'Templates' });
  const headerNames = async () => {
    const basePdf = (await doc(page)).basePdf as { staticSchema?: { name: string }[] };
    return (basePdf.staticSchema ?? []).map((field) => field.name);
  };

  it('imports with a warning, repairs in one click, and undo restores the import', async () => {
    await tab(page, 'Templates');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      library().getByLabel('Import a pdfme template (.json)').click(),
    ]);
    await chooser.setFiles(FIXTURE);

    // The outcome: imported, not refused, with the duplicate name named by place.
    const outcome = library().getByRole('status').filter({ hasText: 'Imported “header-duplicate-name.json”' });
    await outcome.waitFor();
    expect(await outcome.textContent()).toMatch(/Header\/footer field “title”: a field on page 1 is also called “title”/);
    expect(await headerNames()).toEqual(['title']);

    const offer = library().getByRole('region', { name: 'Repairs' });
    await offer.waitFor();
    expect(await offer.textContent()).toContain('Header/footer field “title”: renamed “title (header)”.');
    await app.screenshot('compat-repair-offered');

    await offer.getByRole('button', { name: 'Repair' }).click();
    await expect.poll(headerNames).toEqual(['title (header)']);
    expect((await doc(page)).schemas[0].map((field) => field.name)).toEqual(['title', 'customer']);
    await library().getByRole('status').filter({ hasText: 'Repaired 1 thing' }).waitFor();
    expect(await offer.count()).toBe(0);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(headerNames).toEqual(['title']);
    await offer.waitFor();
  });
});
