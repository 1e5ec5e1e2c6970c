// The template library in real Chromium: import (legacy v4), export, a broken import, autosave across a reload, and
// two tabs on one template (kept in step while one is idle; both edits kept when both edit at once).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openApp, type OpenedApp } from './support/browser';
import { openDoc as doc, openTab as tab } from './support/designerPage';

const FIXTURE = 'tests/fixtures/legacy-v4-invoice.json';

describe('template library', () => {
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

  it('starts a first visit from the gallery invoice', async () => {
    await tab(page, 'Templates');
    await expect.poll(() => library().getByRole('list', { name: 'Saved templates' }).textContent()).toContain('Invoice');
    expect((await doc(page)).schemas[0].length).toBeGreaterThan(3);
  });

  it('imports a legacy pdfme v4 file and exports it again as pdfme JSON with its fields', async () => {
    await library().getByLabel('Import a pdfme template (.json)').setInputFiles(FIXTURE);
    await expect.poll(() => library().getByRole('status').allTextContents()).toContainEqual(expect.stringContaining('Imported “legacy-v4-invoice.json”'));
    const imported = (await doc(page)).schemas[0].map((f) => f.name);
    const original = JSON.parse(readFileSync(FIXTURE, 'utf8'));
    const originalNames = Object.keys(original.schemas[0]);
    expect(imported.sort()).toEqual([...originalNames].sort());
    await app.screenshot('library-imported');

    const [download] = await Promise.all([page.waitForEvent('download'), library().getByRole('button', { name: 'Export JSON' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(Array.isArray(exported.schemas[0])).toBe(true);
    expect(exported.schemas[0].map((f: { name: string }) => f.name).sort()).toEqual([...originalNames].sort());
    expect(typeof exported.basePdf).toBe('string');
  });

  it('a broken file is refused with the problem and its place, and the open template stays as it was', async () => {
    // what the user made, not layout the canvas settles after opening (a table's measured height may still arrive)
    const made = async () => {
      const d = await doc(page);
      return JSON.stringify([d.platen?.name, d.basePdf, d.schemas.map((p) => p.map((f) => [f.id, f.name, f.type, f.content, f.position]))]);
    };
    const before = await made();
    const saved = await library().getByRole('list', { name: 'Saved templates' }).getByRole('listitem').count();
    await library()
      .getByLabel('Import a pdfme template (.json)')
      .setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{\n  "schemas": [[\n    { "name": "a", }\n  ]]\n}') });
    const alert = library().getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('“broken.json” was not imported');
    expect(await alert.textContent()).toMatch(/line 3, column \d+/);
    expect(await made()).toBe(before);
    expect(await library().getByRole('list', { name: 'Saved templates' }).getByRole('listitem').count()).toBe(saved);
    await app.screenshot('library-broken-import');
  });

  it('keeps work across a reload (autosave)', async () => {
    await tab(page, 'Fields');
    await page.getByRole('region', { name: 'Fields' }).getByRole('button', { name: 'Text', exact: true }).click();
    await tab(page, 'Templates');
    const names = (await doc(page)).schemas[0].map((f) => f.name);
    await expect.poll(() => library().getByRole('status').first().textContent()).toBe('All changes saved');
    await page.reload();
    await page.getByRole('region', { name: 'Page 1' }).waitFor();
    await expect.poll(async () => (await doc(page)).schemas[0].map((f) => f.name)).toEqual(names);
    await tab(page, 'Templates');
    await app.screenshot('library-after-reload');
  });

  it('duplicates, opens and deletes a saved template', async () => {
    const list = library().getByRole('list', { name: 'Saved templates' });
    const count = await list.getByRole('listitem').count();
    await list.getByRole('button', { name: 'Duplicate Invoice', exact: true }).click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(count + 1);
    await list.getByRole('button', { name: /^Open Invoice copy, / }).waitFor();
    await list.getByRole('button', { name: /^Open Invoice copy, / }).click();
    await expect.poll(async () => (await doc(page)).platen?.name).toBe('Invoice copy');
    page.once('dialog', (dialog) => void dialog.accept());
    await list.getByRole('button', { name: 'Delete Invoice copy', exact: true }).click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(count);
    // Deleting the open template opens the most recent remaining one.
    await expect.poll(async () => (await doc(page)).platen?.name).not.toBe('Invoice copy');
    await app.screenshot('library-list');
  });

  it('has no page errors and no requests outside the app', () => {
    expect(app.foreignRequests).toEqual([]);
    expect(app.pageErrors).toEqual([]);
  });
});

describe('two tabs on one template', () => {
  let app: OpenedApp;
  let first: Page;
  let second: Page;
  const fieldNames = async (page: Page) => (await doc(page)).schemas[0].map((f) => f.name);
  const openId = (page: Page) =>
    page.evaluate(() => (window as unknown as { __platenDesigner: { getView(): { templateId: string | null } } }).__platenDesigner.getView().templateId);
  const addText = (page: Page) => page.getByRole('region', { name: 'Fields' }).getByRole('button', { name: 'Text', exact: true }).click();

  beforeAll(async () => {
    app = await openApp();
    first = app.page;
    await first.getByRole('region', { name: 'Page 1' }).waitFor();
    const opened = (id: string | null) =>
      (window as unknown as { __platenDesigner: { getView(): { templateId: string | null } } }).__platenDesigner.getView().templateId ===
        id && id !== null;
    await first.waitForFunction(() => (window as unknown as { __platenDesigner: { getView(): { templateId: string | null } } }).__platenDesigner.getView().templateId !== null);
    second = await app.context.newPage();
    second.on('pageerror', (error) => app.pageErrors.push(String(error)));
    await second.goto(app.baseURL);
    await second.getByRole('region', { name: 'Page 1' }).waitFor();
    await second.waitForFunction(opened, await openId(first)); // the second tab reopens the last template: the same
    await tab(first, 'Fields');
    await tab(second, 'Fields');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('brings the idle tab up to date when the other saves', async () => {
    const before = await fieldNames(second);
    await addText(first);
    const edited = await fieldNames(first);
    expect(edited.length).toBe(before.length + 1);
    await expect.poll(() => fieldNames(second)).toEqual(edited);
  });

  it('keeps both edits when both tabs edit at once: the later save becomes a copy in its own tab', async () => {
    const shared = await openId(first);
    // Both edits land before either tab's autosave runs: each tab's clock is held until both have edited.
    await first.clock.install();
    await second.clock.install();
    await addText(first);
    await addText(second);
    const [mine, theirs] = [await fieldNames(first), await fieldNames(second)];
    await first.clock.runFor(1_000); // the first tab saves in place and tells the second…
    await second.clock.runFor(1_000); // …whose own edit is still waiting: saving it finds the template changed
    // Each tab still shows its own edit, and the two now edit different library entries.
    await expect.poll(async () => (await openId(first)) !== (await openId(second))).toBe(true);
    expect([await openId(first), await openId(second)]).toContain(shared);
    expect(await fieldNames(first)).toEqual(mine);
    expect(await fieldNames(second)).toEqual(theirs);
    const copyTab = (await openId(first)) === shared ? second : first;
    await tab(copyTab, 'Templates');
    const panel = copyTab.getByRole('region', { name: 'Templates' });
    await expect.poll(() => panel.getByRole('status').allTextContents()).toContainEqual(expect.stringContaining('was changed in another tab'));
    await expect.poll(() => panel.getByRole('list', { name: 'Saved templates' }).textContent()).toContain('Invoice copy');
    expect((await doc(copyTab)).platen?.name).toBe('Invoice copy');
    await copyTab.screenshot({ path: `${process.cwd()}/tests/e2e/.artifacts/library-two-tabs-conflict.png` });
  });

  it('has no page errors and no requests outside the app', () => {
    expect(app.foreignRequests).toEqual([]);
    expect(app.pageErrors).toEqual([]);
  });
});
