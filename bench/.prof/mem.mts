import { invoiceRecord, invoiceTemplate } from '../fixtures/invoice';
import { platenRender, writeInputs } from '../wholeProcess';
import { statSync } from 'node:fs';
import { join } from 'node:path';
const n = Number(process.argv[2] ?? 2000);
const inputs = writeInputs(invoiceTemplate(), Array.from({ length: n }, (_, i) => invoiceRecord(i)));
const run = await platenRender(inputs, Number(process.argv[3] ?? 2), process.argv[4] ?? 'out.pdf');
console.log(n, 'merged', (run.ms / 1000).toFixed(1), 's', (run.peakRss / 2 ** 20).toFixed(0), 'MB', (statSync(join(inputs.dir, process.argv[4] ?? 'out.pdf')).size / n / 1024).toFixed(2), 'KB/page', 'status', run.status);
inputs.cleanup();
