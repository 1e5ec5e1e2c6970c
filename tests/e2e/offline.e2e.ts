// Installable and offline after the first visit (issue #21), as a new user meets it in Chromium: the first visit
// (online) shows a Korean sample, which caches its fallback face on first use; the user then makes all fonts
// available offline from Pages → Offline. With the network cut (Chromium's own emulation), the reloaded app imports a
// template and a CSV of Japanese, Korean, Arabic and accented names, passes preflight, previews, and writes a merged PDF
// and a ZIP whose every name reads back with pdftotext. No request leaves the origin.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createField } from '../../src/templates/fieldTypes';
import { SHIPPED_FONTS } from '../../src/templates/fonts';
import type { Template } from '../../src/templates/types';
import type { OfflineFontList } from '../../src/designer/offline/offlineFontList';
import { launchBrowser, openApp, type OpenedApp } from './support/browser';
import { openTab } from './support/designerPage';
import { importTemplateFile } from './support/templateFile';

const NAMES = ['山田太郎', '김민준', 'محمد عبد الله', 'Zoë Ångström'];

function namesTemplate(name: string, sample: string): Template {
  return {
    basePdf: { width: 100, height: 40, padding: [0, 0, 0, 0] },
    schemas: [[{ ...createField('text', 'name', { x: 5, y: 5 }), width: 90, height: 12, fontSize: 16, content: sample }]],
    platen: { name },
  };
}

/** What Pages → Offline says about the fonts. */
async function fontsOfflineText(page: Page): Promise<string> {
  await openTab(page, 'Pages');
  return (await page.getByRole('group', { name: 'Offline' }).getByRole('status', { name: 'Fonts offline' }).textContent()) ?? '';
}

/** The batch's download after pressing Start, with the output `kind` chosen in the Batch tab. */
async function runBatch(page: Page, kind: 'One merged PDF' | 'One PDF per record (ZIP)'): Promise<string> {
  const panel = page.getByRole('region', { name: 'Data' });
  await panel.getByRole('tab', { name: 'Batch' }).click();
  await panel.getByLabel(kind).check();
  const download = page.waitForEvent('download', { timeout: 170_000 });
  await panel.getByRole('button', { name: `Start batch of ${NAMES.length}` }).click();
  return (await (await download).path())!;
}

const pdfText = (file: string) => execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });

