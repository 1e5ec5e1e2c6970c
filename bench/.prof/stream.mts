import { PDFDocument } from '@pdfme/pdf-lib';
import { readFileSync, writeFileSync } from 'node:fs';
import { MergedPdfWriter } from '../../src/worker/coordinator/mergedPdfWriter';
import { fflateDeflate } from '../../src/worker/engine/fflateDeflate';
const a = readFileSync('/tmp/prof/partA.pdf');
const chunks: Uint8Array[] = [];
const t0 = performance.now();
const w = new MergedPdfWriter((b) => chunks.push(b), fflateDeflate);
for (let i = 0; i < 2; i++) { const part = await PDFDocument.load(a); console.log('canStream', MergedPdfWriter.canStream(part)); w.addPart(part); }
w.finish();
console.log('ms', (performance.now() - t0).toFixed(0));
const out = Buffer.concat(chunks); writeFileSync('/tmp/prof/streamed.pdf', out); console.log('bytes', out.length, 'pages', w.pageCount);
