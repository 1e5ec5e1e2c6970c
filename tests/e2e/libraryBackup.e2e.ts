// Keeping the library in real Chromium (issue #21): persistent storage asked for on the first save and the browser's
// answer shown as it is; Back up library of 20 templates and Restore into the changed library (merged by id, a changed
// template kept beside its restored copy) and into an empty profile; a broken backup refused with its place.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, openApp, type OpenedApp } from './support/browser';
import { libraryPanel, openDoc, openTab, savedTemplates } from './support/designerPage';

let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const savedNames = async (page: Page) =>
  (await savedTemplates(page).getByRole('button', { name: /^Open / }).evaluateAll((buttons) => buttons.map((b) => b.firstChild?.textContent ?? ''))) as string[];

async function ready(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'Page 1' }).waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => (window as unknown as { __platenDesigner: { getView(): { templateId: string | null } } }).__platenDesigner.getView().templateId !== null);
  await openTab(page, 'Templates');
}

/** The Batch step's "File names" box (Data tab), opened. */
function batchFileNames(page: Page) {
  return {
    async open() {
      await openTab(page, 'Data');
      await page.getByRole('region', { name: 'Data' }).getByRole('tab', { name: 'Batch', exact: true }).click();
      return page.getByRole('region', { name: 'Data' }).getByLabel('File names');
    },
    async fill(value: string) {
      await (await this.open()).fill(value);
      await (await this.open()).blur();
    },
    async inputValue() {
      return (await this.open()).inputValue();
    },
  };
}

async function restore(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }): Promise<string> {
  await libraryPanel(page).getByLabel('Restore from a backup (.json)').setInputFiles(file);
  const notice = libraryPanel(page).locator('.panel__note, .panel__error').filter({ hasText: /Restored|backup was not restored/ });
  await notice.first().waitFor({ timeout: 30_000 });
  return (await notice.first().textContent()) ?? '';
}

describe('persistent storage', () => {
  it('is asked for on the first save, and the panel shows what the browser answered', async () => {
    // Wraps, never replaces, the browser's StorageManager: the real answer comes back and is recorded for the check.
    // (openApp blocks service workers: the estimate then counts the library, not a precache beside it.)
    const app = await openApp('', {
      browser,
      initScript: () => {
        const asked: string[] = ((window as unknown as { __asked: string[] }).__asked = []);
        const { persist, persisted } = StorageManager.prototype;
        StorageManager.prototype.persist = function () {
          return persist.call(this).then((answer) => (asked.push(`persist:${answer}`), answer));
        };
        StorageManager.prototype.persisted = function () {
          return persisted.call(this).then((answer) => (asked.push(`persisted:${answer}`), answer));
        };
      },
    });
    const { page } = app;
    try {
      await ready(page);
      const storageLine = libraryPanel(page).locator('.library__storage');
      await expect.poll(() => storageLine.textContent()).toMatch(/^(Kept|Not guaranteed)/);
      const asked = await page.evaluate(() => (window as unknown as { __asked: string[] }).__asked);
      const answer = asked.includes('persisted:true') || asked.includes('persist:true');
      // asked once: either it was already granted, or persist() was called exactly once
      expect(asked.includes('persisted:true') || asked.filter((a) => a.startsWith('persist:')).length === 1, asked.join()).toBe(true);
      expect(await storageLine.textContent()).toMatch(answer ? /^Kept: the browser granted persistent storage/ : /^Not guaranteed: the browser did not grant/);
      await expect.poll(() => storageLine.textContent()).toMatch(/This site stores \d+(\.\d)? (bytes|KB|MB) in this browser\./);
    } finally {
      await app.close();
    }
  });
});

