/**
 * A bwip-js drawing context that records the symbol as vector paths instead of painting pixels.
 * bwip-js is only the encoder here: its `render(params, drawing)` works in every build, whereas `toBuffer`, which
 * pdfme's barcode plugin calls whenever `window` is undefined, exists only in the Node build (pdfme #702).
 * Coordinates are bwip-js device pixels (y down, origin top-left); the PDF and SVG writers scale them to the field box.
 */
import bwipjs from 'bwip-js/generic';

/** One subpath command, in device pixels, y down. 'R' is an axis-aligned rectangle [x, y, width, height]. */
export type PathOp =
  | ['M', number, number]
  | ['L', number, number]
  | ['C', number, number, number, number, number, number]
  | ['Z']
  | ['R', number, number, number, number];

/** A barcode as filled paths: `bars` in the bar colour (even-odd fill), `text` (human-readable digits) in the text colour. */
export interface BarcodeVectors {
  /** device pixels */
  width: number;
  /** device pixels */
  height: number;
  bars: PathOp[];
  text: PathOp[];
}

type Rect = [x: number, y: number, width: number, height: number];

const round = (n: number): number => Math.round(n * 100) / 100;

/** Bars of a linear symbol that touch and share top and bottom become one rectangle: fewer operators in the PDF. */
export function mergeRuns(rects: Rect[]): Rect[] {
  const sorted = [...rects].sort((a, b) => a[1] - b[1] || a[3] - b[3] || a[0] - b[0]);
  const merged: Rect[] = [];
  for (const rect of sorted) {
    const last = merged[merged.length - 1];
    if (last && last[1] === rect[1] && last[3] === rect[3] && Math.abs(last[0] + last[2] - rect[0]) < 1e-9) {
      last[2] = rect[0] + rect[2] - last[0];
    } else {
      merged.push([...rect]);
    }
  }
  return merged;
}

/** A fresh recorder for one `bwipjs.render` call; `end()` returns the vectors. */
export function vectorDrawing(): bwipjs.DrawingContext<BarcodeVectors> {
  const svgMetrics = bwipjs.drawingSVG();
  const rects: Rect[] = [];
  const polygons: PathOp[] = [];
  const text: PathOp[] = [];
  let width = 0;
  let height = 0;
  let dx = 0;
  let dy = 0;
  let options: bwipjs.RenderOptions | undefined;

  return {
    setopts(opts) {
      options = opts;
    },
    scale() {
      return null;
    },
    // Text metrics must match bwip-js's own layout, so we ask its SVG drawing (pure arithmetic on the built-in font).
    measure(str, font, fwidth, fheight) {
      return svgMetrics.measure(str, font, fwidth, fheight);
    },
    init(w, h) {
      dx = options?.paddingleft ?? 0;
      dy = options?.paddingtop ?? 0;
      width = w + dx + (options?.paddingright ?? 0);
      height = h + dy + (options?.paddingbottom ?? 0);
    },
    // Bars of linear symbols arrive as stroked orthogonal lines; we turn each into the same pixel rectangle bwip-js's
    // raster drawing would fill (the wider half of the stroke goes left/up).
    line(x0, y0, x1, y1, lw) {
      [x0, y0, x1, y1] = [x0 | 0, y0 | 0, x1 | 0, y1 | 0];
      if (y1 < y0) [y0, y1] = [y1, y0];
      if (x1 < x0) [x0, x1] = [x1, x0];
      const w = Math.round(lw) || 1;
      const half = (w / 2) | 0;
      if (x0 === x1) rects.push([x0 - w + half + dx, y0 + dy, w, y1 - y0 + 1]);
      else rects.push([x0 + dx, y0 - half + dy, x1 - x0 + 1, w]);
    },
    // 2D symbols arrive as traced outlines of connected modules (holes wind the other way), already merged by bwip-js.
    polygon(pts) {
      pts.forEach(([x, y], i) => polygons.push([i === 0 ? 'M' : 'L', round(x + dx), round(y + dy)]));
      polygons.push(['Z']);
    },
    hexagon(pts) {
      this.polygon(pts);
    },
    ellipse() {
      throw new Error('Platen draws no symbology with round dots (MaxiCode, DotCode)');
    },
    fill() {},
    // Human-readable text as the glyph outlines of bwip-js's built-in OCR-B: no font to embed, identical everywhere.
    text(x, y, str, _rgb, font) {
      let penX = (x | 0) + dx;
      const baseline = (y | 0) + dy;
      const fontId = bwipjs.FontLib.lookup(font.name);
      const fw = font.width | 0;
      const fh = font.height | 0;
      for (let i = 0; i < str.length; i += 1) {
        const code = str.charCodeAt(i);
        const glyph = bwipjs.FontLib.getpaths(fontId, code, fw, fh);
        if (!glyph) continue;
        let current: [number, number] = [0, 0];
        const at = (gx: number, gy: number): [number, number] => [round(penX + gx), round(baseline - gy)];
        for (const seg of glyph) {
          if (seg.type === 'M' || seg.type === 'L') {
            current = at(seg.x, seg.y);
            text.push([seg.type, ...current]);
          } else if (seg.type === 'C') {
            const end = at(seg.x, seg.y);
            text.push(['C', ...at(seg.cx1, seg.cy1), ...at(seg.cx2, seg.cy2), ...end]);
            current = end;
          } else {
            // PDF has no quadratic curves: raise the degree (control points 2/3 of the way to the quadratic's one).
            const [qx, qy] = at(seg.cx, seg.cy);
            const end = at(seg.x, seg.y);
            const c1: [number, number] = [round(current[0] + (2 / 3) * (qx - current[0])), round(current[1] + (2 / 3) * (qy - current[1]))];
            const c2: [number, number] = [round(end[0] + (2 / 3) * (qx - end[0])), round(end[1] + (2 / 3) * (qy - end[1]))];
            text.push(['C', ...c1, ...c2, ...end]);
            current = end;
          }
        }
        if (glyph.length) text.push(['Z']);
        penX += bwipjs.FontLib.getglyph(fontId, code, fw, fh).advance + (font.dx | 0);
      }
    },
    end() {
      const bars: PathOp[] = mergeRuns(rects).map(([x, y, w, h]) => ['R', x, y, w, h]);
      return { width, height, bars: [...bars, ...polygons], text };
    },
  };
}
