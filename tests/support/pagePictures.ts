/**
 * Two PDFs compared as pictures, page by page (issue #23): each page rasterised by poppler's pdftoppm in gray at a
 * low resolution (pageRaster.ts), cut into square cells, and each cell's ink (mean darkness) compared. Answers sentences naming the
 * document, page and place, so one assertion lists every difference; [] when a reader would call the pages the same.
 */
import { pagePictures, type PagePicture } from './pageRaster';
import type { FileInput } from './readBack';

/**
 * How close two pages must be; ink is mean darkness, 0 (paper) … 1 (black). Tuned on the pdfme-compat corpus and
 * the bench invoice and labels, where Platen's pages differ from stock's by at most 2.4 % in any cell and 4.5 % in
 * any barcode box (2026-11-26); pagePictures.test.ts proves what they catch.
 * - 72 dpi, 3 mm cells (9 px): text is blobs of ink, a 0.2 mm rule darkens each cell it crosses by ~6 %.
 * - Each cell is compared with the other page's cell moved by up to `shiftPx` (±0.35 mm) and the closest counts:
 *   HarfBuzz's kerning moves glyphs by fractions of a point, and 5-decimal numbers move edges by less than a pixel.
 * - A page differs when one cell's ink differs by more than `cellInk` (6 %: a missing text line or picture ~20–67 %,
 *   a head fill 67 %, a text field 2 mm lower 18 % or 2 mm to the side 8 %, 1 pt larger text 10–12 %), or more than
 *   `manyCells` cells by more than `faintInk` (3 %: a missing 0.2 mm table border, 0.4 mm rule or 0.3 mm box outline
 *   is 6–8 % in each of 50+ cells).
 * - A box compared whole (a barcode, see measurePage) differs when its ink differs by more than `boxInk` (8 %:
 *   a missing QR code is 45 %; equivalent symbols drawn otherwise differ by up to 4.5 %).
 */
export interface PictureTolerance {
  dpi: number;
  cellMm: number;
  shiftPx: number;
  cellInk: number;
  faintInk: number;
  manyCells: number;
  boxInk: number;
}

export const DEFAULT_TOLERANCE: PictureTolerance = { dpi: 72, cellMm: 3, shiftPx: 1, cellInk: 0.06, faintInk: 0.03, manyCells: 4, boxInk: 0.08 };

/** One compared cell: its top-left corner in mm and how much its ink differs (0 … 1). */
export interface CellDifference {
  xMm: number;
  yMm: number;
  ink: number;
}

/** Summed-area table with a zero row and column in front, so any rectangle's sum costs four reads. */
function integral(picture: PagePicture, width: number, height: number): Float64Array {
  const stride = width + 1;
  const sums = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let row = 0;
    for (let x = 0; x < width; x += 1) {
      row += picture.ink[y * picture.width + x];
      sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1] + row;
    }
  }
  return sums;
}

/**
 * Each cell's ink difference between `a` and `b` (over the area both pages cover): |mean darkness of a's cell − mean
 * darkness of b's cell|, taking the best of b's cell moved by up to `shiftPx` pixels each way.
 */
export function cellDifferences(a: PagePicture, b: PagePicture, tolerance: PictureTolerance = DEFAULT_TOLERANCE): CellDifference[] {
  const width = Math.min(a.width, b.width);
  const height = Math.min(a.height, b.height);
  const stride = width + 1;
  const sa = integral(a, width, height);
  const sb = integral(b, width, height);
  const mean = (sums: Float64Array, x0: number, y0: number, x1: number, y1: number) =>
    (sums[y1 * stride + x1] - sums[y0 * stride + x1] - sums[y1 * stride + x0] + sums[y0 * stride + x0]) / ((x1 - x0) * (y1 - y0));
  const mmPerPx = 25.4 / a.dpi;
  const cell = Math.max(2, Math.round(tolerance.cellMm / mmPerPx));
  const shift = tolerance.shiftPx;
  const out: CellDifference[] = [];
  for (let y0 = 0; y0 < height; y0 += cell) {
    const y1 = Math.min(height, y0 + cell);
    for (let x0 = 0; x0 < width; x0 += cell) {
      const x1 = Math.min(width, x0 + cell);
      const inkA = mean(sa, x0, y0, x1, y1);
      let best = Infinity;
      for (let dy = -shift; dy <= shift; dy += 1) {
        for (let dx = -shift; dx <= shift; dx += 1) {
          const bx0 = x0 + dx;
          const by0 = y0 + dy;
          const bx1 = x1 + dx;
          const by1 = y1 + dy;
          if (bx0 < 0 || by0 < 0 || bx1 > width || by1 > height) continue;
          best = Math.min(best, Math.abs(inkA - mean(sb, bx0, by0, bx1, by1)));
        }
      }
      if (best === Infinity) best = Math.abs(inkA - mean(sb, x0, y0, x1, y1));
      out.push({ xMm: x0 * mmPerPx, yMm: y0 * mmPerPx, ink: best });
    }
  }
  return out;
}

const mm = (px: number, dpi: number) => (px * 25.4) / dpi;
const at = (d: CellDifference) => `${d.xMm.toFixed(0)} mm, ${d.yMm.toFixed(0)} mm (${percent(d.ink)} %)`;

/** A rectangle on a page, mm from the top-left corner. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  /** what the box holds, for the sentence that names it */
  what: string;
}

