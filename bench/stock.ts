/**
 * The baseline: stock @pdfme/generator 6.1.13 `generate()` with the stock plugins, on the main thread, as an app
 * that never heard of Platen would call it.
 */
import { generate } from '@pdfme/generator';
import { barcodes, date, image, line, list, rectangle, svg, table, text } from '@pdfme/schemas';
import type { Font, Template as PdfmeTemplate } from '@pdfme/common';
import { FontLibrary, fontNamesUsed } from '../src/worker/fonts/fontSet';
import { readFontFromNodeModules } from '../src/worker/fonts/nodeFontReader';
import type { DataRecord, Template } from '../src/templates/types';

const plugins = {
  text, image, line, rectangle, table, list, svg, date,
  qrcode: barcodes.qrcode, code128: barcodes.code128, ean13: barcodes.ean13,
};

const library = new FontLibrary(readFontFromNodeModules);
const fontsByTemplate = new WeakMap<Template, Promise<Font | undefined>>();

/**
 * The faces a template names, with Roboto as the fallback, as such an app would pass them (read once per template);
 * undefined when it names none, so a template on the default font runs stock exactly as shipped.
 */
function fontsFor(template: Template): Promise<Font | undefined> {
  let font = fontsByTemplate.get(template);
  if (!font) {
    font = fontNamesUsed(template).size > 0 ? library.fontsFor(template) : Promise.resolve(undefined);
    fontsByTemplate.set(template, font);
  }
  return font;
}

/** One call, one PDF: how a ZIP of per-record files is made with stock pdfme. */
export async function stockGenerate(template: Template, records: DataRecord[]): Promise<Uint8Array> {
  const font = await fontsFor(template);
  return generate({ template: template as unknown as PdfmeTemplate, inputs: records, plugins, ...(font && { options: { font } }) });
}
