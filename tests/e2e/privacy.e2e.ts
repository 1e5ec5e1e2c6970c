// Privacy in real Chromium (issue #9): shared templates carrying every known beacon and script vector are imported
// through the file chooser, opened, edited, previewed, exported and reopened after a reload, and nothing may reach
// another origin or run. A real HTTP server on a second port of 127.0.0.1 plays the tracking host and counts its hits.
// Run twice: with the CSP bypassed (the model itself must be safe) and with it on (no violation either).
import { createServer, type Server } from 'node:http';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { colorSites } from '../../src/templates/colorFields';
import type { Template } from '../../src/templates/types';
import { ARTIFACTS, launchBrowser } from './support/browser';
import { openDoc, openTab } from './support/designerPage';
import { activePdfTemplate, colourTemplate, fontAndImageTemplate } from './support/privacyPayloads';

interface Outcome {
  trackerHits: string[];
  foreignRequests: string[];
  pwned: unknown;
  violations: string[];
  pageErrors: string[];
}

let tracker: Server;
let trackerUrl: string;
const hits: string[] = [];
let browser: Browser;

beforeAll(async () => {
  tracker = createServer((request, response) => {
    hits.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' });
    response.end('tracked');
  });
  await new Promise<void>((resolve) => tracker.listen(0, '127.0.0.1', resolve));
  const address = tracker.address();
  if (!address || typeof address === 'string') throw new Error('tracker has no port');
  trackerUrl = `http://127.0.0.1:${address.port}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => tracker?.close(() => resolve()));
});

/** Imports a template file through the library's file chooser, as a user does, and waits for it to open. */
async function importThroughChooser(page: Page, fileName: string, template: Template): Promise<string> {
  await openTab(page, 'Templates');
  const library = page.getByRole('region', { name: 'Templates' });
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), library.getByText('Import a pdfme template (.json)').click()]);
  await chooser.setFiles({ name: fileName, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(template)) });
  const status = library.getByRole('status');
  await expect.poll(() => status.allTextContents(), { timeout: 30_000 }).toContainEqual(expect.stringContaining(`Imported “${fileName}”`));
  return (await status.allTextContents()).join('\n');
}

/** Waits until the preview pane has rendered the open template, or said why it could not. */
async function waitForPreview(page: Page): Promise<void> {
  const pane = page.getByRole('region', { name: 'Preview' });
  await expect
    .poll(async () => (await pane.getByRole('img', { name: 'Preview page 1' }).count()) + (await pane.getByRole('alert').count()), { timeout: 120_000 })
    .toBeGreaterThan(0);
  await expect.poll(() => pane.getByRole('status').first().textContent(), { timeout: 60_000 }).not.toBe('Rendering…');
}

/** Colour properties of the open document that are not plain hex or a colour name (the beacons must be gone). */
async function colourBeacons(page: Page): Promise<string[]> {
  return colorSites(await openDoc(page))
    .map((site) => site.owner[site.key])
    .filter((value) => typeof value === 'string' && /url\(/i.test(value)) as string[];
}

/** Chromium logs each blocked load or eval as a console error naming the policy, in the page and in its workers. */
function watchConsoleForViolations(page: Page, violations: string[]): void {
  const check = (where: string) => (message: { text(): string }) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${where}: ${message.text()}`);
  };
  page.on('console', check('page console'));
  page.on('worker', (worker) => worker.on('console', check(`worker ${worker.url()}`)));
}

