/**
 * A Code 128 symbol as barcode vectors, laid out exactly as bwip-js lays out its own Code 128 at encode.ts's scale 5:
 * same size, same bar rectangles, same OCR-B glyphs at the same pen positions. Only the arithmetic of BWIPP's linear
 * renderer and bwip-js's graphics state that this symbol reaches is repeated here (1 point a module, bars 1 inch or
 * `height` tall, text 10 pt centred one point below the bars), in the same order of floating-point operations, since
 * the drawing truncates positions to whole pixels and a last-bit difference would move a glyph by one. The result goes
 * through the same recorder bwip-js draws into (vectorDrawing.ts), so pixels become rectangles and glyph outlines in
 * one place for both encoders.
 */
import type bwipjs from 'bwip-js/generic';
import { vectorDrawing, type BarcodeVectors } from '../vectorDrawing';
import type { Code128Symbol } from './code128Symbol';

/** device pixels per point (encode.ts's scale) */
const SCALE = 5;
/** BWIPP's text font and size (points) for Code 128 */
const FONT = 'OCR-B';
const FONT_SIZE = 10;
/** points between the bars' foot and the top of the text (BWIPP's "nudge") */
const TEXT_GAP = 1;

/** BWIPP keeps its non-integer reals in single precision. */
const real = (n: number): number => ((n | 0) === n ? n : Math.fround(n));

export interface Code128Layout {
  /** human-readable text under the bars */
  includetext: boolean;
  /** bar height, mm; BWIPP's default is 1 inch */
  heightMm?: number;
}

/** The drawing surface's extent in device pixels, grown as bwip-js grows it (floor low edges, ceil high ones). */
class Extent {
  minX = Infinity;
  minY = Infinity;
  maxX = -Infinity;
  maxY = -Infinity;

  add(x0: number, y0: number, x1: number, y1: number): void {
    if (x0 > x1) [x0, x1] = [x1, x0];
    if (y0 > y1) [y0, y1] = [y1, y0];
    this.minX = Math.min(this.minX, Math.floor(x0));
    this.minY = Math.min(this.minY, Math.floor(y0));
    this.maxX = Math.max(this.maxX, Math.ceil(x1));
    this.maxY = Math.max(this.maxY, Math.ceil(y1));
  }
}

/** The vectors of `symbol` with `text` under it when asked, in bwip-js device pixels (y down). */
export function code128Vectors(symbol: Code128Symbol, text: string, layout: Code128Layout): BarcodeVectors {
  const drawing = vectorDrawing();
  drawing.setopts?.({ paddingleft: 0, paddingright: 0, paddingtop: 0, paddingbottom: 0 } as bwipjs.RenderOptions);
  const extent = new Extent();

  // bwip-js takes the height in mm and hands BWIPP inches; BWIPP draws each bar as a line `height * 72` points long.
  const inches = layout.heightMm ? layout.heightMm / 25.4 || 0.5 : 1;
  const barTop = Math.round(SCALE * (inches * 72));

  // Each bar is a vertical stroke through its centre, `width` modules wide, from y 0 up to the bar height (y up).
  const bars: [x: number, penWidth: number][] = [];
  let modules = 0;
  for (let i = 0; i < symbol.widths.length; i++) {
    const width = symbol.widths[i];
    if (i % 2 === 0) {
      const x = Math.round(SCALE * real(width / 2 + modules));
      const penWidth = Math.floor(width * SCALE + 0.66);
      const half = penWidth / 2;
      extent.add(x - half, 0, x + penWidth - half - 1, barTop);
      bars.push([x, penWidth]);
    }
    modules = real(modules + width);
  }

  let placed: { x: number; y: number; font: { name: string; width: number; height: number; dx: number } } | null = null;
  if (layout.includetext && text.length > 0) {
    const size = FONT_SIZE * SCALE;
    const metrics = drawing.measure(text, FONT, size, size);
    // The text's height is the rounded ascent of "0"; its width is the string's, in points; it is centred under the
    // bars and hangs TEXT_GAP below them.
    const zeroAscent = drawing.measure('0', FONT, size, size).ascent / SCALE;
    const ascent = Math.round(0 + SCALE * zeroAscent) / SCALE;
    const textWidth = real(metrics.width / SCALE + (text.length - 1) * 0);
    const x = real(modules - textWidth) / 2;
    const y = real(-real(ascent) - TEXT_GAP);
    // moveto, then the translate to the current point BWIPP does before showing: each a multiply and a divide.
    const penX = SCALE * ((SCALE * x) / SCALE);
    const penY = SCALE * ((SCALE * y) / SCALE);
    extent.add(penX, penY - metrics.descent + 1, penX + metrics.width - 1, penY + metrics.ascent);
    placed = { x: penX, y: penY, font: { name: FONT, width: size, height: size, dx: 0 } };
  }

  drawing.init(extent.maxX - extent.minX + 1, extent.maxY - extent.minY + 1);
  for (const [x, penWidth] of bars) {
    const left = x - extent.minX;
    drawing.line(left, extent.maxY - 0, left, extent.maxY - barTop, penWidth, '000000');
  }
  if (placed) drawing.text(placed.x - extent.minX, extent.maxY - placed.y, text, '000000', placed.font);
  return drawing.end();
}
