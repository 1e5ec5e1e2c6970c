/**
 * The baseline: stock @pdfme/generator 6.1.13 `generate()` with the stock plugins, on the main thread, as an app
 * that never heard of Platen would call it.
 */
import { generate } from '@pdfme/generator';
import { barcodes, image, line, rectangle, table, text } from '@pdfme/schemas';
import type { Template as PdfmeTemplate } from '@pdfme/common';
import type { DataRecord, Template } from '../src/templates/types';

const plugins = {
  text, image, line, rectangle, table,
  qrcode: barcodes.qrcode, code128: barcodes.code128, ean13: barcodes.ean13,
};

/** One call, one PDF: how a ZIP of per-record files is made with stock pdfme. */
export async function stockGenerate(template: Template, records: DataRecord[]): Promise<Uint8Array> {
  return generate({ template: template as unknown as PdfmeTemplate, inputs: records, plugins });
}