/** Lets the canvas, fonts and the worker settle, so a late request would still be counted. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
}

async function runScenario(bypassCSP: boolean): Promise<Outcome> {
  hits.length = 0;
  const baseURL = inject('baseURL');
  const origin = new URL(baseURL).origin;
  // Not openApp: the scenario runs once with the page's CSP bypassed, and lets foreign requests through to the
  // tracker server to count them, where openApp aborts them; a listener must be in place before the first load.
  const context = await browser.newContext({ bypassCSP, viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  const foreignRequests: string[] = [];
  const pageErrors: string[] = [];
  const violations: string[] = [];
  context.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreignRequests.push(url);
  });
  await context.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __violations: string[] }).__violations = []);
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || event.sample} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  // Workers have their own policy (from their response headers) and report violations only to their console.
  watchConsoleForViolations(page, violations);
  const collectViolations = async () => violations.push(...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)));
  try {
    await page.goto(baseURL);
    await page.getByRole('region', { name: 'Page 1' }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Preview', exact: true }).click();

    // 1. Every colour property of every kind, SVG and HTML-looking text: imported with a warning per dropped colour.
    // (Checks along the way are soft, so one failing still lets the whole scenario run and count every hit.)
    const colourReport = await importThroughChooser(page, 'privacy-colours.json', colourTemplate(trackerUrl));
    expect.soft(colourReport).toMatch(/problems? to check/);
    expect.soft(colourReport).toContain('Page 1, field “title”: the text colour "url(');
    expect.soft(colourReport).toContain('is not a colour, so it was removed');
    expect.soft(await colourBeacons(page)).toEqual([]);
    const canvas = page.getByRole('region', { name: 'Page 1' });
    await canvas.getByRole('button', { name: 'title', exact: true }).click();
    await openTab(page, 'Properties');
    const props = page.getByRole('region', { name: 'Properties' });
    await props.getByLabel('Colour', { exact: true }).fill('1A2B3C');
    await props.getByLabel('Colour', { exact: true }).press('Enter');
    await expect.poll(async () => (await openDoc(page)).schemas[0].find((f) => f.name === 'title')?.fontColor).toBe('#1a2b3c');
    await waitForPreview(page);
    await settle(page);
    await openTab(page, 'Templates');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('region', { name: 'Templates' }).getByRole('button', { name: 'Export JSON' }).click(),
    ]);
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect.soft(colorSites(exported).filter((site) => /url\(/i.test(String(site.owner[site.key])))).toEqual([]);

    // 2. The uploaded-font trick and pictures by web address.
    await importThroughChooser(page, 'privacy-fonts.json', fontAndImageTemplate(trackerUrl));
    await waitForPreview(page);
    await settle(page);

    // 3. A background PDF with JavaScript, URI, SubmitForm and Launch actions, shown by pdf.js on canvas and preview.
    await importThroughChooser(page, 'privacy-pdf.json', await activePdfTemplate(trackerUrl));
    await expect.poll(() => page.locator('.base-pdf-page canvas, canvas').count(), { timeout: 60_000 }).toBeGreaterThan(0);
    await waitForPreview(page);
    await settle(page);

    // 4. Reopen everything after a reload: what autosave kept must be as harmless as what was imported.
    await collectViolations();
    await page.reload();
    await page.getByRole('region', { name: 'Page 1' }).waitFor({ timeout: 60_000 });
    await openTab(page, 'Templates');
    for (const name of ['Privacy colours', 'Privacy fonts and images', 'Privacy active PDF']) {
      await page.getByRole('region', { name: 'Templates' }).getByRole('button', { name: new RegExp(`^Open ${name}`) }).click();
      await expect.poll(async () => (await openDoc(page)).platen?.name ?? '').toContain(name);
      await waitForPreview(page).catch(() => undefined); // the preview may be closed after a reload; the canvas still draws
      await settle(page);
    }
    expect.soft(await colourBeacons(page)).toEqual([]);
    await collectViolations();
    return { trackerHits: [...hits], foreignRequests, pwned: await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned), violations, pageErrors };
  } finally {
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, `privacy-${bypassCSP ? 'no-csp' : 'csp'}.png`) }).catch(() => undefined);
    writeFileSync(
      join(ARTIFACTS, `privacy-${bypassCSP ? 'no-csp' : 'csp'}.json`),
      JSON.stringify({ trackerHits: hits, foreignRequests, violations, pageErrors }, null, 1),
    );
    await context.close();
  }
}

describe('privacy: shared templates cannot reach another site or run script', () => {
  it('with the CSP bypassed, the model alone keeps every payload inert', async () => {
    const outcome = await runScenario(true);
    expect(outcome.trackerHits).toEqual([]);
    expect(outcome.foreignRequests).toEqual([]);
    expect(outcome.pwned).toBeUndefined();
  });

  it('with the CSP on, the same templates cause no request, no script and no policy violation', async () => {
    const outcome = await runScenario(false);
    expect(outcome.trackerHits).toEqual([]);
    expect(outcome.foreignRequests).toEqual([]);
    expect(outcome.pwned).toBeUndefined();
    expect(outcome.violations).toEqual([]);
  });
});

describe('the built app carries its Content-Security-Policy', () => {
  const directives = (policy: string) =>
    Object.fromEntries(policy.split(';').map((part) => part.trim().split(/\s+/)).filter((words) => words[0]).map(([name, ...values]) => [name, values.join(' ')]));

  it('as a meta tag in index.html and engine-harness.html and as a header, the strict policy', async () => {
    const baseURL = inject('baseURL');
    for (const path of ['', 'engine-harness.html']) {
      const response = await fetch(new URL(path, baseURL));
      const html = await response.text();
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1].replaceAll('&#39;', "'");
      expect(meta, `meta CSP in /${path}`).toBeDefined();
      // The meta must come before any script so it covers all of them.
      expect(html.indexOf('<meta http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'));
      const policy = directives(meta!);
      expect(policy).toEqual({
        'default-src': "'self'",
        'script-src': "'self' 'wasm-unsafe-eval'",
        'style-src': "'self'",
        'img-src': "'self' data: blob:",
        'font-src': "'self' data: blob:",
        'connect-src': "'self'",
        'worker-src': "'self' blob:",
        'object-src': "'none'",
        'base-uri': "'none'",
        'form-action': "'none'",
      });
      const header = directives(response.headers.get('content-security-policy') ?? '');
      expect(header).toEqual({ ...policy, 'frame-ancestors': "'none'" });
    }
  });

  it('loads, draws the gallery invoice and previews it with no securitypolicyviolation', async () => {
    // Not openApp: the violation listener must be added before the first load, and openApp loads the page at once.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(() => {
      const seen: string[] = ((window as unknown as { __violations: string[] }).__violations = []);
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI || event.sample}`));
    });
    const page = await context.newPage();
    const consoleViolations: string[] = [];
    watchConsoleForViolations(page, consoleViolations);
    try {
      await page.goto(inject('baseURL'));
      await page.getByRole('region', { name: 'Page 1' }).waitFor({ timeout: 60_000 });
      await expect.poll(() => page.getByRole('region', { name: 'Page 1' }).getByRole('button').count(), { timeout: 30_000 }).toBeGreaterThan(3);
      await page.getByRole('button', { name: 'Preview', exact: true }).click();
      await page.getByRole('region', { name: 'Preview' }).getByRole('img', { name: 'Preview page 1' }).waitFor({ timeout: 120_000 });
      await settle(page);
      expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
      expect(consoleViolations).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
