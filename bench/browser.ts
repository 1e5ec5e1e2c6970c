/**
 * `npm run bench -- --browser`: the app's worker engine in Chromium, watched from the main thread, against stock
 * pdfme generate() on the main thread. Builds bench/browser/harness.html with the app's vite config (into
 * node_modules/.cache, never dist/), serves it with vite preview, drives /usr/bin/chromium with playwright-core.
 */
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import type { MainThreadReport } from './browser/harness';
import { invoiceRecord, invoiceTemplate } from './fixtures/invoice';
import { formatTable, num } from './table';
import { measureDrag, type DragReport } from './designerDrag';
import { measurePageMemory, rendererRssReader } from './pageMemory';

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = fileURLToPath(new URL('../node_modules/.cache/platen-bench-dist', import.meta.url));

/** The browser section as printable text. */
export async function browserSection({ quick }: { quick: boolean }): Promise<string> {
  const platenN = quick ? 100 : 1000;
  const stockN = quick ? 5 : 20;
  const log = (line: string) => process.stderr.write(`${line}\n`);
  log('\n▸ Browser: building the benchmark page with the app’s vite config…');
  await build({
    root,
    logLevel: 'warn',
    mode: 'production',
    build: { outDir, emptyOutDir: true, rollupOptions: { input: { bench: fileURLToPath(new URL('./browser/harness.html', import.meta.url)), app: fileURLToPath(new URL('../index.html', import.meta.url)) } } },
  });
  const server = await preview({ root, build: { outDir }, preview: { port: 0, host: '127.0.0.1', strictPort: false }, logLevel: 'warn' });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${address.port}/bench/browser/harness.html`);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 60_000 });
    const template = invoiceTemplate();
    const records = Array.from({ length: platenN }, (_, i) => invoiceRecord(i));
    log('  warm-up…');
    await page.evaluate(([t, r]) => window.platenBench.warmUp(t, r), [template, records.slice(0, 4)] as const);
    log(`  Platen worker engine, ${platenN} records, ZIP…`);
    const platen: MainThreadReport = await page.evaluate(([t, r]) => window.platenBench.platenZip(t, r), [template, records] as const);
    log(`  stock generate() on the main thread, ${stockN} records…`);
    const stock: MainThreadReport = await page.evaluate(([t, r]) => window.platenBench.stockPerRecord(t, r), [template, records.slice(0, stockN)] as const);
    const memorySizes = quick ? [200, 2000] : [1000, 10000];
    const memory = [];
    const rendererRss = await rendererRssReader(browser);
    for (const n of memorySizes) {
      log(`  page memory: Platen worker engine, ${n} records, ZIP…`);
      memory.push(await measurePageMemory(page, template, Array.from({ length: n }, (_, i) => invoiceRecord(i)), rendererRss));
    }
    if (errors.length > 0) log(`  page errors: ${errors.join('; ')}`);
    const memoryTable = formatTable(
      ['Chromium, page memory during a ZIP batch', 'records', 'wall', 'records/s', 'JS heap, records loaded', 'JS heap peak', 'batch’s own', 'renderer RSS (page + workers) before', 'peak', 'failed'],
      memory.map((m) => [
        `Platen, ${m.records} records`, String(m.records), `${num(m.elapsedMs / 1000, 1)} s`, num(m.records / (m.elapsedMs / 1000), 0), `${num(m.heapBeforeMb, 1)} MB`,
        `${num(m.heapPeakMb, 1)} MB`, `${num(m.heapPeakMb - m.heapBeforeMb, 1)} MB`, `${num(m.rendererBeforeMb, 0)} MB`, `${num(m.rendererPeakMb, 0)} MB`, String(m.failed),
      ]),
    );
    const [small, large] = memory;

    log('  designer: dragging one field on a page of 1, then 300 fields…');
    const designerPage = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await designerPage.goto(`http://127.0.0.1:${address.port}/index.html`);
    await designerPage.getByRole('region', { name: 'Page 1' }).waitFor({ timeout: 60_000 });
    // A first visit opens the gallery invoice from IndexedDB asynchronously; it must not replace the bench's pages.
    await designerPage.waitForFunction('window.__platenDesigner && window.__platenDesigner.getView().templateId !== null', undefined, { timeout: 60_000 });
    const dragBaseline = await measureDrag(designerPage, 1);
    const dragCrowded = await measureDrag(designerPage, 300);
    await designerPage.close();
    const dragRow = (d: DragReport) => [`${d.fieldCount} field${d.fieldCount === 1 ? '' : 's'} on the page`, String(d.frames), `${num(d.medianFrameMs, 1)} ms`, `${num(1000 / d.medianFrameMs, 0)} fps`, `${num(d.p95FrameMs, 1)} ms`, `${num(d.maxFrameMs, 0)} ms`];
    const dragTable = formatTable(['Chromium, designer drag', 'frames', 'median frame', 'median rate', 'p95 frame', 'longest'], [dragRow(dragBaseline), dragRow(dragCrowded)]);

    const row = (label: string, m: MainThreadReport) => [
      label, String(m.records), `${num(m.elapsedMs / 1000, 1)} s`, num(m.elapsedMs / m.records, 1), String(m.longTasks),
      `${num(m.longTaskTotalMs, 0)} ms`, `${num(m.longTaskMaxMs, 0)} ms`, `${num((m.longTaskTotalMs / m.elapsedMs) * 100, 1)} %`, `${num(m.maxFrameGapMs, 0)} ms`, String(m.failed),
    ];
    const table = formatTable(
      ['Chromium, invoice, ZIP', 'records', 'wall', 'ms/record', 'long tasks', 'long-task total', 'longest', 'main thread blocked', 'max frame gap', 'failed'],
      [row('Platen, worker engine (all cores)', platen), row('stock generate(), main thread', stock)],
    );
    const blockedPlaten = platen.longTaskTotalMs / platen.elapsedMs;
    const blockedStock = stock.longTaskTotalMs / stock.elapsedMs;
    return [
      'Browser (headless Chromium; main thread watched with PerformanceObserver longtask and requestAnimationFrame gaps)',
      table,
      `  max frame gap: stock ${num(stock.maxFrameGapMs, 0)} ms vs Platen ${num(platen.maxFrameGapMs, 0)} ms (${num(stock.maxFrameGapMs / Math.max(platen.maxFrameGapMs, 1), 1)}× shorter freezes)`,
      `  main thread blocked: stock ${num(blockedStock * 100, 1)} % of the time vs Platen ${num(blockedPlaten * 100, 1)} %; per record ${num(stock.elapsedMs / stock.records / (platen.elapsedMs / platen.records), 1)}× faster`,
      `  stock measured on ${stockN} records only: at its speed ${platenN} would take ~${num((stock.elapsedMs / stock.records) * platenN / 1000, 0)} s of frozen page.`,
      '',
      memoryTable,
      `  the batch’s own page heap: ${num(small.heapPeakMb - small.heapBeforeMb, 1)} MB for ${small.records} records, ${num(large.heapPeakMb - large.heapBeforeMb, 1)} MB for ${large.records} (${num(large.records / small.records, 0)}× the records; flat = the same; ZIP chunks counted and dropped, as a streaming save would)`,
      `  renderer peak (the page and its render workers): ${num(small.rendererPeakMb, 0)} MB for ${small.records}, ${num(large.rendererPeakMb, 0)} MB for ${large.records} (${num(large.rendererPeakMb / small.rendererPeakMb, 2)}×)`,
      '',
      dragTable,
      `  300 fields vs 1 field: median frame ${num(dragCrowded.medianFrameMs / dragBaseline.medianFrameMs, 2)}×, p95 ${num(dragCrowded.p95FrameMs / dragBaseline.p95FrameMs, 2)}× (1× = no cost from the crowd; 16.7 ms = 60 fps)`,
    ].join('\n');
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
}
