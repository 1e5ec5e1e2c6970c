// The canvas is the PDF (issue #8, item 5). A person starts a blank template, drops a Text, then a Table above it,
// and types a long address into a second Text; the canvas's boxes (DOM rects, px → mm with the zoom) are then
// compared with the PDF the engine writes for the same template: word boxes from `pdftotext -bbox-layout` (pt) and
// pixels from `pdftoppm` for the table's outline and its shaded rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findGalleryEntry } from '../../src/templates/gallery';
import type { Template } from '../../src/templates/types';
import { RenderEngine } from '../../src/worker/engine/renderEngine';
import { readFontFromNodeModules } from '../../src/worker/fonts/nodeFontReader';
import { openApp, type OpenedApp } from './support/browser';
import { openDoc, openTab } from './support/designerPage';

const PX_PER_MM = 96 / 25.4;
const PT_TO_MM = 25.4 / 72;
const ADDRESS =
  'Attn. Accounts Payable, Northwind Supplies Ltd., Unit 14 Harbourside Business Park, 12 Harbour Road, ' +
  'Spike Island, Bristol BS1 4RN, United Kingdom, reference PO-2025-0042, deliveries Monday to Friday 9:00-17:00';

interface CanvasReading {
  table: { top: number; height: number; shaded: boolean[]; rowMiddles: number[] };
  belowTextTop: number;
  addressLines: number;
}

/**
 * Canvas geometry in mm from the page's top-left, read from the DOM at the current zoom: the table named `table`,
 * the top of the glyphs of the first line of `below` (a Range's box spans ascent to descent, as pdftotext's word
 * boxes do), and the drawn lines of `address`.
 */
async function readCanvas(page: Page, names: { table: string; below: string; address?: string }): Promise<CanvasReading> {
  return page.evaluate(({ pxPerMm, names }) => {
    const view = (window as unknown as { __platenDesigner: { getView(): { zoom: number } } }).__platenDesigner.getView();
    const k = pxPerMm * view.zoom;
    const pageBox = document.querySelector('section.page[data-page="0"]')!.getBoundingClientRect();
    const field = (name: string) => document.querySelector(`section.page[data-page="0"] .canvas-field:has(> [aria-label="${name}"])`)!;
    const table = field(names.table).querySelector('table')!;
    const tableBox = table.getBoundingClientRect();
    const bodyRows = [...table.querySelectorAll('tbody tr')];
    const shaded = bodyRows.map((row) => {
      const colour = getComputedStyle(row.querySelector('td')!).backgroundColor;
      return colour !== 'rgba(0, 0, 0, 0)' && colour !== 'rgb(255, 255, 255)' && colour !== 'transparent';
    });
    const rowMiddles = bodyRows.map((row) => {
      const box = row.getBoundingClientRect();
      return (box.top + box.height / 2 - tableBox.top) / k;
    });
    const firstLine = field(names.below).querySelector('.field-text__line, .field-text__content')!;
    const range = document.createRange();
    range.selectNodeContents(firstLine.firstChild ?? firstLine);
    return {
      table: { top: (tableBox.top - pageBox.top) / k, height: tableBox.height / k, shaded, rowMiddles },
      belowTextTop: (range.getBoundingClientRect().top - pageBox.top) / k,
      addressLines: names.address ? field(names.address).querySelectorAll('.field-text__line').length : 0,
    };
  }, { pxPerMm: PX_PER_MM, names });
}

interface Word {
  text: string;
  xMin: number;
  yMin: number;
  yMax: number;
}

/** Words of page 1 with their boxes in mm. */
function pdfWords(pdf: string): Word[] {
  const xml = execFileSync('pdftotext', ['-bbox-layout', '-f', '1', '-l', '1', pdf, '-'], { encoding: 'utf8' });
  return [...xml.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
    xMin: Number(m[1]) * PT_TO_MM,
    yMin: Number(m[2]) * PT_TO_MM,
    yMax: Number(m[3]) * PT_TO_MM,
    text: m[4],
  }));
}

/** Page 1 as 8-bit RGB pixels at `dpi`. */
function pdfPixels(pdf: string, dpi: number): { width: number; height: number; at(xMm: number, yMm: number): [number, number, number] } {
  const ppm = execFileSync('pdftoppm', ['-r', String(dpi), '-f', '1', '-l', '1', pdf], { maxBuffer: 64 * 1024 * 1024 });
  const header = ppm.subarray(0, 20).toString('latin1').match(/^P6\s+(\d+)\s+(\d+)\s+255\s/)!;
  const [width, height, offset] = [Number(header[1]), Number(header[2]), header[0].length];
  const k = dpi / 25.4;
  return {
    width,
    height,
    at(xMm, yMm) {
      const i = offset + (Math.round(yMm * k) * width + Math.round(xMm * k)) * 3;
      return [ppm[i], ppm[i + 1], ppm[i + 2]];
    },
  };
}

