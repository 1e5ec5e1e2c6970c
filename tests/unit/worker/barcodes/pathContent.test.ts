/**
 * A barcode's bars are written as content text (src/worker/barcodes/pathContent.ts) in place of one pdf-lib operator
 * per rectangle, and must write the very bytes those operators wrote: the same lines for every kind of path step,
 * whole pixels, halves, fractions, tiny and huge numbers, of both signs, and for the real symbols the encoders draw.
 */
import { describe, expect, it } from 'vitest';
import { pdfDeflate } from '../../../../src/worker/engine/pdfDeflate';
import { installPdfLibFastPaths } from '../../../../src/worker/engine/pdfLibFastPaths';
import { pathContent, pathOperators } from '../../../../src/worker/barcodes/pathContent';
import { encodeBarcode } from '../../../../src/worker/barcodes/encode';
import type { PathOp } from '../../../../src/worker/barcodes/vectorDrawing';

// the operand fast paths every render engine installs (they shorten pdf-lib's operands to 5 decimals)
installPdfLibFastPaths(pdfDeflate);

/** What a content stream of `path`'s operators holds: each operator's text, one per line (PDFContentStream). */
const written = (path: PathOp[], height: number): string => pathOperators(path, height).map(String).join('\n');

describe('barcode path content', () => {
  it('writes what the operators write, for every step and every kind of number', () => {
    const numbers = [0, -0, 1, 2.5, -2.5, 0.1 + 0.2, 1 / 3, 123.456789, 0.004, -0.0000003, 1e-9, 2e9, 1e21, 595.2756];
    const path: PathOp[] = [];
    numbers.forEach((a, i) => {
      const b = numbers[(i + 3) % numbers.length];
      const c = numbers[(i + 7) % numbers.length];
      path.push(['M', a, b], ['L', b, c], ['C', a, b, c, a, b, c], ['R', a, b, c, a], ['Z']);
    });
    for (const height of [0, 37, 41.5, 1 / 7]) expect(pathContent(path, height)).toBe(written(path, height));
  });

  it('writes the same as the operators for the symbols the encoders draw', () => {
    const symbols = [
      encodeBarcode('qrcode', 'https://pay.example.com/INV-000123', { heightMm: 30 }),
      encodeBarcode('code128', 'INV-000123', { includetext: true, heightMm: 16 }),
      encodeBarcode('ean13', '4006381333931', { includetext: true, heightMm: 20 }),
    ];
    for (const { bars, height } of symbols) {
      expect(bars.length).toBeGreaterThan(10);
      expect(pathContent(bars, height)).toBe(written(bars, height));
    }
  });
});
