/**
 * A QR symbol as barcode vectors in bwip-js device pixels (10 a module at encode.ts's scale 5, no quiet zone, as
 * bwip-js draws it), so the PDF and SVG writers treat it like any other symbol. Each row's dark runs become one
 * rectangle; all of them are one path, filled once, so no seam shows between touching modules.
 */
import type { BarcodeVectors, PathOp } from '../vectorDrawing';
import type { QrSymbol } from './qrSymbol';

/** device pixels per module */
const MODULE_PX = 10;

export function qrVectors(symbol: QrSymbol): BarcodeVectors {
  const { size, modules } = symbol;
  const bars: PathOp[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; ) {
      if (!modules[y * size + x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && modules[y * size + x]) x++;
      bars.push(['R', start * MODULE_PX, y * MODULE_PX, (x - start) * MODULE_PX, MODULE_PX]);
    }
  }
  return { width: size * MODULE_PX, height: size * MODULE_PX, bars, text: [] };
}
