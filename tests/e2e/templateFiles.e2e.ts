// Templates as files in real Chromium (issue #21): Open…, Save, Save as… and Ctrl+S on .json files, and files dropped
// onto the window (a template opens, a PDF becomes the background, undoably; anything else is named and refused).
//
// Chromium's native file pickers are dialogs no automation can drive, so only showOpenFilePicker/showSaveFilePicker
// are replaced (addInitScript) by functions that return real FileSystemFileHandles from the Origin Private File System.
// Everything else is the app's own path: the buttons and keys, the permission request, createWritable() and the
// writes, which the test then reads back from OPFS.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PDFDocument } from '@pdfme/pdf-lib';
import type { Template } from '../../src/templates/types';
import { describeViolations, seriousViolations } from './support/axe';
import { openApp, type OpenedApp } from './support/browser';
import { openDoc, openTab } from './support/designerPage';

const CORPUS = 'tests/fixtures/pdfme-compat/table-json-content.json';

type PickerWindow = Window & { __nextOpen?: string; __nextSave?: string; __picks: string[] };

const panel = (page: Page) => page.getByRole('region', { name: 'Templates' });
const topFile = (page: Page) => page.locator('.topbar__file');

/** A file in OPFS as text ('' when missing). */
const readOpfs = (page: Page, name: string) =>
  page.evaluate(async (n) => {
    const root = await navigator.storage.getDirectory();
    const handle = await root.getFileHandle(n).catch(() => null);
    return handle ? (await handle.getFile()).text() : '';
  }, name);
const fieldCount = async (page: Page, name: string) => {
  const text = await readOpfs(page, name);
  return text ? (JSON.parse(text).schemas as unknown[][]).flat().length : -1;
};

async function addTextField(page: Page): Promise<void> {
  await openTab(page, 'Fields');
  await page.getByRole('region', { name: 'Fields' }).getByRole('button', { name: 'Text', exact: true }).click();
  await openTab(page, 'Templates');
}

/** Drops a file made in the page (name, type, bytes as base64) onto the canvas, as a drag from the desktop does. */
async function dropFile(page: Page, name: string, type: string, base64: string): Promise<void> {
  const transfer = await page.evaluateHandle(
    ({ name, type, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], name, { type }));
      return data;
    },
    { name, type, base64 },
  );
  const target = page.getByRole('region', { name: 'Page 1' });
  await target.dispatchEvent('dragover', { dataTransfer: transfer });
  await target.dispatchEvent('drop', { dataTransfer: transfer });
}