describe('back up and restore the library', () => {
  let app: OpenedApp;
  let page: Page;
  let backupPath: string;

  beforeAll(async () => {
    app = await openApp('', { browser });
    page = app.page;
    await ready(page);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('backs up a library of 20 templates into one file', async () => {
    await expect.poll(() => savedTemplates(page).getByRole('listitem').count()).toBe(1); // the first visit's invoice
    const cards = libraryPanel(page).locator('.library__gallery').getByRole('button');
    const galleryCount = await cards.count();
    for (let i = 1; i < 20; i++) {
      await cards.nth(i % galleryCount).click();
      await expect.poll(() => savedTemplates(page).getByRole('listitem').count()).toBe(i + 1);
    }
    // the open template's batch settings travel with it (its data rows do not)
    const withSettings = (await openDoc(page)).platen?.name;
    await batchFileNames(page).fill('{row}-backed-up.pdf');
    await openTab(page, 'Templates');
    const [download] = await Promise.all([page.waitForEvent('download'), libraryPanel(page).getByRole('button', { name: 'Back up library' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Platen library \d{4}-\d{2}-\d{2}\.json$/);
    backupPath = (await download.path())!;
    const backup = JSON.parse(readFileSync(backupPath, 'utf8'));
    expect(backup).toMatchObject({ format: 'platen-library-backup', version: 1 });
    expect(backup.templates).toHaveLength(20);
    expect(new Set(backup.templates.map((t: { id: string }) => t.id)).size).toBe(20);
    expect((backup.templates.map((t: { name: string }) => t.name) as string[]).sort()).toEqual((await savedNames(page)).sort());
    const entry = backup.templates.find((t: { name: string }) => t.name === withSettings);
    expect(entry.settings.fileName).toBe('{row}-backed-up.pdf');
    expect(Object.keys(entry)).not.toContain('source');
    await expect.poll(() => libraryPanel(page).getByRole('status').allTextContents()).toContainEqual(expect.stringContaining('Backed up 20 templates'));
  });

  it('restores into the changed library: deleted ones come back, an edited one is kept beside its restored copy', async () => {
    page.on('dialog', (dialog) => void dialog.accept());
    for (const name of ['Name badge', 'Event ticket', 'Quarterly report']) {
      await savedTemplates(page).getByRole('button', { name: `Delete ${name}`, exact: true }).click();
      await savedTemplates(page).getByRole('button', { name: `Delete ${name}`, exact: true }).waitFor({ state: 'detached' });
    }
    await savedTemplates(page).getByRole('button', { name: /^Open Certificate, / }).click();
    await expect.poll(async () => (await openDoc(page)).platen?.name).toBe('Certificate');
    const fields = (await openDoc(page)).schemas[0].length;
    await openTab(page, 'Fields');
    await page.getByRole('region', { name: 'Fields' }).getByRole('button', { name: 'Text', exact: true }).click();
    await openTab(page, 'Templates');
    await expect.poll(() => libraryPanel(page).getByRole('status').first().textContent()).toBe('All changes saved');
    expect(await savedTemplates(page).getByRole('listitem').count()).toBe(17);

    const message = await restore(page, backupPath);
    expect(message).toContain('Restored 20 templates: 3 added, 1 kept as “(restored)” copies beside a different version in the library, 16 already in the library.');
    await expect.poll(() => savedTemplates(page).getByRole('listitem').count()).toBe(21);
    const names = await savedNames(page);
    for (const name of ['Name badge', 'Event ticket', 'Quarterly report', 'Certificate', 'Certificate (restored)']) expect(names).toContain(name);
    await savedTemplates(page).getByRole('button', { name: /^Open Certificate \(restored\), / }).click();
    await expect.poll(async () => (await openDoc(page)).schemas[0].length).toBe(fields);
    await savedTemplates(page).getByRole('button', { name: /^Open Certificate, / }).click();
    await expect.poll(async () => (await openDoc(page)).schemas[0].length).toBe(fields + 1);
    await app.screenshot('library-restored');

    expect(await restore(page, backupPath)).toContain('Restored 20 templates: 0 added, 0 kept');
  });

  it('refuses a broken backup, naming the problem and its place, and leaves the library alone', async () => {
    const backup = JSON.parse(readFileSync(backupPath, 'utf8'));
    backup.templates[4].template.schemas = 'not pages';
    const before = await savedTemplates(page).getByRole('listitem').count();
    const message = await restore(page, { name: 'damaged.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(backup)) });
    expect(message).toContain('“damaged.json”: The backup was not restored: templates[4] (“');
    expect(message).toContain('The library is unchanged.');
    expect(await savedTemplates(page).getByRole('listitem').count()).toBe(before);
  });

  it('restores all 20 into an empty profile', async () => {
    const other = await openApp('', { browser });
    try {
      await ready(other.page);
      expect(await restore(other.page, backupPath)).toContain('Restored 20 templates: 20 added');
      await expect.poll(() => savedTemplates(other.page).getByRole('listitem').count()).toBe(21); // its own first-visit invoice too
      const backup = JSON.parse(readFileSync(backupPath, 'utf8'));
      const name = backup.templates.find((t: { settings?: { fileName?: string } }) => t.settings?.fileName === '{row}-backed-up.pdf').name;
      await savedTemplates(other.page).getByRole('button', { name: new RegExp(`^Open ${name.replace(/[()]/g, '\\$&')}, `) }).click();
      await expect.poll(async () => (await openDoc(other.page)).platen?.name).toBe(name);
      await expect.poll(() => batchFileNames(other.page).inputValue()).toBe('{row}-backed-up.pdf');
      expect(other.foreignRequests).toEqual([]);
      expect(other.pageErrors).toEqual([]);
    } finally {
      await other.close();
    }
    expect(app.foreignRequests).toEqual([]);
    expect(app.pageErrors).toEqual([]);
  });
});
