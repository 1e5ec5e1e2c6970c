/**
 * The script suites' shared start (scriptSuite.e2e.ts, tableScripts.e2e.ts): the compiled CLI built, the engine
 * harness open and ready, and a second page of the same browser on which Chromium draws the reference strings.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { buildCli } from '../../../scripts/build-cli.mjs';
import { ARTIFACTS, openApp, type OpenedApp } from './browser';

export async function openScriptHarness(): Promise<{ app: OpenedApp; compare: Page }> {
  await buildCli({ quiet: true, ifStale: true });
  mkdirSync(ARTIFACTS, { recursive: true });
  const app = await openApp('engine-harness.html');
  await app.page.locator('body[data-ready="true"]').waitFor();
  const compare = await (await app.browser.newContext()).newPage();
  return { app, compare };
}
