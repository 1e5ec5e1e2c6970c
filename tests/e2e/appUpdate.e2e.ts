// Updates without losing work (issue #21): the built app is served as version A, a template and a CSV are opened and
// the service worker takes control; then version B is deployed on the same origin. The open app offers it
// ("A new version of Platen is ready — Reload"); a record is edited right before Reload is pressed from the keyboard;
// after the reload the page is version B and the template, the data and the edit are all still open.
// (Chromium also completes the data session's pagehide write, so this checks the outcome, not which save made it.)
// B is A with a marker in index.html and the service worker's precache revision for it (an md5, as Workbox writes
// it), so the worker script's bytes change as a real deploy's do.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createField } from '../../src/templates/fieldTypes';
import type { Template } from '../../src/templates/types';
import { launchBrowser } from './support/browser';
import { openTab } from './support/designerPage';
import { importTemplateFile } from './support/templateFile';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ttf': 'font/ttf',
};

const MARKER = '<meta name="platen-build" content="B" />';

/** Version B's changed files: index.html with the marker, sw.js with index.html's new revision. */
function versionB(dist: string): Map<string, Buffer> {
  const indexA = readFileSync(join(dist, 'index.html'), 'utf8');
  const indexB = indexA.replace('<title>', `${MARKER}<title>`);
  const md5 = (text: string) => createHash('md5').update(text).digest('hex');
  const swA = readFileSync(join(dist, 'sw.js'), 'utf8');
  const swB = swA.replace(`{url:"index.html",revision:"${md5(indexA)}"}`, `{url:"index.html",revision:"${md5(indexB)}"}`);
  if (indexB === indexA || swB === swA) throw new Error('the build changed shape: index.html or its sw.js revision not found');
  return new Map([
    ['/index.html', Buffer.from(indexB)],
    ['/sw.js', Buffer.from(swB)],
  ]);
}

/** A static server on a free loopback port serving `dist`, as version A until `deployB()`. */
async function serveVersions(dist: string): Promise<{ url: string; deployB(): void; server: Server }> {
  let overrides = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    let path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (path === '/') path = '/index.html';
    let body: Buffer;
    try {
      body = overrides.get(path) ?? readFileSync(join(dist, path));
    } catch {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}/`, deployB: () => (overrides = versionB(dist)), server };
}

const template: Template = {
  basePdf: { width: 100, height: 40, padding: [0, 0, 0, 0] },
  schemas: [[{ ...createField('text', 'name', { x: 5, y: 5 }), width: 90, height: 12, fontSize: 16, content: 'Name' }]],
  platen: { name: 'Kept across updates' },
};

describe('a new version', () => {
  let browser: Browser;
  let site: Awaited<ReturnType<typeof serveVersions>>;

  beforeAll(async () => {
    browser = await launchBrowser();
    site = await serveVersions(inject('distDir'));
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => site?.server.close(() => resolve()));
  });

  it('is offered in the open app and reloads into it on the user’s word, keeping the template and the data', async () => {
    // Not openApp: the app is served from this suite's own site (a second origin whose build changes under the page),
    // with its service worker allowed, and openApp aborts every request outside the shared preview server's origin.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    const foreignRequests: string[] = [];
    context.on('request', (request) => {
      if (!request.url().startsWith(site.url) && !/^(data|blob):/.test(request.url())) foreignRequests.push(request.url());
    });
    const page = await context.newPage();
    try {
      await page.goto(site.url);
      await page.getByRole('region', { name: 'Page 1' }).waitFor({ timeout: 60_000 });
      await openTab(page, 'Pages');
      await expect
        .poll(() => page.getByRole('group', { name: 'Offline' }).getByRole('status').first().textContent())
        .toBe('Platen is saved in this browser and opens without a network.');
      await importTemplateFile(page, 'kept.json', template);
      await openTab(page, 'Data');
      const panel = page.getByRole('region', { name: 'Data' });
      await panel.getByLabel('Data file').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from('name\nAda\nGrace\nZoë\n') });
      await expect.poll(() => panel.getByRole('status', { name: 'Imported data' }).textContent()).toContain('people.csv — 3 rows');
      const notice = page.getByRole('status', { name: 'App update' });
      expect(await notice.textContent()).toBe('');

      // Deploy B. Any navigation in the app's scope makes the browser check for a new worker: another tab here.
      site.deployB();
      const other = await context.newPage();
      await other.goto(new URL('favicon.svg', site.url).toString());
      await other.close();
      await expect.poll(() => notice.textContent(), { timeout: 120_000 }).toContain('A new version of Platen is ready.');

      // An edit the debounced save has not written yet, then Reload from the keyboard.
      await panel.getByRole('tab', { name: 'Form' }).click();
      await panel.getByRole('textbox', { name: 'name' }).fill('Ada Lovelace');
      await notice.getByRole('button', { name: 'Reload' }).focus();
      await page.keyboard.press('Enter');

      await expect.poll(() => page.locator('meta[name="platen-build"]').getAttribute('content').catch(() => null), { timeout: 60_000 }).toBe('B');
      await page.getByRole('region', { name: 'Page 1' }).waitFor({ timeout: 60_000 });
      await expect.poll(() => page.getByRole('textbox', { name: 'Template name' }).inputValue()).toBe('Kept across updates');
      await openTab(page, 'Data');
      await expect.poll(() => panel.getByRole('status', { name: 'Imported data' }).textContent()).toContain('people.csv — 3 rows');
      await panel.getByRole('tab', { name: 'Form' }).click();
      await expect.poll(() => panel.getByRole('textbox', { name: 'name' }).inputValue()).toBe('Ada Lovelace');
      expect(await notice.textContent()).toBe('');
      expect(foreignRequests).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