describe('offline after the first visit', () => {
  let browser: Browser;
  let app: OpenedApp;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    app = await openApp('', { browser, serviceWorkers: 'allow' });
    page = app.page;
  });

  afterAll(async () => {
    await app?.close();
    await browser?.close();
  });

  it('is installable: a manifest with name, standalone display, theme colour and 192, 512 and maskable icons', async () => {
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await fetch(new URL(href!, inject('baseURL')))).json();
    expect(manifest).toMatchObject({ name: 'Platen', display: 'standalone', theme_color: '#2563eb', start_url: '/' });
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of icons) expect((await fetch(new URL(icon.src, inject('baseURL')))).headers.get('content-type')).toBe('image/png');
  });

  it('precaches the app shell but not the large fonts, which the build lists with their sizes', async () => {
    const list = (await (await fetch(new URL('offline-fonts.json', inject('baseURL')))).json()) as OfflineFontList;
    expect(list.fonts.map((font) => font.name).sort()).toEqual(SHIPPED_FONTS.filter((font) => font.lazy).map((font) => font.name).sort());
    const worker = await (await fetch(new URL('sw.js', inject('baseURL')))).text();
    for (const font of list.fonts) {
      expect(worker, font.name).not.toContain(font.url.slice(1));
      expect(Number((await fetch(new URL(font.url, inject('baseURL')))).headers.get('content-length')), font.name).toBe(font.bytes);
    }
    for (const shell of ['index.html', 'Roboto_400Regular', 'platen.worker', 'render.worker', 'harfbuzz', '.wasm']) expect(worker).toContain(shell);
    expect(worker).not.toContain('engine-harness.html"');
  });

  it('caches a fallback face the first time a text needs it, and all of them on the user’s word', async () => {
    await openTab(page, 'Pages');
    const offline = page.getByRole('group', { name: 'Offline' });
    await expect.poll(() => offline.getByRole('status').first().textContent()).toBe('Platen is saved in this browser and opens without a network.');
    const list = (await (await fetch(new URL('offline-fonts.json', inject('baseURL')))).json()) as OfflineFontList;
    const korean = list.fonts.find((font) => font.name === 'NotoSansKR')!;
    expect(await fontsOfflineText(page)).toMatch(/^0 of \d+ fonts/);

    // The canvas draws the Korean sample: its face is fetched now, online, and kept.
    await importTemplateFile(page, 'korean-sample.json', namesTemplate('Korean sample', '김민준'));
    await expect.poll(() => fontsOfflineText(page), { timeout: 60_000 }).toMatch(/^[1-9]\d* of \d+ fonts/);

    // The button names what is still to download, from the build's own list of sizes.
    const savedFonts = Number((await fontsOfflineText(page)).split(' ')[0]);
    expect(savedFonts).toBeLessThan(list.fonts.length);
    const total = list.fonts.reduce((sum, font) => sum + font.bytes, 0);
    expect(total).toBeGreaterThan(50_000_000); // the CJK faces are 5–10 MB each
    const button = offline.getByRole('button', { name: /^Make all fonts available offline \(\d+\.\d MB\)$/ });
    const missing = Number(/\((\d+\.\d) MB\)/.exec((await button.textContent())!)![1]);
    expect(missing).toBeLessThanOrEqual(Number(((total - korean.bytes) / 1e6).toFixed(1)));
    await button.click();
    await expect
      .poll(() => fontsOfflineText(page), { timeout: 170_000 })
      .toBe(`All fonts are available offline (${(total / 1e6).toFixed(1)} MB).`);
  });

  it('with the network cut, reloads, imports, checks, previews and writes a merged PDF and a ZIP of every name', async () => {
    await app.context.setOffline(true);
    await page.reload();
    await page.getByRole('region', { name: 'Page 1' }).waitFor({ timeout: 60_000 });
    // The cut reaches the service worker's own fetches too: whatever the app does next comes from its caches.
    expect(await page.evaluate(() => fetch('/favicon.svg?not-cached').then(() => 'reached', () => 'cut'))).toBe('cut');

    await importTemplateFile(page, 'names.json', namesTemplate('Names offline', 'Name'));
    await openTab(page, 'Data');
    const panel = page.getByRole('region', { name: 'Data' });
    const csv = `name\n${NAMES.map((name) => `"${name}"`).join('\n')}\n`;
    await panel.getByLabel('Data file').setInputFiles({ name: 'names.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect.poll(() => panel.getByRole('status', { name: 'Imported data' }).textContent()).toContain(`names.csv — ${NAMES.length} rows, 1 column`);

    // Preflight finds every character drawable (no "no font can draw"), which needs the cached faces.
    await panel.getByRole('tab', { name: 'Preflight' }).click();
    await panel.getByRole('button', { name: 'Check all records' }).click();
    await expect.poll(() => panel.getByRole('status').filter({ hasText: 'records' }).first().textContent()).toBe(`All ${NAMES.length} records look fine.`);

    // The canvas draws each record with the cached faces: none failed to load (Chromium drew empty boxes then).
    for (let record = 1; record < NAMES.length; record += 1) {
      await panel.getByRole('button', { name: 'Next record' }).click();
      await expect.poll(() => page.getByRole('region', { name: 'Page 1' }).textContent()).toContain(NAMES[record]);
    }
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'error').map((face) => face.family))).toEqual([]);
    // …and nothing else failed to load but the probe above
    expect(app.pageErrors.filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);

    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page.getByRole('region', { name: 'Preview' }).getByRole('img', { name: 'Preview page 1' }).waitFor({ timeout: 120_000 });

    const merged = await runBatch(page, 'One merged PDF');
    const mergedText = pdfText(merged);
    for (const name of NAMES) expect(mergedText, name).toContain(name);

    const zip = await runBatch(page, 'One PDF per record (ZIP)');
    const dir = mkdtempSync(join(tmpdir(), 'platen-offline-'));
    execFileSync('unzip', ['-q', zip, '-d', dir]);
    const files = execFileSync('unzip', ['-Z1', zip], { encoding: 'utf8' }).trim().split('\n');
    expect(files).toHaveLength(NAMES.length);
    const texts = files.map((file) => pdfText(join(dir, file))).join('\n');
    for (const name of NAMES) expect(texts, name).toContain(name);

    await openTab(page, 'Pages');
    // README's picture of the app at work offline (docs/offline.png is copied from this one)
    await page.getByRole('group', { name: 'Offline' }).getByRole('status', { name: 'Fonts offline' }).scrollIntoViewIfNeeded();
    await app.screenshot('offline-app');
    expect(app.foreignRequests).toEqual([]);
  });
});
