/**
 * The engine in real Chromium: the harness page (engine-harness.html) uses the same worker client as the designer;
 * batches run through the coordinator worker and its nested render workers. Output bytes come back to Node and are
 * checked with poppler (pdfinfo, pdftotext, pdftoppm) and zbarimg.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HarnessBatch } from './harness/harness';
import type { BatchOptions } from '../../src/worker/api';
import type { DataRecord, Template } from '../../src/templates/types';
import { ARTIFACTS, openApp, type OpenedApp } from './support/browser';
import { BARCODE_VALUES, ZBAR_TYPES, barcodeValue, everyTypeRecord, everyTypeTemplate } from '../unit/worker/support/everyType';

let app: OpenedApp;

beforeAll(async () => {
  app = await openApp('engine-harness.html');
  await app.page.locator('body[data-ready="true"]').waitFor();
});

afterAll(async () => {
  await app?.close();
});

async function batch(template: Template, records: DataRecord[], options: BatchOptions, cancelAtDone?: number) {
  const result = await app.page.evaluate(
    ([t, r, o, c]) => window.platenHarness.batch(t, r, o, c),
    [template, records, options, cancelAtDone] as const,
  );
  return { ...(result as HarnessBatch), bytes: new Uint8Array(Buffer.from((result as HarnessBatch).base64, 'base64')) };
}

function save(name: string, bytes: Uint8Array): string {
  const file = join(ARTIFACTS, name);
  writeFileSync(file, bytes);
  return file;
}

const run = (command: string, args: string[]) => execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
const pageCount = (file: string) => Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [file]))?.[1]);

/** Every barcode zbarimg reads on one page of a PDF, as "TYPE:value" lines. */
function decodeBarcodes(file: string, page: number): string[] {
  const prefix = file.replace(/\.pdf$/, `-p${page}`);
  run('pdftoppm', ['-png', '-r', '200', '-f', String(page), '-l', String(page), '-singlefile', file, prefix]);
  const flags = ['upca', 'upce', 'codabar', 'i25'].flatMap((symbology) => ['--set', `${symbology}.enable=1`]);
  return run('zbarimg', ['-q', ...flags, `${prefix}.png`]).trim().split('\n');
}

