import { RenderEngine } from '../../src/worker/engine/renderEngine';
import { readFontFromNodeModules } from '../../src/worker/fonts/nodeFontReader';
import { mergeParts } from '../../src/worker/coordinator/mergeParts';
import { invoiceRecord, invoiceTemplate } from '../fixtures/invoice';
import { writeFileSync } from 'node:fs';
const engine = new RenderEngine(readFontFromNodeModules);
const t = invoiceTemplate();
const items = Array.from({ length: 300 }, (_, i) => ({ row: i, record: invoiceRecord(i) }));
await engine.renderMerged(t, items.slice(0, 60));
const a = (await engine.renderMerged(t, items.slice(0, 150))).pdf!;
const b = (await engine.renderMerged(t, items.slice(150))).pdf!;
for (let i = 0; i < 3; i++) { const t0 = performance.now(); const m = await mergeParts([a, b]); console.log('merge ms', (performance.now() - t0).toFixed(0), 'bytes', a.length + b.length, '->', m.length); writeFileSync('/tmp/prof/merged.pdf', m); }
writeFileSync('/tmp/prof/partA.pdf', a);
