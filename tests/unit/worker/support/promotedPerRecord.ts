/**
 * Run by youngGeneration.test.ts in a process of its own (node --expose-gc --import tsx): renders warm invoices a file
 * each, as a render worker does, and after each record collects the young generation twice, as V8 does between a
 * worker's tasks. What survives both is promoted to the old generation, where only a full collection reclaims it.
 * Prints `measuring`, then one JSON line: the old generation's growth per record, KB, over the measured records. Run
 * with --trace-gc, a full collection between the two lines (which would hide what was promoted) shows there.
 *
 * `--closure-on-document` stores a closure and an object on each record's document first (the pattern that kept whole
 * documents alive, issue #23): the control that shows the measure sees what it is there to see.
 */
import { PDFDocument } from '@pdfme/pdf-lib';
import { invoiceRecord, invoiceTemplate } from '../../../../bench/fixtures/invoice';
import { RenderEngine } from '../../../../src/worker/engine/renderEngine';
import { readFontFromNodeModules } from '../../../../src/worker/fonts/nodeFontReader';

const WARM_RECORDS = 300;
const MEASURED_RECORDS = 40;

const gc = (globalThis as { gc?: (options?: { type: 'minor' | 'major' }) => void }).gc;
if (!gc) throw new Error('run with --expose-gc');
const collectYoung = () => {
  gc({ type: 'minor' });
  gc({ type: 'minor' });
};

if (process.argv.includes('--closure-on-document')) {
  const create = PDFDocument.create.bind(PDFDocument);
  PDFDocument.create = async (options) => {
    const doc = await create(options);
    const held = doc as unknown as { note: object; describe: () => number };
    held.note = { created: Date.now() };
    held.describe = () => doc.getPageCount();
    return doc;
  };
}

const template = invoiceTemplate();
const engine = new RenderEngine(readFontFromNodeModules);
const render = async (index: number) => {
  const [file] = await engine.renderEach(template, [{ row: index, record: invoiceRecord(index) }]);
  if (!file.pdf) throw new Error(`record ${index} failed: ${JSON.stringify(file.errors)}`);
};

for (let index = 0; index < WARM_RECORDS; index += 1) await render(index);
gc();
gc();
await Promise.resolve();
collectYoung();
// between these two lines, a full collection in --trace-gc's output means the measure hid what was promoted
process.stdout.write('measuring\n');
const before = process.memoryUsage().heapUsed;
for (let index = WARM_RECORDS; index < WARM_RECORDS + MEASURED_RECORDS; index += 1) {
  await render(index);
  await Promise.resolve();
  collectYoung();
}
const grown = process.memoryUsage().heapUsed - before;
process.stdout.write(`${JSON.stringify({ promotedKbPerRecord: grown / MEASURED_RECORDS / 1024 })}\n`);
