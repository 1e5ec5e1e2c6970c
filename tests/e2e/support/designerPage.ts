// What browser tests read from, and do to, the open designer.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Template } from '../../../src/templates/types';

/** The document as the designer store holds it (through the window.__platenDesigner test hook). */
export async function openDoc(page: Page): Promise<Template> {
  return page.evaluate(() => (window as unknown as { __platenDesigner: { getDoc(): Template } }).__platenDesigner.getDoc());
}

/** Opens a sidebar tab (Fields, Templates, Properties, Layers, Pages, Data) and waits for its panel. */
export async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await page.getByRole('region', { name, exact: true }).waitFor();
}

/** Opens `template` in the designer as an unsaved document (setup through the page's test hook, not a user's path). */
export async function loadTemplate(page: Page, template: Template): Promise<void> {
  type DesignerHook = { __platenDesigner: { getDoc(): Template; load(t: Template, id: null): void } };
  await page.waitForFunction(() => (window as unknown as DesignerHook).__platenDesigner.getDoc().schemas[0].length > 0);
  await page.evaluate((t) => (window as unknown as DesignerHook).__platenDesigner.load(t, null), template);
}

/**
 * A field as drawn on page `pageIndex` (its content, for reading what it shows): the element around the field's
 * focusable handle, which is the button named by the field's name.
 */
export function drawnField(page: Page, name: string, pageIndex = 0): Locator {
  return page
    .getByRole('region', { name: `Page ${pageIndex + 1}`, exact: true })
    .locator('.canvas-field', { has: page.getByRole('button', { name, exact: true }) });
}

/** Pastes spreadsheet cells (tab-separated, a header row first) in Data → Import and uses them as the data. */
export async function pasteData(page: Page, cells: string): Promise<void> {
  await openTab(page, 'Data');
  const panel = page.getByRole('region', { name: 'Data' });
  await panel.getByRole('tab', { name: 'Import' }).click();
  await panel.getByRole('textbox', { name: 'Paste cells from a spreadsheet' }).fill(cells);
  await panel.getByRole('button', { name: 'Use pasted data' }).click();
}

/**
 * The live preview's file for data row `row` (1-based), saved with its Download PDF button once the preview says that
 * row is rendered (the preview is open: the Preview button was pressed).
 */
export async function downloadPreview(page: Page, row = 1): Promise<Uint8Array> {
  const pane = page.getByRole('region', { name: 'Preview' });
  await expect.poll(() => pane.getByRole('status').textContent(), { timeout: 120_000 }).toContain(`Data row ${row} · rendered`);
  const download = page.waitForEvent('download');
  await pane.getByRole('button', { name: 'Download PDF' }).click();
  return new Uint8Array(readFileSync(await (await download).path()));
}

/** The Templates panel (the library: gallery, saved templates, backup and restore). */
export function libraryPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Templates' });
}

/** The Templates panel's list of saved templates, one list item per template. */
export function savedTemplates(page: Page): Locator {
  return libraryPanel(page).getByRole('list', { name: 'Saved templates' });
}
