// Share link in real Chromium (issue #21): a gallery template and a pdfme corpus template go out as a link from the
// Templates panel and come back in another browser profile (a colleague) through the same import; the privacy
// suite's hostile templates, sent as links, give the same warnings as importing them as files and reach no other
// origin; a template too large for a link says its size; a broken link is a message and the open template stays.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { randomBytes } from 'node:crypto';
import { PDFDocument } from '@pdfme/pdf-lib';
import { makeShareLink } from '../../src/templates/shareLink';
import type { Template } from '../../src/templates/types';
import { describeViolations, seriousViolations } from './support/axe';
import { launchBrowser, openApp, type OpenedApp } from './support/browser';
import { libraryPanel, openDoc, openTab, savedTemplates } from './support/designerPage';
import { activePdfTemplate, colourTemplate, fontAndImageTemplate } from './support/privacyPayloads';

const CORPUS = 'tests/fixtures/pdfme-compat/table-json-content.json';
/** Any origin but the app's: the route in openApp records and aborts every request to it. */
const TRACKER = 'http://127.0.0.1:9';

let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const savedCount = (page: Page) => savedTemplates(page).getByRole('listitem').count();

/** What a template holds, without the designer's field ids. */
const content = (t: Template) => JSON.stringify(t.schemas.map((page) => page.map(({ id: _id, ...field }) => field)));

async function ready(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'Page 1' }).waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => (window as unknown as { __platenDesigner: { getView(): { templateId: string | null } } }).__platenDesigner.getView().templateId !== null);
  await openTab(page, 'Templates');
}

/** Clicks Share link and reads the link the panel shows. */
async function shareLink(page: Page): Promise<string> {
  await libraryPanel(page).getByRole('button', { name: 'Share link' }).click();
  const field = libraryPanel(page).getByRole('textbox', { name: 'Link to this template' });
  await field.waitFor();
  return field.inputValue();
}

/** Opens `link` in a fresh profile, as a colleague would; waits until the library says what it did. */
async function openLink(link: string): Promise<{ app: OpenedApp; message: string; details: string[] }> {
  const app = await openApp(link, { browser });
  await ready(app.page);
  const notice = libraryPanel(app.page).locator('.panel__note, .panel__error').filter({ hasText: /shared link/ });
  await notice.first().waitFor({ timeout: 30_000 });
  const details = await notice.first().getByRole('listitem').allTextContents();
  return { app, message: (await notice.first().textContent()) ?? '', details };
}

/** Imports `template` as a file through the panel's chooser; the problems listed under the message. */
async function importAsFile(page: Page, name: string, template: Template): Promise<string[]> {
  await libraryPanel(page).getByLabel('Import a pdfme template (.json)').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(template)) });
  const notice = libraryPanel(page).locator('.panel__note').filter({ hasText: `Imported “${name}”` });
  await notice.waitFor({ timeout: 30_000 });
  return notice.getByRole('listitem').allTextContents();
}

