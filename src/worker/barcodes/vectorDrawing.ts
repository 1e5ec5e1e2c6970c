/**
 * A bwip-js drawing context that records the symbol as vector paths instead of painting pixels.
 * bwip-js is only the encoder here: its `render(params, drawing)` works in every build, whereas `toBuffer`, which
 * pdfme's barcode plugin calls whenever `window` is undefined, exists only in the Node build (pdfme #702).
 * Coordinates are bwip-js device pixels (y down, origin top-left); the PDF and SVG writers scale them to the field box.
 */
import bwipjs from 'bwip-js/generic';
import { Lru } from '../caches/lru';

/** One subpath command, in device pixels, y down. 'R' is an axis-aligned rectangle [x, y, width, height]. */
export type PathOp =
  | ['M', number, number]
  | ['L', number, number]
  | ['C', number, number, number, number, number, number]
  | ['Z']
  | ['R', number, number, number, number];

/** One character of bwip-js's built-in OCR-B at one size: its outline relative to the pen on the baseline, y down. */
export interface Glyph {
  /** font, character and size: equal keys have equal outlines, so a PDF can store each glyph once */
  key: string;
  path: PathOp[];
}

/** A glyph placed at a pen position on the baseline, in device pixels. */
export interface PlacedGlyph {
  glyph: Glyph;
  x: number;
  y: number;
}

/** A barcode as filled paths: `bars` in the bar colour (even-odd fill), `text` (human-readable digits) in the text colour. */
export interface BarcodeVectors {
  /** device pixels */
  width: number;
  /** device pixels */
  height: number;
  bars: PathOp[];
  text: PlacedGlyph[];
}

type Rect = [x: number, y: number, width: number, height: number];

const round = (n: number): number => Math.round(n * 100) / 100;
/** Glyph outlines to 0.1 device pixel (0.007 mm at scale 5): finer is invisible and only grows the PDF. */
const round1 = (n: number): number => Math.round(n * 10) / 10;

const glyphs = new Lru<string, Glyph>(512);

/** The outline of one character, y down from the baseline, quadratic curves raised to cubic (PDF has no quadratics). */
function glyphOutline(fontId: number, code: number, fw: number, fh: number): Glyph | null {
  const key = `${fontId}:${code}:${fw}:${fh}`;
  const cached = glyphs.get(key);
  if (cached) return cached;
  const path: PathOp[] = [];
  const segments = bwipjs.FontLib.getpaths(fontId, code, fw, fh);
  if (!segments) return null; // a character the font lacks: bwip-js skips it without advancing
  const at = (gx: number, gy: number): [number, number] => [round1(gx), round1(-gy)];
  let current: [number, number] = [0, 0];
  for (const seg of segments) {
    if (seg.type === 'M' || seg.type === 'L') {
      current = at(seg.x, seg.y);
      path.push([seg.type, ...current]);
    } else if (seg.type === 'C') {
      const end = at(seg.x, seg.y);
      path.push(['C', ...at(seg.cx1, seg.cy1), ...at(seg.cx2, seg.cy2), ...end]);
      current = end;
    } else {
      // Control points 2/3 of the way from each end to the quadratic's single control point.
      const [qx, qy] = at(seg.cx, seg.cy);
      const end = at(seg.x, seg.y);
      const towards = (from: [number, number]): [number, number] => [
        round1(from[0] + (2 / 3) * (qx - from[0])),
        round1(from[1] + (2 / 3) * (qy - from[1])),
      ];
      path.push(['C', ...towards(current), ...towards(end), ...end]);
      current = end;
    }
  }
  if (path.length) path.push(['Z']);
  const glyph = { key, path };
  glyphs.set(key, glyph);
  return glyph;
}

/** The human-readable text as one path in device pixels (for SVG, where sharing glyphs is not worth ids). */
export function textPath(text: PlacedGlyph[]): PathOp[] {
  return text.flatMap(({ glyph, x, y }) =>
    glyph.path.map((op): PathOp => {
      switch (op[0]) {
        case 'M':
        case 'L':
          return [op[0], round(op[1] + x), round(op[2] + y)];
        case 'C':
          return ['C', round(op[1] + x), round(op[2] + y), round(op[3] + x), round(op[4] + y), round(op[5] + x), round(op[6] + y)];
        default:
          return op;
      }
    }),
  );
}

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
  const text: PlacedGlyph[] = [];
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
        const glyph = glyphOutline(fontId, code, fw, fh);
        if (!glyph) continue;
        if (glyph.path.length) text.push({ glyph, x: round(penX), y: baseline });
        penX += bwipjs.FontLib.getglyph(fontId, code, fw, fh).advance + (font.dx | 0);
      }
    },
    end() {
      const bars: PathOp[] = mergeRuns(rects).map(([x, y, w, h]) => ['R', x, y, w, h]);
      return { width, height, bars: [...bars, ...polygons], text };
    },
  };
}
