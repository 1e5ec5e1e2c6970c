import { PDFDocument } from '@pdfme/pdf-lib';
import { readFileSync } from 'node:fs';
import { MergedPdfWriter } from '../../src/worker/coordinator/mergedPdfWriter';
import { mergeParts } from '../../src/worker/coordinator/mergeParts';
import { fflateDeflate } from '../../src/worker/engine/fflateDeflate';
const a = readFileSync('/tmp/prof/partA.pdf');
for (let r = 0; r < 4; r++) {
  let t0 = performance.now(); let load = 0, write = 0;
  const w = new MergedPdfWriter(() => {}, fflateDeflate);
  for (let i = 0; i < 2; i++) { const t = performance.now(); const part = await PDFDocument.load(a); load += performance.now() - t; const t2 = performance.now(); w.addPart(part); write += performance.now() - t2; }
  w.finish();
  const total = performance.now() - t0;
  t0 = performance.now(); await mergeParts([a, a]); const old = performance.now() - t0;
  console.log('stream total', total.toFixed(0), 'load', load.toFixed(0), 'write', write.toFixed(0), '| mergeParts', old.toFixed(0));
}