/**
 * A box's rim, mm: taken out with the box. Two equivalent symbols put different amounts of ink in the pixels their
 * outer bars or modules half cover, and a cell that straddles the box edge, moved by `shiftPx`, would compare them.
 */
const RIM_MM = 1;

/** The pixels of `box` and its rim on `picture`, clipped to the page. */
function pixelsOf(picture: PagePicture, box: Box): { x0: number; y0: number; x1: number; y1: number } {
  const px = (value: number, limit: number) => Math.max(0, Math.min(limit, Math.round((value * picture.dpi) / 25.4)));
  const { x, y, width, height } = box;
  return {
    x0: px(x - RIM_MM, picture.width),
    y0: px(y - RIM_MM, picture.height),
    x1: px(x + width + RIM_MM, picture.width),
    y1: px(y + height + RIM_MM, picture.height),
  };
}

/** Mean darkness inside `box`, and a copy of `picture` with the box blanked to paper. */
function takeOut(picture: PagePicture, box: Box): { ink: number; rest: PagePicture } {
  const { x0, y0, x1, y1 } = pixelsOf(picture, box);
  const ink = new Float32Array(picture.ink);
  let sum = 0;
  for (let y = y0; y < y1; y += 1) {
    for (let x = x0; x < x1; x += 1) {
      sum += ink[y * picture.width + x];
      ink[y * picture.width + x] = 0;
    }
  }
  return { ink: sum / Math.max(1, (x1 - x0) * (y1 - y0)), rest: { ...picture, ink } };
}

/** How one page of Platen's differs from stock's: each whole box's ink on both, and every cell's difference. */
export interface PageMeasures {
  boxes: { box: Box; stock: number; platen: number }[];
  /** largest first */
  cells: CellDifference[];
}

/**
 * Each of `wholes` (boxes in stock's layout) is measured as one block of ink instead of cell by cell: a symbol that
 * is drawn differently but equivalently (see stockPictures.test.ts) must still be there, in its box, about as dark.
 * Ink that moved out of a box (and its rim) is still seen by the cells around it.
 */
export function measurePage(stock: PagePicture, platen: PagePicture, tolerance = DEFAULT_TOLERANCE, wholes: Box[] = []): PageMeasures {
  let a = stock;
  let b = platen;
  const boxes: PageMeasures['boxes'] = [];
  for (const box of wholes) {
    const inA = takeOut(a, box);
    const inB = takeOut(b, box);
    a = inA.rest;
    b = inB.rest;
    boxes.push({ box, stock: inA.ink, platen: inB.ink });
  }
  return { boxes, cells: cellDifferences(a, b, tolerance).sort((x, y) => y.ink - x.ink) };
}

/** What makes one page differ from the other, as sentences starting with `label page N`. */
export function pageProblems(label: string, page: number, stock: PagePicture, platen: PagePicture, tolerance = DEFAULT_TOLERANCE, wholes: Box[] = []): string[] {
  const name = `${label} page ${page}`;
  if (Math.abs(stock.width - platen.width) > 1 || Math.abs(stock.height - platen.height) > 1) {
    const size = (p: PagePicture) => `${mm(p.width, p.dpi).toFixed(0)} × ${mm(p.height, p.dpi).toFixed(0)} mm`; // to the pixel
    return [`${name}: ${size(platen)}, stock's is ${size(stock)}`];
  }
  const measures = measurePage(stock, platen, tolerance, wholes);
  const problems = measures.boxes
    .filter(({ stock: a, platen: b }) => Math.abs(a - b) > tolerance.boxInk)
    .map(({ box, stock: a, platen: b }) => `${name}: the ${box.what} at ${box.x.toFixed(0)} mm, ${box.y.toFixed(0)} mm has ${percent(b)} % ink, stock's ${percent(a)} %`);
  const strong = measures.cells.filter((d) => d.ink > tolerance.cellInk);
  const faint = measures.cells.filter((d) => d.ink > tolerance.faintInk);
  if (strong.length === 0 && faint.length <= tolerance.manyCells) return problems;
  const share = ((faint.length / measures.cells.length) * 100).toFixed(1);
  const worst = faint.slice(0, 4).map(at).join('; ');
  return [...problems, `${name}: ${faint.length} of ${measures.cells.length} ${tolerance.cellMm} mm cells (${share} %) differ from stock's, ${strong.length} strongly; worst at ${worst}`];
}

const percent = (ink: number) => (ink * 100).toFixed(0);

/**
 * Every page of `platen` against the same page of `stock`: page count, page size and ink. [] when alike. `wholes[i]`
 * are page i's boxes compared as a whole (pageProblems).
 */
export async function pictureProblems(label: string, stock: FileInput, platen: FileInput, wholes: Box[][] = [], tolerance = DEFAULT_TOLERANCE): Promise<string[]> {
  const [a, b] = await Promise.all([pagePictures(stock, tolerance.dpi), pagePictures(platen, tolerance.dpi)]);
  const problems: string[] = [];
  if (a.length !== b.length) problems.push(`${label}: ${b.length} page${b.length === 1 ? '' : 's'}, stock's has ${a.length}`);
  for (let page = 0; page < Math.min(a.length, b.length); page += 1) problems.push(...pageProblems(label, page + 1, a[page], b[page], tolerance, wholes[page]));
  return problems;
}