describe('the engine in Chromium', () => {
  it('renders every field type and every barcode type to one merged PDF in the web workers', async () => {
    const template = everyTypeTemplate();
    const records = [0, 1, 2].map((row) => everyTypeRecord(row) as DataRecord);
    const result = await batch(template, records, { output: 'merged' });
    expect(result.summary).toMatchObject({ done: 3, failed: 0, errors: [] });
    expect(result.lastFlags.at(-1)).toBe(true);
    const file = save('engine-every-type.pdf', result.bytes);

    // Each record: the table runs onto a second page, then the barcode page: 4 pages a record, as stock pdfme makes it.
    const pages = pageCount(file);
    expect(pages).toBe(12);
    const text = run('pdftotext', ['-layout', file, '-']);
    for (let row = 0; row < 3; row += 1) {
      expect(text).toContain(`Customer ${row + 1}`);
      expect(text).toContain(`Line item 40 of order ${row + 1}`);
      expect(text).toContain(`Order Customer ${row + 1} — page 4 of 4`);
    }
    expect(text).toContain('1007.5'); // a number given as a number is printed

    // The barcode page of the second record (page 8): every zbar-readable type decodes to its value.
    const decoded = decodeBarcodes(file, 8);
    for (const type of ZBAR_TYPES) {
      expect(decoded.some((line) => line.endsWith(`:${barcodeValue(type, 1)}`)), `${type} decodes`).toBe(true);
    }
    expect(Object.keys(BARCODE_VALUES)).toHaveLength(12);
    run('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', '-singlefile', file, join(ARTIFACTS, 'engine-every-type-p1')]);
  });

  it('keeps the good rows of a ZIP when one row is bad, and the error names its row and field', async () => {
    const template: Template = {
      schemas: [[
        { name: 'name', type: 'text', position: { x: 10, y: 10 }, width: 80, height: 10, fontSize: 12 },
        { name: 'ean', type: 'ean13', position: { x: 10, y: 25 }, width: 50, height: 20 },
      ]],
      basePdf: { width: 100, height: 60, padding: [5, 5, 5, 5] },
    };
    const records: DataRecord[] = Array.from({ length: 6 }, (_, i) => ({ name: `Badge ${i + 1}`, ean: '4006381333931' }));
    records[3] = { name: 'Badge 4', ean: '12AB' };
    const result = await batch(template, records, { output: 'zip', fileName: 'badge-{name}.pdf' });
    expect(result.summary).toMatchObject({ done: 5, failed: 1, total: 6 });
    expect(result.summary.errors).toEqual([expect.objectContaining({ row: 3, field: 'ean' })]);
    save('engine-one-bad-row.zip', result.bytes);
    const names = Object.keys(unzipSync(result.bytes));
    expect(names).toEqual(['badge-Badge 1.pdf', 'badge-Badge 2.pdf', 'badge-Badge 3.pdf', 'badge-Badge 5.pdf', 'badge-Badge 6.pdf']);
    expect(result.progress.at(-1)).toMatchObject({ done: 5, failed: 1, total: 6 });
  });

  it('loads a large shipped font (Noto Sans JP) from the app itself only when a template names it', async () => {
    const fontRequests: string[] = [];
    app.page.on('request', (request) => {
      if (request.url().includes('.ttf')) fontRequests.push(request.url());
    });
    const template: Template = {
      schemas: [[{ name: 'title', type: 'text', position: { x: 10, y: 10 }, width: 80, height: 12, fontSize: 14, fontName: 'NotoSansJP' }]],
      basePdf: { width: 100, height: 40, padding: [5, 5, 5, 5] },
    };
    const result = await app.page.evaluate((t) => window.platenHarness.render(t, { title: '領収書 お客様' }), template);
    expect(result.ok).toBe(true);
    const file = save('engine-japanese.pdf', new Uint8Array(Buffer.from((result as { base64: string }).base64, 'base64')));
    expect(run('pdftotext', [file, '-'])).toContain('領収書 お客様');
    expect(fontRequests.some((url) => url.includes('NotoSansJP_400Regular'))).toBe(true);
    expect(fontRequests.every((url) => url.startsWith(app.baseURL))).toBe(true);
  });

  it('keeps pdfme out of the page bundle: what index.html loads holds none of its code', async () => {
    // The page's own scripts: the entry and the chunks it preloads, as served (the worker chunk is loaded separately).
    const html = await (await fetch(app.baseURL)).text();
    const urls = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      const code = await (await fetch(new URL(url, app.baseURL))).text();
      expect(code.length).toBeGreaterThan(1000);
      expect(code, url).not.toMatch(/registerFontkit|PDFDocument|fontkit/);
    }
  });

  it('stops a merged batch soon after Cancel, in the middle of a worker run', async () => {
    const template: Template = {
      schemas: [[{ name: 'name', type: 'text', position: { x: 10, y: 10 }, width: 80, height: 10 }]],
      basePdf: { width: 100, height: 40, padding: [5, 5, 5, 5] },
    };
    const records = Array.from({ length: 1500 }, (_, i) => ({ name: `Guest ${i + 1}` }));
    const result = await batch(template, records, { output: 'merged' }, 20);
    expect(result.summary.cancelled).toBe(true);
    // Runs are up to 375 records long here; progress counted inside them and the cancel stopped them early.
    expect(result.progress.some((p) => p.done > 0 && p.done < 375)).toBe(true);
    expect(result.summary.done).toBeLessThan(700);
  });

  it('replaces a render worker that crashes and finishes its records on the new one', async () => {
    const template: Template = {
      schemas: [[{ name: 'name', type: 'text', position: { x: 10, y: 10 }, width: 80, height: 10 }]],
      basePdf: { width: 100, height: 40, padding: [5, 5, 5, 5] },
    };
    const outcome = await app.page.evaluate((t) => window.platenHarness.crashAndRecover(t, { name: 'Survivor' }), template);
    expect(outcome).toEqual({ attempts: 2, replaced: 1, ok: true, errors: [] });
    // The crash is reported by the worker as an uncaught error; the test's own page errors are checked below without it.
    app.pageErrors.splice(0, app.pageErrors.length, ...app.pageErrors.filter((e) => !e.includes('crashed on purpose')));
  });

  it('draws a barcode as SVG for the canvas, and asks nothing of any other origin', async () => {
    const svg = await app.page.evaluate(() => window.platenHarness.barcodeSvg('qrcode', 'hello'));
    expect(svg).toContain('<svg');
    expect(app.foreignRequests).toEqual([]);
    expect(app.pageErrors).toEqual([]);
  });
});
