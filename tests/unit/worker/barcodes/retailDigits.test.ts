/**
 * EAN and UPC print their digits as every retail label does (issue #17): EAN-13 one digit left of the bars and six
 * under each half, EAN-8 four and four, UPC-A one, five, five, one, UPC-E one, six, one; the guard bars reach down
 * between the groups, and no digit is cut by a guard. Read from the picture: bars and digits in their own colours,
 * at 600 dpi.
 */
import { describe, expect, it } from 'vitest';
import { barcodePlugins } from '../../../../src/worker/barcodes';
import { rasterise, rasteriseColour, renderPdf, templateFor, zbar, type ColourRaster } from './support';

const BARS = [204, 0, 0];
const TEXT = [0, 51, 204];
const DPI = 600;

const near = (raster: ColourRaster, x: number, y: number, [r, g, b]: number[]): boolean => {
  const i = (y * raster.width + x) * 3;
  return Math.abs(raster.rgb[i] - r) <= 60 && Math.abs(raster.rgb[i + 1] - g) <= 60 && Math.abs(raster.rgb[i + 2] - b) <= 60;
};

/** Runs of consecutive columns for which `has(x)` holds, as [first, last] inclusive. */
function runs(width: number, has: (x: number) => boolean): [number, number][] {
  const found: [number, number][] = [];
  for (let x = 0; x < width; x += 1) {
    if (!has(x)) continue;
    const last = found[found.length - 1];
    if (last && last[1] === x - 1) last[1] = x;
    else found.push([x, x]);
  }
  return found;
}

/**
 * The picture read as a person reads a retail barcode: the guard groups (bars reaching below the others; in UPC-A
 * the outer characters' bars too, and a character's bars are at most 4 modules apart, so closer long bars are one
 * group) and how many digits stand in each gap they leave.
 */
function layout(raster: ColourRaster): { guards: [number, number][]; digitsBetween: number[]; digitColumnsInGuards: number } {
  const barBottom = Array.from({ length: raster.width }, (_, x) => {
    for (let y = raster.height - 1; y >= 0; y -= 1) if (near(raster, x, y, BARS)) return y;
    return -1;
  });
  const bottoms = barBottom.filter((y) => y >= 0).sort((a, b) => a - b);
  const shortBars = bottoms[bottoms.length >> 1]; // most bars are data bars
  const guardColumns = runs(raster.width, (x) => barBottom[x] > shortBars + 20);
  const module = Math.min(...runs(raster.width, (x) => barBottom[x] >= 0).map(([first, last]) => last - first + 1));
  const guards: [number, number][] = [];
  for (const run of guardColumns) {
    const last = guards[guards.length - 1];
    if (last && run[0] - last[1] < 4.5 * module) last[1] = run[1];
    else guards.push([...run]);
  }
  const digitColumn = (x: number) => {
    for (let y = 0; y < raster.height; y += 1) if (near(raster, x, y, TEXT)) return true;
    return false;
  };
  const digits = runs(raster.width, digitColumn);
  const edges = [-1, ...guards.flat(), raster.width];
  const digitsBetween: number[] = [];
  for (let i = 0; i < edges.length; i += 2) {
    digitsBetween.push(digits.filter(([first, last]) => first > edges[i] && last < edges[i + 1]).length);
  }
  const digitColumnsInGuards = guards.reduce((sum, [first, last]) => sum + runs(last - first + 1, (x) => digitColumn(first + x)).length, 0);
  return { guards, digitsBetween, digitColumnsInGuards };
}

const CASES = [
  { type: 'ean13', value: '5901234123457', width: 40, height: 16, groups: [1, 6, 6, 0], scans: 'EAN-13:5901234123457' },
  { type: 'ean8', value: '96385074', width: 30, height: 20, groups: [0, 4, 4, 0], scans: 'EAN-8:96385074' },
  { type: 'upca', value: '036000291452', width: 40, height: 16, groups: [1, 5, 5, 1], scans: 'UPC-A:036000291452' },
  // UPC-E has no centre guard: the number system digit, six digits, the check digit.
  { type: 'upce', value: '01234565', width: 30, height: 20, groups: [1, 6, 1], scans: 'UPC-E:01234565' },
];

describe('EAN and UPC human-readable digits', () => {
  it.each(CASES)('$type prints its digits in the standard groups, guards between them, and still scans', async ({ type, value, width, height, groups, scans }) => {
    const template = templateFor({ type, content: value, width, height, barColor: '#cc0000', textColor: '#0033cc' });
    const { pdf } = await renderPdf(template, [{ code: value }], barcodePlugins);
    const seen = layout(rasteriseColour(pdf, DPI));
    expect(seen.guards, 'guard groups reaching below the other bars').toHaveLength(groups.length - 1);
    expect(seen.digitsBetween).toEqual(groups);
    expect(seen.digitColumnsInGuards, 'digits drawn across a guard').toBe(0);
    expect(zbar(rasterise(pdf))).toEqual([scans]);
  });
});
