/**
 * Every field type Platen renders: pdfme's built-in plugins, with the barcode engineer's plugins (which throw a
 * readable message for an invalid value) laid over pdfme's barcodes, and the table drawn by table/drawTable.ts. Keyed
 * by schema `type`.
 */
import type { Plugin, PDFRenderProps, Schema } from '@pdfme/common';
import {
  barcodes,
  checkbox,
  circleMark,
  date,
  dateTime,
  ellipse,
  image,
  line,
  list,
  multiVariableText,
  radioGroup,
  rectangle,
  select,
  signature,
  svg,
  table,
  text,
  time,
} from '@pdfme/schemas';
import { platenBarcodePlugins } from './barcodePlugins';
import { drawTable } from './table/drawTable';
import { drawTextRemembered, fieldDrawKey } from './repeatedTextDraws';
import { drawTextField } from './plainTextDraw';

export type PdfRenderer = (arg: PDFRenderProps<Schema>) => Promise<void> | void;

function typeOf(plugin: Plugin<never>): string {
  return (plugin.propPanel.defaultSchema as Schema).type;
}

function buildRenderers(): Map<string, PdfRenderer> {
  const renderers = new Map<string, PdfRenderer>();
  const add = (plugin: unknown) => {
    const p = plugin as Plugin<never>;
    renderers.set(typeOf(p), p.pdf as unknown as PdfRenderer);
  };
  [text, multiVariableText, image, svg, signature, table, list, line, rectangle, ellipse, date, time, dateTime, select,
    checkbox, radioGroup, circleMark].forEach(add);
  Object.values(barcodes).forEach(add);
  Object.entries(platenBarcodePlugins()).forEach(([type, plugin]) => {
    const p = plugin as Plugin<never>;
    renderers.set(p.propPanel?.defaultSchema ? typeOf(p) : type, p.pdf as unknown as PdfRenderer);
  });
  renderers.set('table', drawTable); // pdfme's table, drawn as plain content (table/drawTable.ts)
  // a text drawn again in a document pushes its kept operators (repeatedTextDraws.ts); plain text is drawn without the
  // plugin's per-draw setup (plainTextDraw.ts)
  renderers.set(typeOf(text as Plugin<never>), (arg) => drawTextRemembered(arg.page, fieldDrawKey(arg.schema, arg.page, arg.value), () => drawTextField(arg)));
  return renderers;
}

let renderers: Map<string, PdfRenderer> | undefined;

/** The pdf renderer for a schema type, or undefined for a type no plugin knows. Built once per worker. */
export function rendererFor(type: string): PdfRenderer | undefined {
  renderers ??= buildRenderers();
  return renderers.get(type);
}
