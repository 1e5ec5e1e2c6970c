// A property box's typed text lands in the field it was typed for, however the edit ends (issue #17): clicking
// another field on the canvas, Tab, Enter, switching tabs, the Undo button; Escape drops it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { FieldSchema } from '../../src/templates/types';
import { openApp, type OpenedApp } from './support/browser';
import { openDoc as doc, openTab as tab } from './support/designerPage';

async function field(page: Page, name: string): Promise<FieldSchema> {
  const found = (await doc(page)).schemas.flat().find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

/** Clicks a field on the canvas, as a person picks one. */
async function clickField(page: Page, name: string) {
  await page.getByRole('region', { name: 'Page 1' }).getByRole('button', { name, exact: true }).click();
}

/** Selects `name` on the canvas and waits for the Properties panel to show it. */
async function select(page: Page, name: string) {
  await clickField(page, name);
  await tab(page, 'Properties');
  await expect.poll(() => page.getByRole('region', { name: 'Properties' }).locator('.panel__note').first().textContent()).toContain(name);
}

/** Clears a box and types into it key by key (not fill): what a person does. */
async function typeInto(page: Page, label: string, text: string) {
  const box = page.getByRole('region', { name: 'Properties' }).getByLabel(label, { exact: true });
  await box.click();
  await box.press('Control+a');
  await page.keyboard.type(text);
}

describe('property drafts commit to the field they were typed for', () => {
  let app: OpenedApp;
  let page: Page;

  beforeAll(async () => {
    app = await openApp();
    page = app.page;
    // First visit opens the gallery invoice.
    await page.getByRole('region', { name: 'Page 1' }).getByRole('button', { name: 'companyName', exact: true }).waitFor();
  });
  afterAll(async () => {
    await app?.close();
  });
  // Each test starts from the gallery invoice as opened: undo whatever the previous test committed.
  beforeEach(async () => {
    await page.evaluate(() => {
      const d = (window as unknown as { __platenDesigner: { canUndo(): boolean; undo(): void; setView(v: object): void } }).__platenDesigner;
      while (d.canUndo()) d.undo();
      d.setView({ selection: [] });
    });
  });

  const cases: { box: string; typed: string; read: (f: FieldSchema) => unknown; expected: unknown }[] = [
    { box: 'Printed text', typed: 'ACME GmbH', read: (f) => f.content, expected: 'ACME GmbH' },
    { box: 'Name', typed: 'supplier', read: (f) => f.name, expected: 'supplier' },
    { box: 'X', typed: '12.5', read: (f) => f.position.x, expected: 12.5 },
    { box: 'Colour', typed: '#123456', read: (f) => f.fontColor, expected: '#123456' },
    { box: 'Show when', typed: 'country === "DE"', read: (f) => f.platenShowIf, expected: 'country === "DE"' },
  ];

  for (const { box, typed, read, expected } of cases) {
    it(`${box}: clicking another field on the canvas commits the typed text to the first field`, async () => {
      const companyId = (await field(page, 'companyName')).id!;
      const titleBefore = await field(page, 'title');
      await select(page, 'companyName');
      await typeInto(page, box, typed);
      await clickField(page, 'title');
      // The Properties panel now shows the title, unchanged; companyName carries the edit.
      await expect.poll(() => page.getByRole('region', { name: 'Properties' }).locator('.panel__note').first().textContent()).toContain('title');
      const after = (await doc(page)).schemas.flat();
      expect(read(after.find((f) => f.id === companyId)!)).toBe(expected);
      expect(after.find((f) => f.id === titleBefore.id)).toEqual(titleBefore);
    });
  }

  it('Sample value: clicking a field of another kind (a barcode) commits to the data field typed in', async () => {
    const barcode = await field(page, 'invoiceBarcode');
    await select(page, 'customerName');
    await typeInto(page, 'Sample value', 'Erika Mustermann');
    await clickField(page, 'invoiceBarcode');
    await expect.poll(() => page.getByRole('region', { name: 'Properties' }).locator('.panel__note').first().textContent()).toContain('invoiceBarcode');
    expect((await field(page, 'customerName')).content).toBe('Erika Mustermann');
    expect(await field(page, 'invoiceBarcode')).toEqual(barcode);
  });

  it('a refused draft is applied to no field when another is clicked, and the app says why', async () => {
    const company = await field(page, 'companyName');
    const title = await field(page, 'title');
    await select(page, 'companyName');
    await typeInto(page, 'Name', 'title');
    await clickField(page, 'title');
    await expect
      .poll(() => page.locator('.notice[role="status"]').textContent())
      .toBe('“title” was not applied: “title” is already the name of another field.');
    expect((await doc(page)).schemas.flat().find((f) => f.id === company.id)).toEqual(company);
    expect((await doc(page)).schemas.flat().find((f) => f.id === title.id)).toEqual(title);
  });

  it('Tab and Enter commit, Escape drops the draft', async () => {
    await select(page, 'companyName');
    await typeInto(page, 'Y', '20');
    await page.keyboard.press('Tab');
    await expect.poll(async () => (await field(page, 'companyName')).position.y).toBe(20);
    await typeInto(page, 'Width', '70');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await field(page, 'companyName')).width).toBe(70);
    await typeInto(page, 'Height', '30');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('region', { name: 'Properties' }).getByLabel('Height', { exact: true }).inputValue()).toBe('8');
    // The dropped draft stays dropped when the edit then ends elsewhere.
    await clickField(page, 'title');
    expect((await field(page, 'companyName')).height).toBe(8);
    expect((await field(page, 'title')).height).toBe(11);
  });

  it('switching the right-hand tab commits the draft to its field', async () => {
    await select(page, 'companyName');
    await typeInto(page, 'Printed text', 'ACME GmbH');
    await tab(page, 'Layers');
    await expect.poll(async () => (await field(page, 'companyName')).content).toBe('ACME GmbH');
    // Back in Properties with another field selected, that field is untouched.
    await page.getByRole('region', { name: 'Layers' }).getByRole('button', { name: 'title', exact: true }).click();
    await tab(page, 'Properties');
    expect((await field(page, 'title')).content).toBe('INVOICE');
  });

  it('a field picked in the Layers list does not take the draft either', async () => {
    await tab(page, 'Layers');
    await page.getByRole('region', { name: 'Layers' }).getByRole('button', { name: 'companyName', exact: true }).click();
    await tab(page, 'Properties');
    await typeInto(page, 'Printed text', 'ACME GmbH');
    // A keyboard shortcut switches nothing while typing, so go through the Layers tab by keyboard-free click.
    await page.getByRole('tab', { name: 'Layers', exact: true }).click();
    await page.getByRole('region', { name: 'Layers' }).getByRole('button', { name: 'title', exact: true }).click();
    expect((await field(page, 'companyName')).content).toBe('ACME GmbH');
    expect((await field(page, 'title')).content).toBe('INVOICE');
  });

  it('undo while a draft is pending never applies it to another field', async () => {
    const company = await field(page, 'companyName');
    const title = await field(page, 'title');
    await select(page, 'companyName');
    // Ctrl+Z inside the box undoes the typing, as in any text box; the document is untouched.
    await typeInto(page, 'X', '99');
    await page.keyboard.press('Control+z');
    await clickField(page, 'title');
    expect((await field(page, 'title')).position.x).toBe(title.position.x);
    expect((await field(page, 'companyName')).position.x).toBe(company.position.x);

    // The Undo button ends the edit first (committing it to companyName), then undoes exactly that.
    await select(page, 'companyName');
    await typeInto(page, 'Y', '20');
    await page.keyboard.press('Enter');
    await typeInto(page, 'Printed text', 'ACME GmbH');
    await page.getByRole('button', { name: /^Undo/ }).click();
    const props = page.getByRole('region', { name: 'Properties' });
    await expect.poll(() => props.getByLabel('Printed text', { exact: true }).inputValue()).toBe(company.content);
    expect(await props.getByLabel('Y', { exact: true }).inputValue()).toBe('20');
    await clickField(page, 'title');
    expect((await doc(page)).schemas.flat().find((f) => f.id === company.id)).toEqual({ ...company, position: { ...company.position, y: 20 } });
    expect((await doc(page)).schemas.flat().find((f) => f.id === title.id)).toEqual(title);
  });
});