describe('templates as files', () => {
  let app: OpenedApp;
  let page: Page;

  beforeAll(async () => {
    app = await openApp();
    page = app.page;
    await app.context.addInitScript(() => {
      const w = window as unknown as PickerWindow;
      w.__picks = [];
      const root = () => navigator.storage.getDirectory();
      Object.assign(window, {
        showOpenFilePicker: async () => {
          w.__picks.push(`open:${w.__nextOpen}`);
          return [await (await root()).getFileHandle(w.__nextOpen!)];
        },
        showSaveFilePicker: async (options: { suggestedName?: string }) => {
          const name = w.__nextSave ?? options.suggestedName!;
          w.__picks.push(`save:${name}`);
          return (await root()).getFileHandle(name, { create: true });
        },
      });
    });
    await page.reload();
    await page.getByRole('region', { name: 'Page 1' }).waitFor({ timeout: 60_000 });
    await openTab(page, 'Templates');
    // a template file already on "disk"
    await page.evaluate(async (text) => {
      const handle = await (await navigator.storage.getDirectory()).getFileHandle('corpus.json', { create: true });
      const writable = await handle.createWritable();
      await writable.write(text);
      await writable.close();
    }, readFileSync(CORPUS, 'utf8'));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('Open… opens a file into the library and shows its name; Ctrl+S writes back to it', async () => {
    await page.evaluate(() => ((window as unknown as PickerWindow).__nextOpen = 'corpus.json'));
    await panel(page).getByRole('button', { name: 'Open…' }).click();
    await expect.poll(() => panel(page).getByRole('status').allTextContents()).toContainEqual(expect.stringContaining('Imported “corpus.json”'));
    await expect.poll(() => topFile(page).textContent()).toBe('Saved to file corpus.json');
    const before = await fieldCount(page, 'corpus.json');
    await addTextField(page);
    await page.keyboard.press('Control+s');
    await expect.poll(() => fieldCount(page, 'corpus.json')).toBe(before + 1);
    await expect.poll(() => page.locator('.notice').textContent()).toContain('Saved to “corpus.json”.');
    await app.screenshot('template-file-open');
    expect(describeViolations(await seriousViolations(page))).toBe('no critical or serious violations');
  });

  it('Save as… writes a new file, which Ctrl+S then writes to, leaving the first alone', async () => {
    const first = await readOpfs(page, 'corpus.json');
    await page.evaluate(() => ((window as unknown as PickerWindow).__nextSave = 'copy.json'));
    await panel(page).getByRole('button', { name: 'Save as…' }).click();
    await expect.poll(() => topFile(page).textContent()).toBe('Saved to file copy.json');
    // the open template as it is now (the canvas may have fitted the table's height since the last save)
    const names = (t: Template) => t.schemas.flat().map((f) => f.name);
    const copied = JSON.parse(await readOpfs(page, 'copy.json')) as Template;
    expect(names(copied)).toEqual(names(await openDoc(page)));
    await addTextField(page);
    await page.keyboard.press('Control+s');
    await expect.poll(() => fieldCount(page, 'copy.json')).toBe(names(copied).length + 1);
    expect(await readOpfs(page, 'corpus.json')).toBe(first);
  });

  it('Save on a template with no file asks where, suggesting its name', async () => {
    await page.evaluate(() => delete (window as unknown as PickerWindow).__nextSave);
    await panel(page).locator('.library__gallery').getByRole('button').nth(4).click();
    await expect.poll(() => topFile(page).count()).toBe(0); // another template: no file yet
    const name = (await openDoc(page)).platen?.name;
    await panel(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => topFile(page).textContent()).toBe(`Saved to file ${name}.json`);
    expect(JSON.parse(await readOpfs(page, `${name}.json`)).platen.name).toBe(name);
    expect(await page.evaluate(() => (window as unknown as PickerWindow).__picks)).toEqual(['open:corpus.json', 'save:copy.json', `save:${name}.json`]);
  });

  it('a template dropped onto the window opens like an import', async () => {
    const text = JSON.stringify({ ...JSON.parse(readFileSync(CORPUS, 'utf8')), platen: { name: 'Dropped table' } });
    await dropFile(page, 'dropped.json', 'application/json', Buffer.from(text).toString('base64'));
    await expect.poll(() => panel(page).getByRole('status').allTextContents()).toContainEqual(expect.stringContaining('Imported “dropped.json” as “Dropped table”'));
    expect((await openDoc(page)).platen?.name).toBe('Dropped table');
  });

  it('a PDF dropped onto the window becomes the background, and Undo takes it back', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([595, 842]);
    pdf.addPage([595, 842]);
    const before = (await openDoc(page)).basePdf;
    await dropFile(page, 'letterhead.pdf', 'application/pdf', Buffer.from(await pdf.save()).toString('base64'));
    await expect.poll(async () => String((await openDoc(page)).basePdf).slice(0, 28)).toBe('data:application/pdf;base64,');
    await expect.poll(() => page.locator('.notice').textContent()).toContain('letterhead.pdf: 2 pages in the background.');
    expect((await openDoc(page)).schemas.length).toBe(2);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => JSON.stringify((await openDoc(page)).basePdf)).toBe(JSON.stringify(before));
  });

  it('another kind of file is named and refused; nothing changes', async () => {
    const before = JSON.stringify(await openDoc(page));
    await dropFile(page, 'notes.txt', 'text/plain', Buffer.from('hello').toString('base64'));
    await expect.poll(() => page.locator('.notice').textContent()).toContain('“notes.txt” was not opened');
    expect(JSON.stringify(await openDoc(page))).toBe(before);
    expect(app.foreignRequests).toEqual([]);
    expect(app.pageErrors).toEqual([]);
  });
});
