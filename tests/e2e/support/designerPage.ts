// What browser tests read from, and do to, the open designer.
import type { Locator, Page } from 'playwright-core';
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
