// The stock baseline for whole-process timings: a plain Node script (no TypeScript, no Platen) that renders a pdfme
// template with @pdfme/generator 6.1.13's generate(), one call per record, and writes each PDF, as an app would.
// Usage: node bench/stockScript.mjs TEMPLATE.json RECORDS.json OUT_DIR
import { generate } from '@pdfme/generator';
import { barcodes, image, line, rectangle, table, text } from '@pdfme/schemas';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [templateFile, recordsFile, outDir] = process.argv.slice(2);
const template = JSON.parse(readFileSync(templateFile, 'utf8'));
const records = JSON.parse(readFileSync(recordsFile, 'utf8'));
const plugins = { text, image, line, rectangle, table, qrcode: barcodes.qrcode, code128: barcodes.code128, ean13: barcodes.ean13 };
for (const [i, record] of records.entries()) {
  writeFileSync(join(outDir, `${i + 1}.pdf`), await generate({ template, inputs: [record], plugins }));
}
