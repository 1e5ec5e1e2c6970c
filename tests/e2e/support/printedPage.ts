/**
 * A printed PDF page as a picture for the browser tests: pdftoppm's rendering as PNG (for inkCompare.ts) and as grey
 * levels (to find a table's ruled rows and where a cell's ink sits), and pdftotext's reading of a part of it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PrintedPage {
  /** PNG, base64 */
  png: string;
  width: number;
  height: number;
  /** one grey level per pixel, 0 black to 255 white, row by row */
  gray: Uint8Array;
}

/** Page `page` (1-based) of `pdf` rendered by pdftoppm at `dpi`, px. */
export function printedPage(pdf: string, page: number, dpi: number): PrintedPage {
  const prefix = `${pdf.replace(/\.pdf$/, '')}-${page}-${dpi}`;
  const common = ['-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile'];
  execFileSync('pdftoppm', [...common, '-png', pdf, prefix]);
  execFileSync('pdftoppm', [...common, '-gray', pdf, prefix]);
  // P5 <width> <height> 255, one white-space character, then the bytes
  const pgm = readFileSync(`${prefix}.pgm`);
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error(`${prefix}.pgm is not an 8-bit PGM`);
  const [width, height] = [Number(header[1]), Number(header[2])];
  return { png: readFileSync(`${prefix}.png`).toString('base64'), width, height, gray: pgm.subarray(header[0].length) };
}

/** The rows of dark pixels (darker than `below`) met going down column `x`, as [first, last] pairs: a table's rules. */
export function rulesDown(page: PrintedPage, x: number, below = 200): [number, number][] {
  const rules: [number, number][] = [];
  for (let y = 0; y < page.height; y += 1) {
    if (page.gray[y * page.width + x] >= below) continue;
    const last = rules.at(-1);
    if (last && last[1] === y - 1) last[1] = y;
    else rules.push([y, y]);
  }
  return rules;
}

/** The smallest box holding every pixel of `box` darker than 160 (inkCompare's ink), px; null when there is none. */
export function inkIn(page: PrintedPage, box: Box): Box | null {
  let [left, right, top, bottom] = [Infinity, -1, Infinity, -1];
  for (let y = box.y; y < box.y + box.height; y += 1) {
    for (let x = box.x; x < box.x + box.width; x += 1) {
      if (page.gray[y * page.width + x] >= 160) continue;
      [left, right, top, bottom] = [Math.min(left, x), Math.max(right, x), Math.min(top, y), Math.max(bottom, y)];
    }
  }
  return right < 0 ? null : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/** The text pdftotext reads in `box` (px at `dpi`) of page `page`. */
export function textIn(pdf: string, page: number, dpi: number, box: Box): string {
  const area = ['-x', box.x, '-y', box.y, '-W', box.width, '-H', box.height].map(String);
  return execFileSync('pdftotext', ['-r', String(dpi), ...area, '-f', String(page), '-l', String(page), pdf, '-'], { encoding: 'utf8' });
}
