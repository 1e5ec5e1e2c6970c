// The designer as a person uses it: real mouse drags (dnd-kit's pointer sensor needs real moves), clicks, keys,
// checked both on screen (bounding boxes) and in the model (window.__platenDesigner, see src/designer/App.tsx).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openApp, type OpenedApp } from './support/browser';

interface FieldLike {
  id: string;
  name: string;
  position: { x: number; y: number };
  width: number;
  height: number;
}

const PX_PER_MM = 96 / 25.4;

async function field(page: Page, name: string): Promise<FieldLike | undefined> {
  return page.evaluate((wanted) => {
    const doc = (window as unknown as { __platenDesigner: { getDoc(): { schemas: FieldLike[][] } } }).__platenDesigner.getDoc();
    return doc.schemas.flat().find((f) => f.name === wanted);
  }, name);
}

async function selection(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __platenDesigner: { getView(): { selection: string[] } } }).__platenDesigner.getView().selection);
}

async function zoom(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __platenDesigner: { getView(): { zoom: number } } }).__platenDesigner.getView().zoom);
}

/** Client px of a point on page 1 given in mm. */
async function onPage1(page: Page, mm: { x: number; y: number }) {
  const box = (await page.getByRole('region', { name: 'Page 1' }).boundingBox())!;
  const k = PX_PER_MM * (await zoom(page));
  return { x: box.x + mm.x * k, y: box.y + mm.y * k };
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 6, from.y + 6, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

async function centre(page: Page, locator: ReturnType<Page['getByRole']>) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

describe('the designer', () => {
  let app: OpenedApp;
  let page: Page;
  const mod = process.platform === 'darwin' ? 'Meta' : 'Control';

  beforeAll(async () => {
    app = await openApp();
    page = app.page;
    await page.getByRole('heading', { name: 'Platen' }).waitFor();
    await page.getByRole('region', { name: 'Page 1' }).waitFor();
    // the first visit opens the gallery invoice; its lower half is free space to work in
    await page.waitForFunction(() => (window as unknown as { __platenDesigner: { getDoc(): { schemas: unknown[][] } } }).__platenDesigner.getDoc().schemas[0].length > 0);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('drops a Text field from the palette where the pointer lets go', async () => {
    const region = page.getByRole('region', { name: 'Page 1' });
    await region.scrollIntoViewIfNeeded();
    await page.getByRole('region', { name: 'Page 1' }).evaluate((el) => el.closest('.canvas-viewport')!.scrollTo({ top: 300 }));
    const target = await onPage1(page, { x: 60, y: 200 });
    await drag(page, await centre(page, page.getByRole('button', { name: 'Text', exact: true })), target);
    const text = await field(page, 'text');
    expect(text, 'a field named "text" exists after the drop').toBeDefined();
    // centred under the pointer: a 45 × 10 mm text field at (60, 200) starts at (37.5, 195)
    expect(text!.position.x).toBeCloseTo(37.5, 0);
    expect(text!.position.y).toBeCloseTo(195, 0);
    await expect.poll(() => region.getByRole('button', { name: 'text', exact: true }).count()).toBe(1);
    expect(await selection(page)).toEqual([text!.id]);
    await app.screenshot('designer-1-dropped');
  });

  it('moves a field by dragging it, as one undo step', async () => {
    const original = (await field(page, 'text'))!.position;
    const element = page.getByRole('region', { name: 'Page 1' }).getByRole('button', { name: 'text', exact: true });
    const before = (await element.boundingBox())!;
    const start = await centre(page, element);
    await drag(page, start, { x: start.x + 20 * PX_PER_MM, y: start.y + 10 * PX_PER_MM });
    const after = (await element.boundingBox())!;
    expect(after.x - before.x).toBeGreaterThan(18 * PX_PER_MM);
    expect(after.y - before.y).toBeGreaterThan(8 * PX_PER_MM);
    const moved = (await field(page, 'text'))!;
    expect(moved.position.x).toBeGreaterThan(original.x + 18);
    expect(moved.position.y).toBeGreaterThan(original.y + 8);
    // snapping lands on whole millimetres (grid) or another edge: never float noise
    expect(Math.abs(moved.position.x * 100 - Math.round(moved.position.x * 100))).toBeLessThan(1e-6);
    expect(await page.getByRole('button', { name: 'Undo' }).getAttribute('title')).toMatch(/^Undo Move/);
    // the whole drag is one history entry: one undo puts it back, one redo moves it again
    await page.getByRole('button', { name: 'Undo' }).click();
    expect((await field(page, 'text'))!.position).toEqual(original);
    await page.getByRole('button', { name: 'Redo' }).click();
    expect((await field(page, 'text'))!.position).toEqual(moved.position);
  });

  it('resizes a field with its right-hand handle', async () => {
    const before = (await field(page, 'text'))!;
    const handle = page.locator('.selection-handle--e');
    const start = await centre(page, handle as unknown as ReturnType<Page['getByRole']>);
    await drag(page, start, { x: start.x + 15 * PX_PER_MM, y: start.y });
    const after = (await field(page, 'text'))!;
    expect(after.width).toBeGreaterThan(before.width + 13);
    expect(after.width).toBeLessThan(before.width + 17);
    expect(after.position).toEqual(before.position);
    await app.screenshot('designer-2-resized');
  });

  it('selects two fields with shift-click and aligns their left edges; undo and redo', async () => {
    const region = page.getByRole('region', { name: 'Page 1' });
    await drag(page, await centre(page, page.getByRole('button', { name: 'Text', exact: true })), await onPage1(page, { x: 130, y: 240 }));
    const second = (await field(page, 'text2'))!;
    expect(second).toBeDefined();
    const first = (await field(page, 'text'))!;
    await region.getByRole('button', { name: 'text', exact: true }).click({ modifiers: ['Shift'] });
    expect((await selection(page)).sort()).toEqual([first.id, second.id].sort());
    await app.screenshot('designer-3-two-selected');

    await page.getByRole('button', { name: 'Align left' }).click();
    const left = Math.min(first.position.x, second.position.x);
    expect((await field(page, 'text'))!.position.x).toBe(left);
    expect((await field(page, 'text2'))!.position.x).toBe(left);
    const box1 = (await region.getByRole('button', { name: 'text', exact: true }).boundingBox())!;
    const box2 = (await region.getByRole('button', { name: 'text2', exact: true }).boundingBox())!;
    expect(Math.abs(box1.x - box2.x)).toBeLessThan(1);

    await page.keyboard.press(`${mod}+z`);
    expect((await field(page, 'text2'))!.position.x).toBe(second.position.x);
    expect((await field(page, 'text'))!.position.x).toBe(first.position.x);
    await page.keyboard.press(`${mod}+Shift+z`);
    expect((await field(page, 'text2'))!.position.x).toBe(left);
    await page.getByRole('button', { name: 'Undo' }).click();
    expect((await field(page, 'text2'))!.position.x).toBe(second.position.x);
    await page.getByRole('button', { name: 'Redo' }).click();
    expect((await field(page, 'text2'))!.position.x).toBe(left);
  });

  it('nudges the selection with the arrow keys: 1 mm, and 10 mm with shift', async () => {
    const region = page.getByRole('region', { name: 'Page 1' });
    // a plain click on one field of a multi-selection selects just that field
    await region.getByRole('button', { name: 'text2', exact: true }).click();
    const before = (await field(page, 'text2'))!;
    expect(await selection(page)).toEqual([before.id]);
    const other = (await field(page, 'text'))!;
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    const after = (await field(page, 'text2'))!;
    expect(after.position.x).toBeCloseTo(before.position.x + 2, 5);
    expect(after.position.y).toBeCloseTo(before.position.y + 10, 5);
    expect((await field(page, 'text'))!.position).toEqual(other.position);
    await app.screenshot('designer-4-nudged');
  });

  it('lists every shortcut in the help dialog', async () => {
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    expect(await dialog.getByText('Nudge right 10 mm').count()).toBe(1);
    await app.screenshot('designer-5-help');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  it('keeps the work after a reload (autosave)', async () => {
    const before = (await field(page, 'text2'))!;
    await page.waitForTimeout(800); // autosave debounce is 300 ms
    await page.reload();
    await page.getByRole('region', { name: 'Page 1' }).waitFor();
    await expect.poll(async () => (await field(page, 'text2'))?.position, { timeout: 10_000 }).toEqual(before.position);
    expect(app.pageErrors).toEqual([]);
    expect(app.foreignRequests).toEqual([]);
  });
});
