import { RenderEngine } from '/work/main/src/worker/engine/renderEngine';
import { readFontFromNodeModules } from '/work/main/src/worker/fonts/nodeFontReader';
import { invoiceRecord, invoiceTemplate } from '/work/main/bench/fixtures/invoice';
const engine = new RenderEngine(readFontFromNodeModules);
const mode = process.argv[2] ?? 'merged';
const N = Number(process.argv[3] ?? 300);
const items = Array.from({ length: N }, (_, i) => ({ row: i, record: invoiceRecord(i) }));
const t0 = performance.now();
if (mode === 'merged') await engine.renderMerged(invoiceTemplate(), items.slice(0, 100)); else await engine.renderEach(invoiceTemplate(), items.slice(0, 100));
const t1 = performance.now();
let bytes = 0;
if (mode === 'merged') { const r = await engine.renderMerged(invoiceTemplate(), items); bytes = r.pdf!.length; }
else { const r = await engine.renderEach(invoiceTemplate(), items); bytes = r.reduce((s, f) => s + (f.pdf?.length ?? 0), 0); }
const t2 = performance.now();
console.log(mode, 'warmup', (t1 - t0).toFixed(0), 'ms; timed', ((t2 - t1) / N).toFixed(2), 'ms/record', (bytes / N / 1024).toFixed(1), 'KB/record');
