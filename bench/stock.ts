/**
 * The baseline: stock @pdfme/generator 6.1.13 `generate()` with the stock plugins, on the main thread, as an app
 * that never heard of Platen would call it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { generate } from '@pdfme/generator';
import { barcodes, date, image, line, list, rectangle, svg, table, text } from '@pdfme/schemas';
import type { Font, Template as PdfmeTemplate } from '@pdfme/common';
import { findShippedFont } from '../src/templates/fonts';
import type { DataRecord, Template } from '../src/templates/types';

const plugins = {
  text, image, line, rectangle, table, list, svg, date,
  qrcode: barcodes.qrcode, code128: barcodes.code128, ean13: barcodes.ean13,
};

const require = createRequire(import.meta.url);
const fontsByTemplate = new WeakMap<Template, Font | undefined>();

/**
 * The faces a template names besides pdfme's own Roboto, as such an app would pass them (read once per template);
 * undefined when it names none, so a template on the default font runs stock exactly as shipped.
 */
function fontsFor(template: Template): Font | undefined {
  if (fontsByTemplate.has(template)) return fontsByTemplate.get(template);
  const fields = [...template.schemas.flat(), ...(typeof template.basePdf === 'object' ? template.basePdf.staticSchema ?? [] : [])];
  const names = new Set(fields.map((field) => (field as { fontName?: string }).fontName).filter((name): name is string => Boolean(name)));
  let font: Font | undefined;
  if (names.size > 0) {
    font = {};
    for (const name of new Set(['Roboto', ...names])) {
      const shipped = findShippedFont(name);
      if (!shipped) throw new Error(`bench: the template names a font Platen does not ship: ${name}`);
      font[name] = { data: new Uint8Array(readFileSync(require.resolve(shipped.file))), fallback: name === 'Roboto' };
    }
  }
  fontsByTemplate.set(template, font);
  return font;
}

/** One call, one PDF: how a ZIP of per-record files is made with stock pdfme. */
export async function stockGenerate(template: Template, records: DataRecord[]): Promise<Uint8Array> {
  const font = fontsFor(template);
  return generate({ template: template as unknown as PdfmeTemplate, inputs: records, plugins, ...(font && { options: { font } }) });
}
