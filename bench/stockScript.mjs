// The stock baseline for whole-process timings: a plain Node script (no TypeScript, no Platen) that renders a pdfme
// template with @pdfme/generator 6.1.13's generate() and writes the PDFs, as an app would. Two ways, each the
// like-for-like baseline of one Platen output (issue #23):
//   node bench/stockScript.mjs TEMPLATE.json RECORDS.json OUT_DIR            one call per record, a file each (≈ a ZIP)
//   node bench/stockScript.mjs TEMPLATE.json RECORDS.json OUT_DIR --merged   one call with all inputs, one file
//                                                                             (≈ a merged PDF; stock's best case)
import { generate } from '@pdfme/generator';
import { barcodes, image, line, rectangle, table, text } from '@pdfme/schemas';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [templateFile, recordsFile, outDir, mode] = process.argv.slice(2);
const template = JSON.parse(readFileSync(templateFile, 'utf8'));
const records = JSON.parse(readFileSync(recordsFile, 'utf8'));
const plugins = { text, image, line, rectangle, table, qrcode: barcodes.qrcode, code128: barcodes.code128, ean13: barcodes.ean13 };
if (mode === '--merged') {
  writeFileSync(join(outDir, 'all.pdf'), await generate({ template, inputs: records, plugins }));
} else {
  for (const [i, record] of records.entries()) {
    writeFileSync(join(outDir, `${i + 1}.pdf`), await generate({ template, inputs: [record], plugins }));
  }
}
