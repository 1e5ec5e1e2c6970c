/**
 * Platen's barcode plugins for all 12 pdfme barcode types: vector output, worker-safe (no `window`, DOM, `Buffer` or
 * bwip-js `toBuffer`, which crashes pdfme's own plugin in a Web Worker: pdfme #702), and loud about invalid values.
 * The engine merges `barcodePlugins` over pdfme's built-ins. The designer never calls `ui` (Platen draws its own canvas
 * with barcodeToSvg), so `ui` and `propPanel` are pdfme's, keeping the plugins complete for pdfme's types.
 */
import type { Plugin } from '@pdfme/common';
import { barcodes as pdfmeBarcodes } from '@pdfme/schemas';
import { BARCODE_TYPES } from '../../templates/barcodeRules';
import { pdfRender, type BarcodeSchema } from './pdfRender';

export { barcodeToSvg } from './barcodeSvg';
export { encodeBarcode, clearBarcodeCache } from './encode';

/** type -> plugin, for the 12 types of @pdfme/schemas (qrcode, japanpost, ean13, ean8, code39, code128, nw7, …). */
export const barcodePlugins: Record<string, Plugin> = Object.fromEntries(
  BARCODE_TYPES.map((type) => {
    const stock = pdfmeBarcodes[type] as unknown as Plugin<BarcodeSchema>;
    const plugin: Plugin<BarcodeSchema> = { pdf: pdfRender, ui: stock.ui, propPanel: stock.propPanel, icon: stock.icon };
    return [type, plugin as unknown as Plugin];
  }),
);
