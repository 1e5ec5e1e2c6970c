/**
 * The plugins run in a Web Worker (no window, no DOM, no Buffer) and in Node worker threads. pdfme's own barcode
 * plugin calls bwip-js's toBuffer whenever `window` is undefined, which the browser build lacks (pdfme #702).
 * The engine's Chromium test runs them in a real Web Worker; here we check the source and a Buffer-less Node worker.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { BARCODE_TYPES } from '../../../../src/templates/barcodeRules';
import { rasterise, templateFor, zbar } from './support';

const root = join(import.meta.dirname, '../../../..');
/** The barcode code, the caches it keeps symbols in, and the rules it shares with the page. */
const sources = [
  ...['src/worker/barcodes', 'src/worker/caches'].flatMap((folder) => readdirSync(join(root, folder)).map((file) => `${folder}/${file}`)),
  'src/templates/barcodeRules.ts',
].filter((file) => file.endsWith('.ts'));

/** The code without comments, string contents kept (a `'window'` string is as suspicious as an identifier). */
const code = (file: string): string =>
  readFileSync(join(root, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

describe('worker safety of src/worker/barcodes and src/worker/caches', () => {
  it('finds the sources to check', () => {
    expect(sources).toEqual(expect.arrayContaining(['src/worker/barcodes/index.ts', 'src/worker/barcodes/pdfRender.ts', 'src/worker/caches/repeatCache.ts']));
  });

  it.each(sources)('%s mentions no Buffer, window, document, DOM canvas or toBuffer', (file) => {
    expect(code(file)).not.toMatch(/\b(Buffer|window|document|toBuffer|toCanvas|HTMLCanvasElement|OffscreenCanvas|FileReader)\b/);
  });

  it.each(sources)('%s imports only worker-safe modules', (file) => {
    const imports = [...code(file).matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/gm)].map((m) => m[1]);
    const allowed = /^(\.{1,2}\/|bwip-js\/generic$|@pdfme\/pdf-lib$|@pdfme\/common$|@pdfme\/schemas(\/utils)?$)/;
    expect(imports.filter((specifier) => !allowed.test(specifier))).toEqual([]);
    // Bare 'bwip-js' resolves per platform (the Node build in Node, the browser build in a worker); the generic
    // build is the same code everywhere.
    expect(imports).not.toContain('bwip-js');
  });

  it('src/templates/barcodeRules.ts imports nothing at all (it runs on the page, in the worker and in the CLI)', () => {
    expect(code('src/templates/barcodeRules.ts')).not.toMatch(/^\s*import\s/m);
  });
});

describe('in a Node worker thread without Buffer', () => {
  it('renders all 12 barcode types through stock @pdfme/generator, and they scan', async () => {
    const template = templateFor({ type: 'qrcode', content: '', width: 30, height: 30 });
    const samples: Record<string, string> = {
      qrcode: 'worker-qr', japanpost: '6540123789-A-K-Z', ean13: '590123412345', ean8: '9638507', code39: 'WORKER',
      code128: 'worker-128', nw7: 'A123B', itf14: '1540014128876', upca: '03600029145', upce: '0123456',
      gs1datamatrix: '(01)09501101530003', pdf417: 'worker pdf417',
    };
    expect(Object.keys(samples).sort()).toEqual([...BARCODE_TYPES].sort());
    const page = template.basePdf as { width: number; height: number };
    page.height = 12 * 45;
    page.width = 100;
    template.schemas = [
      BARCODE_TYPES.map((type, i) => ({
        name: type, type, content: samples[type], position: { x: 15, y: 5 + i * 45 }, width: 70, height: 30,
      })) as never,
    ];
    const result = await new Promise<{ ok: boolean; pdf?: Uint8Array; message?: string; bufferGone?: boolean }>(
      (resolve, reject) => {
        const worker = new Worker(new URL('../../../fixtures/barcodes/noBufferWorker.mjs', import.meta.url), {
          workerData: { template, inputs: [samples] },
        });
        worker.once('message', (message) => void worker.terminate().then(() => resolve(message)));
        worker.once('error', reject);
      },
    );
    expect(result.message).toBeUndefined();
    expect(result.bufferGone).toBe(true);
    const scanned = zbar(rasterise(result.pdf!, 200));
    expect(scanned).toEqual(
      expect.arrayContaining(['QR-Code:worker-qr', 'CODE-128:worker-128', 'CODE-39:WORKER', 'EAN-8:96385074']),
    );
  });
});
