/**
 * The barcode engineer's plugins (src/worker/barcodes): vector output, worker-safe, and throwing a readable message
 * for an invalid value. They are laid over pdfme's own barcode plugins in plugins.ts.
 */
import type { Plugin } from '@pdfme/common';
import { barcodePlugins } from '../barcodes';

export function platenBarcodePlugins(): Record<string, Plugin<never>> {
  return barcodePlugins as unknown as Record<string, Plugin<never>>;
}
