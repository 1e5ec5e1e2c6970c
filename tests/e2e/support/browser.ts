// Real Chromium (Debian's /usr/bin/chromium) driven by playwright-core; every page records requests that leave its origin.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const ARTIFACTS = join(process.cwd(), 'tests/e2e/.artifacts');

export interface OpenedApp {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  baseURL: string;
  /** URLs requested outside the app's origin: must stay empty (Platen works offline). */
  foreignRequests: string[];
  /** console errors and uncaught page errors */
  pageErrors: string[];
  screenshot(name: string): Promise<string>;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

export interface OpenAppOptions {
  browser?: Browser;
  viewport?: { width: number; height: number };
  /**
   * The app's service worker (issue #21) is blocked unless a test is about it ('allow'): a suite about something else
   * then meets the page as before, without the worker precaching ~7 MB beside it on a loaded machine or serving its
   * second tab from a cache. Each context is fresh, so a registration never outlives its test either way.
   */
  serviceWorkers?: 'allow' | 'block';
  /** Runs in every page of the context before the app's own scripts: for a wrapper the test records through. */
  initScript?: () => void;
}

/** Opens the built app at `path` (default '/') in a fresh context with a 1440×900 viewport (or `options.viewport`). */
export async function openApp(path = '', options: OpenAppOptions = {}): Promise<OpenedApp> {
  const baseURL = inject('baseURL');
  const browser = options.browser ?? (await launchBrowser());
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1440, height: 900 },
    acceptDownloads: true,
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  if (options.initScript) await context.addInitScript(options.initScript);
  const foreignRequests: string[] = [];
  const pageErrors: string[] = [];
  const origin = new URL(baseURL).origin;
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    foreignRequests.push(url);
    return route.abort();
  });
  const page = await context.newPage();
  // File choosers are intercepted from the start. A test's own waitForEvent('filechooser') turns interception on
  // without waiting for it (playwright-core's updateSubscription is fire-and-forget), so on a loaded machine the key
  // press that opens the chooser could arrive first and no event came (keyboardOnly.e2e.ts timed out so in CI).
  page.on('filechooser', () => undefined);
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  await page.goto(new URL(path, baseURL).toString());
  mkdirSync(ARTIFACTS, { recursive: true });
  return {
    browser,
    context,
    page,
    baseURL,
    foreignRequests,
    pageErrors,
    async screenshot(name) {
      const file = join(ARTIFACTS, `${name}.png`);
      await page.screenshot({ path: file });
      return file;
    },
    async close() {
      await context.close();
      if (!options.browser) await browser.close();
    },
  };
}