/** The printed table's top and height (mm): the run of ink down its left edge, where its outline is drawn. */
function printedTable(pixels: ReturnType<typeof pdfPixels>, x: number, nearY: number): { top: number; height: number } {
  const inked = (y: number) => [0, 0.05, 0.1, 0.15, 0.2, 0.25].some((dx) => pixels.at(x + dx, y).some((c) => c < 235));
  let top = nearY - 10;
  while (top < nearY + 10 && !inked(top)) top += 0.05;
  let bottom = top;
  while (bottom < 297 && inked(bottom + 0.05)) bottom += 0.05;
  return { top, height: bottom - top };
}

/** Which body rows of the printed table are filled, sampled 1 mm inside the left edge at each row's middle. */
function printedShading(pixels: ReturnType<typeof pdfPixels>, x: number, top: number, rowMiddles: number[]): boolean[] {
  return rowMiddles.map((middle) => pixels.at(x + 1, top + middle).some((c) => c < 250));
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 6, from.y + 6, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

describe('the canvas is the PDF', () => {
  let app: OpenedApp;
  let page: Page;
  const engine = new RenderEngine(readFontFromNodeModules);
  const dir = mkdtempSync(join(tmpdir(), 'platen-canvas-'));

  beforeAll(async () => {
    app = await openApp();
    page = app.page;
    await page.getByRole('region', { name: 'Page 1' }).waitFor();
    await page.waitForFunction(() => (window as unknown as { __platenDesigner: { getDoc(): { schemas: unknown[][] } } }).__platenDesigner.getDoc().schemas[0].length > 0);
  });

  afterAll(async () => {
    await app?.close();
  });

  async function renderPdf(doc: Template, record: Record<string, string>, name: string): Promise<string> {
    const rendered = await engine.render(doc, record);
    if (!rendered.ok) throw new Error(rendered.errors.map((e) => e.message).join('; '));
    const pdf = join(dir, name);
    writeFileSync(pdf, rendered.pdf);
    return pdf;
  }

  /** Client px of a point on page 1 given in mm. */
  async function onPage1(mm: { x: number; y: number }) {
    const region = page.getByRole('region', { name: 'Page 1' });
    await region.evaluate((el, yMm) => el.closest('.canvas-viewport')?.scrollTo({ top: Math.max(0, yMm * 3.78 - 300) }), mm.y);
    const box = (await region.boundingBox())!;
    const zoom = await page.evaluate(() => (window as unknown as { __platenDesigner: { getView(): { zoom: number } } }).__platenDesigner.getView().zoom);
    return { x: box.x + mm.x * PX_PER_MM * zoom, y: box.y + mm.y * PX_PER_MM * zoom };
  }

  async function dropFromPalette(label: string, at: { x: number; y: number }) {
    await openTab(page, 'Fields');
    const button = page.getByRole('button', { name: label, exact: true });
    const source = (await button.boundingBox())!;
    await drag(page, { x: source.x + source.width / 2, y: source.y + source.height / 2 }, await onPage1(at));
  }

  it('draws a dropped table at the height and shading it prints, the text below where it prints, and a long address in as many lines', async () => {
    await openTab(page, 'Templates');
    await page.getByRole('button', { name: 'New blank template' }).click();
    await page.waitForFunction(() => (window as unknown as { __platenDesigner: { getDoc(): { schemas: unknown[][] } } }).__platenDesigner.getDoc().schemas[0].length === 0);

    await dropFromPalette('Text', { x: 60, y: 70 });
    await dropFromPalette('Table', { x: 105, y: 40 });
    // the table is stored 20 mm high when dropped; once measured its box is the drawn height and the text moves with it
    await expect.poll(async () => (await openDoc(page)).schemas[0].find((f) => f.type === 'table')?.height ?? 0, { timeout: 30_000 }).toBeGreaterThan(40);

    await dropFromPalette('Text', { x: 150, y: 200 });
    const address = page.locator('section.page[data-page="0"] .canvas-field:has(> [aria-label="text2"])');
    await address.dblclick();
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(ADDRESS);
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => address.locator('.field-text__line').count(), { timeout: 30_000 }).toBeGreaterThan(5);

    const doc = await openDoc(page);
    const table = doc.schemas[0].find((f) => f.type === 'table')!;
    const below = doc.schemas[0].find((f) => f.name === 'text')!;
    const canvas = await readCanvas(page, { table: 'table', below: 'text', address: 'text2' });
    await app.screenshot('canvas-fidelity-dropped');

    const record = Object.fromEntries(doc.schemas[0].map((f) => [f.name, String(f.content ?? '')]));
    const pdf = await renderPdf(doc, record, 'dropped.pdf');

    const pixels = pdfPixels(pdf, 200);
    const printed = printedTable(pixels, table.position.x, table.position.y);
    expect(Math.abs(canvas.table.top - printed.top), `table top: canvas ${canvas.table.top} mm, PDF ${printed.top} mm`).toBeLessThan(1);
    expect(Math.abs(canvas.table.height - printed.height), `table height: canvas ${canvas.table.height} mm, PDF ${printed.height} mm`).toBeLessThan(1);
    expect(Math.abs(table.height - printed.height), `stored ${table.height} mm, printed ${printed.height} mm`).toBeLessThan(1);

    // the field below: the top of its first word on the canvas and in the PDF
    const words = pdfWords(pdf);
    const belowWord = words.find((w) => w.text === 'Type' && Math.abs(w.xMin - below.position.x) < 3)!;
    expect(belowWord, 'the text below the table is printed').toBeDefined();
    expect(Math.abs(canvas.belowTextTop - belowWord.yMin), `text below: canvas ${canvas.belowTextTop} mm, PDF ${belowWord.yMin} mm`).toBeLessThan(1);

    // the long address: as many lines on the canvas as in the PDF
    const addressField = doc.schemas[0].find((f) => f.name === 'text2')!;
    const addressLines = new Set(
      words.filter((w) => Math.abs(w.xMin - addressField.position.x) < addressField.width && w.yMin > addressField.position.y - 2).map((w) => Math.round(w.yMax * 4)),
    );
    expect(canvas.addressLines).toBe(addressLines.size);

    // shading: the same body rows are filled
    const pdfShaded = printedShading(pixels, table.position.x, printed.top, canvas.table.rowMiddles);
    expect(canvas.table.shaded).toEqual(pdfShaded);
    expect(pdfShaded[0], 'pdfme shades the first body row with the alternate colour').toBe(true);
  }, 240_000);

  it('grows the gallery invoice table with a data row of seven items and moves the totals down as the PDF does', async () => {
    await openTab(page, 'Templates');
    await page.getByRole('region', { name: 'Templates' }).getByRole('button', { name: 'Invoice', exact: true }).click();
    await page.locator('section.page[data-page="0"] .canvas-field:has(> [aria-label="items"])').waitFor();
    const invoice = findGalleryEntry('invoice')!;
    const data = invoice.sampleRecords.slice(2, 3); // 7 item rows where the template's sample has 3
    await page.getByRole('tablist', { name: 'Right sidebar' }).getByRole('tab', { name: 'Data' }).click();
    await page.getByRole('region', { name: 'Data' }).getByLabel('Data file').setInputFiles({ name: 'invoice.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(data)) });
    const items = page.locator('section.page[data-page="0"] .canvas-field:has(> [aria-label="items"])');
    await expect.poll(() => items.locator('tbody tr').count(), { timeout: 30_000 }).toBe(7);
    // the totals' box is drawn where the PDF prints it, below the grown table
    await expect.poll(() => page.locator('section.page[data-page="0"] .canvas-field:has(> [aria-label="paymentTerms"]) [data-layout-shift]').count(), { timeout: 30_000 }).toBe(1);

    const doc = await openDoc(page);
    const previewRecord = await page.evaluate(() => (window as unknown as { __platenDesigner: { getView(): { previewRecord: Record<string, string> | null } } }).__platenDesigner.getView().previewRecord);
    expect(previewRecord?.invoiceNumber).toBe('INV-2025-0144');
    const table = doc.schemas[0].find((f) => f.name === 'items')!;
    const terms = doc.schemas[0].find((f) => f.name === 'paymentTerms')!;
    const canvas = await readCanvas(page, { table: 'items', below: 'paymentTerms' });
    await app.screenshot('canvas-fidelity-invoice');

    // the record the canvas shows: the data row's values, the template's content where the row has none
    const record = Object.fromEntries(doc.schemas[0].map((f) => [f.name, String(previewRecord?.[f.name] ?? f.content ?? '')]));
    const pdf = await renderPdf(doc, record, 'invoice.pdf');
    const pixels = pdfPixels(pdf, 200);
    const printed = printedTable(pixels, table.position.x, table.position.y);
    expect(printed.height - table.height, 'the table grows with the data').toBeGreaterThan(20);
    expect(Math.abs(canvas.table.top - printed.top), `table top: canvas ${canvas.table.top} mm, PDF ${printed.top} mm`).toBeLessThan(1);
    expect(Math.abs(canvas.table.height - printed.height), `table height: canvas ${canvas.table.height} mm, PDF ${printed.height} mm`).toBeLessThan(1);

    const payment = pdfWords(pdf).find((w) => w.text === 'Payment' && Math.abs(w.xMin - terms.position.x) < 3)!;
    expect(payment.yMin - terms.position.y, 'the PDF moves the payment terms down').toBeGreaterThan(20);
    expect(Math.abs(canvas.belowTextTop - payment.yMin), `payment terms: canvas ${canvas.belowTextTop} mm, PDF ${payment.yMin} mm`).toBeLessThan(1);
    expect(canvas.table.shaded).toEqual(printedShading(pixels, table.position.x, printed.top, canvas.table.rowMiddles));
  }, 240_000);
});