describe('a template as a link', () => {
  it('round-trips a gallery template into a colleague’s library, once, and says so', async () => {
    const sender = await openApp('', { browser });
    try {
      await ready(sender.page);
      await libraryPanel(sender.page).getByRole('button', { name: 'Certificate' }).click();
      await expect.poll(async () => (await openDoc(sender.page)).platen?.name).toBe('Certificate');
      const sent = await openDoc(sender.page);
      const link = await shareLink(sender.page);
      expect(link).toMatch(/#template=v1\.[A-Za-z0-9_-]+$/);
      await sender.screenshot('share-link');
      expect(describeViolations(await seriousViolations(sender.page))).toBe('no critical or serious violations');

      const { app, message } = await openLink(link);
      try {
        expect(message).toContain('Opened the shared link as “Certificate”');
        expect(content(await openDoc(app.page))).toBe(content(sent));
        expect(await app.page.evaluate(() => window.location.hash)).toBe('');
        const count = await savedCount(app.page);
        await app.page.reload();
        await ready(app.page);
        await expect.poll(async () => (await openDoc(app.page)).platen?.name).toBe('Certificate');
        expect(await savedCount(app.page)).toBe(count); // a reload does not import it again
        expect(app.foreignRequests).toEqual([]);
        expect(app.pageErrors).toEqual([]);
      } finally {
        await app.close();
      }
    } finally {
      await sender.close();
    }
  });

  it('round-trips a pdfme corpus template imported from a file', async () => {
    const sender = await openApp('', { browser });
    try {
      await ready(sender.page);
      await libraryPanel(sender.page).getByLabel('Import a pdfme template (.json)').setInputFiles(CORPUS);
      await expect.poll(async () => (await openDoc(sender.page)).platen?.name).toBe('table-json-content');
      const sent = await openDoc(sender.page);
      const { app } = await openLink(await shareLink(sender.page));
      try {
        await expect.poll(async () => (await openDoc(app.page)).platen?.name).toBe('table-json-content');
        expect(content(await openDoc(app.page))).toBe(content(sent));
        expect(JSON.stringify((await openDoc(app.page)).basePdf)).toBe(JSON.stringify(sent.basePdf));
        expect(app.foreignRequests).toEqual([]);
      } finally {
        await app.close();
      }
    } finally {
      await sender.close();
    }
  });

  it('opens the privacy suite’s hostile templates with the same warnings as a file import and no request elsewhere', async () => {
    const hostile: Array<[string, Template]> = [
      ['privacy-colours.json', colourTemplate(TRACKER)],
      ['privacy-fonts.json', fontAndImageTemplate(TRACKER)],
      ['privacy-pdf.json', await activePdfTemplate(TRACKER)],
    ];
    const reference = await openApp('', { browser });
    try {
      await ready(reference.page);
      for (const [fileName, template] of hostile) {
        const asFile = await importAsFile(reference.page, fileName, template);
        // the comparison means something only if the import found what it removes
        if (fileName === 'privacy-colours.json') expect(asFile.join('\n')).toContain('is not a colour, so it was removed');
        // An attacker builds the link from the raw template; nothing of Platen's import runs on the sending side.
        const crafted = makeShareLink(reference.baseURL, JSON.stringify(template));
        expect(crafted.ok, fileName).toBe(true);
        if (!crafted.ok) continue;
        const { app, message, details } = await openLink(crafted.url);
        try {
          expect(message).toContain('Opened the shared link as');
          expect(details, fileName).toEqual(asFile);
          await app.page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
          expect(app.foreignRequests, fileName).toEqual([]);
          expect(await app.page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
        } finally {
          await app.close();
        }
      }
      expect(reference.foreignRequests).toEqual([]);
    } finally {
      await reference.close();
    }
  });

  it('a template too large for a link is named with its size and the advice to share the file', async () => {
    // a background PDF carrying 60 KB of random bytes: nothing compresses it into a link
    const pdf = await PDFDocument.create();
    pdf.addPage([595, 842]);
    await pdf.attach(randomBytes(60_000), 'noise.bin', { mimeType: 'application/octet-stream' });
    const basePdf = `data:application/pdf;base64,${Buffer.from(await pdf.save()).toString('base64')}`;
    const app = await openApp('', { browser });
    try {
      await ready(app.page);
      await importAsFile(app.page, 'large.json', { basePdf, schemas: [[]], platen: { name: 'Large' } } as Template);
      await libraryPanel(app.page).getByRole('button', { name: 'Share link' }).click();
      const alert = libraryPanel(app.page).getByRole('alert');
      await expect.poll(() => alert.textContent()).toMatch(/too large for a link: \d+ KB .*share the file instead/);
      expect(await libraryPanel(app.page).getByRole('textbox', { name: 'Link to this template' }).count()).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('a broken link says what is wrong, and the open template and library stay as they were', async () => {
    const app = await openApp('', { browser });
    try {
      await ready(app.page);
      const before = JSON.stringify(await openDoc(app.page));
      const count = await savedCount(app.page);
      // a link cut short when it was copied, opened in the running app (hashchange)
      const good = makeShareLink(app.baseURL, readFileSync(CORPUS, 'utf8'));
      if (!good.ok) throw new Error('corpus template does not fit a link');
      await app.page.goto(good.url.slice(0, -12));
      const alert = libraryPanel(app.page).getByRole('alert');
      await expect.poll(() => alert.textContent()).toContain('The shared link could not be opened');
      expect(await alert.textContent()).toMatch(/damaged|cut short/);
      expect(JSON.stringify(await openDoc(app.page))).toBe(before);
      expect(await savedCount(app.page)).toBe(count);
      expect(app.pageErrors).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
