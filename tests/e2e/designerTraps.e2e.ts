// The designer's silent traps (issue #17) through the real UI: what a new field inherits, the zoom a template opens
// at, and a preview that says "rendered" before anything is on screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { FieldSchema } from '../../src/templates/types';
import { openApp, type OpenedApp } from './support/browser';
import { openDoc as doc, openTab as tab } from './support/designerPage';

async function addTextField(page: Page): Promise<FieldSchema> {
  await tab(page, 'Fields');
  const before = new Set((await doc(page)).schemas[0].map((f) => f.id));
  await page.getByRole('region', { name: 'Fields' }).getByRole('button', { name: 'Text', exact: true }).click();
  const added = (await doc(page)).schemas[0].find((f) => !before.has(f.id));
  if (!added) throw new Error('no field was added');
  await tab(page, 'Properties');
  return added;
}

describe('a new field takes the last one’s look, never its data rules', () => {
  let app: OpenedApp;
  let page: Page;
  beforeAll(async () => {
    app = await openApp();
    page = app.page;
    await page.getByRole('region', { name: 'Page 1' }).getByRole('button', { name: 'companyName', exact: true }).waitFor();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('after a condition, centre alignment and a colour on one Text field, the next Text field takes only its size and colour', async () => {
    const first = await addTextField(page);
    const props = page.getByRole('region', { name: 'Properties' });
    const showWhen = props.getByLabel('Show when', { exact: true });
    await showWhen.fill('fragile === "yes"');
    await showWhen.press('Enter');
    await props.getByLabel('Align', { exact: true }).selectOption('center');
    const size = props.getByLabel('Size', { exact: true });
    await size.fill('17');
    await size.press('Enter');
    const colour = props.getByLabel('Colour', { exact: true });
    await colour.fill('#1d4ed8');
    await colour.press('Enter');
    await expect.poll(async () => (await doc(page)).schemas[0].find((f) => f.id === first.id)).toMatchObject({
      platenShowIf: 'fragile === "yes"',
      alignment: 'center',
      fontSize: 17,
      fontColor: '#1d4ed8',
    });

    const second = await addTextField(page);
    expect(second).toMatchObject({ fontSize: 17, fontColor: '#1d4ed8', alignment: 'left' });
    expect(second.platenShowIf).toBeUndefined();
    expect(second.content).toBe('Type Something...');
    // and the panel says so: nothing in its Show when box
    expect(await props.getByLabel('Show when', { exact: true }).inputValue()).toBe('');
    expect(await props.getByLabel('Align', { exact: true }).inputValue()).toBe('left');
  });
});

/** Whether the whole of Page 1 lies inside the canvas's scrolling viewport, as it is on screen now. */
async function wholePageVisible(page: Page): Promise<boolean> {
  const sheet = await page.getByRole('region', { name: 'Page 1' }).boundingBox();
  const viewport = await page.locator('.canvas-viewport').boundingBox();
  if (!sheet || !viewport) return false;
  return sheet.x >= viewport.x && sheet.y >= viewport.y && sheet.x + sheet.width <= viewport.x + viewport.width && sheet.y + sheet.height <= viewport.y + viewport.height;
}

const zoomOf = (page: Page) => page.evaluate(() => (window as unknown as { __platenDesigner: { getView(): { zoom: number } } }).__platenDesigner.getView().zoom);

describe('a template opens at a zoom that shows it', () => {
  let app: OpenedApp;
  let page: Page;
  beforeAll(async () => {
    app = await openApp('', { viewport: { width: 1280, height: 800 } });
    page = app.page;
    await page.getByRole('region', { name: 'Page 1' }).getByRole('button', { name: 'companyName', exact: true }).waitFor();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('at 1280×800 the whole gallery invoice is visible after opening it', async () => {
    await expect.poll(() => wholePageVisible(page)).toBe(true);
    await app.screenshot('traps-zoom-fitted-1280');
  });

  it('keeps the zoom the user chose for a template across a reload; others open fitted to the window', async () => {
    const level = page.getByRole('combobox', { name: 'Zoom level' });
    await level.selectOption('1.5');
    await expect.poll(() => zoomOf(page)).toBe(1.5);
    await page.reload();
    await page.getByRole('region', { name: 'Page 1' }).getByRole('button', { name: 'companyName', exact: true }).waitFor();
    await expect.poll(() => zoomOf(page)).toBe(1.5);
    expect(await wholePageVisible(page)).toBe(false);

    await tab(page, 'Templates');
    const library = page.getByRole('region', { name: 'Templates' });
    await library.getByRole('button', { name: 'Certificate', exact: true }).click();
    await expect.poll(async () => (await doc(page)).platen?.name).toBe('Certificate');
    await expect.poll(() => wholePageVisible(page)).toBe(true);
    await library.getByRole('button', { name: /^Open Invoice, / }).click();
    await expect.poll(async () => (await doc(page)).platen?.name).toBe('Invoice');
    await expect.poll(() => zoomOf(page)).toBe(1.5);

    // A template the user never zoomed fits again in a smaller window: the fitted zoom is not a choice to keep.
    await library.getByRole('button', { name: /^Open Certificate, / }).click();
    await expect.poll(async () => (await doc(page)).platen?.name).toBe('Certificate');
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.reload();
    await page.getByRole('region', { name: 'Page 1' }).waitFor();
    await expect.poll(async () => (await doc(page)).platen?.name).toBe('Certificate');
    await expect.poll(() => wholePageVisible(page)).toBe(true);
  });

  it('a template opened without a library id keeps its zoom when autosave makes it an entry (no jump under the pointer)', async () => {
    const level = page.getByRole('combobox', { name: 'Zoom level' });
    await level.selectOption('1.25');
    await expect.poll(() => zoomOf(page)).toBe(1.25);
    await page.evaluate(() => {
      const designer = (window as unknown as { __platenDesigner: { load(t: unknown, id: null): void } }).__platenDesigner;
      designer.load({ schemas: [[]], basePdf: { width: 210, height: 297, padding: [0, 0, 0, 0] }, platen: { name: 'Opened by code' } }, null);
    });
    const templateId = () => page.evaluate(() => (window as unknown as { __platenDesigner: { getView(): { templateId: string | null } } }).__platenDesigner.getView().templateId);
    await expect.poll(templateId, { timeout: 10_000 }).not.toBeNull();
    expect(await zoomOf(page)).toBe(1.25);
  });
});

/**
 * Waits, frame by frame, for the preview's status to say "rendered", and reports what the pane showed in that very
 * frame: whether its first page picture has ink, and a fingerprint of it.
 */
async function pictureWhenSaidRendered(page: Page): Promise<{ status: string; inked: number; print: string }> {
  const handle = await page.waitForFunction(
    () => {
      const pane = document.querySelector('section.preview');
      const status = pane?.querySelector('.preview__status[role="status"]')?.textContent ?? '';
      if (!/rendered in \d+ ms/.test(status)) return false;
      const canvas = pane?.querySelector<HTMLCanvasElement>('canvas[aria-label="Preview page 1"]');
      if (!canvas || !canvas.isConnected || canvas.width === 0) return { status, inked: 0, print: '' };
      const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let inked = 0;
      for (let i = 0; i < pixels.length; i += 4) if (pixels[i + 3] > 0 && pixels[i] + pixels[i + 1] + pixels[i + 2] < 600) inked++;
      let print = 0;
      for (let i = 0; i < pixels.length; i += 97) print = (print * 31 + pixels[i]) | 0;
      return { status, inked, print: `${canvas.width}x${canvas.height}:${print}` };
    },
    undefined,
    // The engine and pdf.js start on first use: on a busy 2-core machine that can take a while.
    { polling: 'raf', timeout: 120_000 },
  );
  return (await handle.jsonValue()) as { status: string; inked: number; print: string };
}

describe('the preview says "rendered" when its picture is on screen', () => {
  let app: OpenedApp;
  let page: Page;
  beforeAll(async () => {
    app = await openApp();
    page = app.page;
    await page.getByRole('region', { name: 'Page 1' }).getByRole('button', { name: 'companyName', exact: true }).waitFor();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('shows the page the moment the status says rendered, and the edited page the moment it says so again', async () => {
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const first = await pictureWhenSaidRendered(page);
    expect(first.inked, `nothing on screen while the status said “${first.status}”`).toBeGreaterThan(500);

    await page.getByRole('region', { name: 'Page 1' }).getByRole('button', { name: 'companyName', exact: true }).click();
    await tab(page, 'Properties');
    const text = page.getByRole('region', { name: 'Properties' }).getByLabel('Printed text', { exact: true });
    await text.fill('ACME GmbH — a much longer company name than before');
    await text.press('Control+Enter');
    await page.waitForFunction(() => !/rendered in/.test(document.querySelector('section.preview .preview__status')?.textContent ?? ''), undefined, { polling: 'raf' });
    const second = await pictureWhenSaidRendered(page);
    expect(second.inked).toBeGreaterThan(500);
    expect(second.print, 'the picture shown is the edited page').not.toBe(first.print);
    await app.screenshot('traps-preview-agrees');
  });
});
