/**
 * Test helpers: one barcode on a one-page PDF through stock @pdfme/generator, rasterised with pdftoppm, read back by
 * zbarimg (linear codes, QR) or @zxing/library (DataMatrix, PDF417), which zbar cannot read.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from '@pdfme/generator';
import { text } from '@pdfme/schemas';
import type { Plugin, Template } from '@pdfme/common';
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';

export const workDir = mkdtempSync(join(tmpdir(), 'platen-barcodes-'));

export interface BarcodeField {
  type: string;
  content: string;
  /** mm */
  width: number;
  /** mm */
  height: number;
  rotate?: number;
  opacity?: number;
  barColor?: string;
  backgroundColor?: string;
  textColor?: string;
  includetext?: boolean;
}

/** Page margin around the field, mm: the quiet zone scanners need. */
export const MARGIN = 15;

/** A template with `field` alone on a page just big enough for it (a rotated field keeps its box's centre). */
export function templateFor(field: BarcodeField): Template {
  const side = Math.max(field.width, field.height);
  const rotated = field.rotate ? side : 0;
  const pageWidth = (rotated || field.width) + 2 * MARGIN;
  const pageHeight = (rotated || field.height) + 2 * MARGIN;
  return {
    basePdf: { width: pageWidth, height: pageHeight, padding: [0, 0, 0, 0] },
    schemas: [
      [
        {
          name: 'code',
          backgroundColor: '#ffffff',
          barColor: '#000000',
          textColor: '#000000',
          includetext: true,
          ...field,
          position: { x: (pageWidth - field.width) / 2, y: (pageHeight - field.height) / 2 },
        },
      ],
    ],
  } as unknown as Template;
}

/** Renders `inputs` (one per record) with `plugins` plus pdfme's text plugin; returns the PDF and the time taken. */
export async function renderPdf(
  template: Template,
  inputs: Record<string, string>[],
  plugins: Record<string, Plugin>,
  options?: Parameters<typeof generate>[0]['options'],
): Promise<{ pdf: Uint8Array; ms: number }> {
  const started = performance.now();
  const pdf = await generate({ template, inputs, plugins: { text, ...plugins }, options });
  return { pdf, ms: performance.now() - started };
}

export interface Raster {
  width: number;
  height: number;
  /** 8-bit grey, row-major */
  grey: Uint8Array;
  path: string;
}

export interface ColourRaster {
  width: number;
  height: number;
  /** 8-bit RGB triples, row-major */
  rgb: Uint8Array;
}

let counter = 0;

function pdftoppm(pdf: Uint8Array, dpi: number, gray: boolean): string {
  const base = join(workDir, `page${(counter += 1)}`);
  writeFileSync(`${base}.pdf`, pdf);
  execFileSync('pdftoppm', ['-r', String(dpi), ...(gray ? ['-gray'] : []), '-singlefile', '-f', '1', '-l', '1', `${base}.pdf`, base]);
  return `${base}.${gray ? 'pgm' : 'ppm'}`;
}

/** First page of `pdf` as 8-bit grey at `dpi` (pdftoppm -gray). */
export function rasterise(pdf: Uint8Array, dpi = 300): Raster {
  const path = pdftoppm(pdf, dpi, true);
  const { width, height, pixels } = parseNetpbm(readFileSync(path), 'P5');
  return { width, height, grey: pixels, path };
}

/** First page of `pdf` in colour at `dpi` (pdftoppm's PPM). */
export function rasteriseColour(pdf: Uint8Array, dpi = 100): ColourRaster {
  const { width, height, pixels } = parseNetpbm(readFileSync(pdftoppm(pdf, dpi, false)), 'P6');
  return { width, height, rgb: pixels };
}

function parseNetpbm(bytes: Uint8Array, expected: 'P5' | 'P6'): { width: number; height: number; pixels: Uint8Array } {
  // Header: magic, width, height, maxval, separated by whitespace, then one whitespace byte and the pixels.
  const fields: string[] = [];
  let i = 0;
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(bytes[i]))) i += 1;
    let token = '';
    while (!/\s/.test(String.fromCharCode(bytes[i]))) token += String.fromCharCode(bytes[i++]);
    fields.push(token);
  }
  const [magic, width, height] = [fields[0], Number(fields[1]), Number(fields[2])];
  if (magic !== expected) throw new Error(`expected a ${expected} image, got ${magic}`);
  const channels = magic === 'P6' ? 3 : 1;
  return { width, height, pixels: bytes.subarray(i + 1, i + 1 + width * height * channels) };
}

/** What zbarimg reads in the image, as "SYMBOLOGY:value" lines; UPC-A/E reported as such, not widened to EAN-13. */
export function zbar(raster: Raster): string[] {
  try {
    const out = execFileSync('zbarimg', ['-q', '-Supca.enable', '-Supce.enable', raster.path], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.split('\n').filter(Boolean);
  } catch {
    return []; // zbarimg exits 4 when it finds nothing
  }
}

/** What @zxing/library reads in the image for one format, or null. */
export function zxing(raster: Raster, format: 'datamatrix' | 'pdf417' | 'qrcode'): string | null {
  const formats = { datamatrix: BarcodeFormat.DATA_MATRIX, pdf417: BarcodeFormat.PDF_417, qrcode: BarcodeFormat.QR_CODE };
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [formats[format]]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const luminance = new RGBLuminanceSource(new Uint8ClampedArray(raster.grey), raster.width, raster.height);
  try {
    return reader.decode(new BinaryBitmap(new HybridBinarizer(luminance)), hints).getText();
  } catch {
    return null;
  }
}

/** The smallest rectangle holding every pixel darker than `threshold`, px: [left, top, right, bottom] inclusive. */
export function inkBox(raster: Raster, threshold = 128): [number, number, number, number] {
  let [left, top, right, bottom] = [Infinity, Infinity, -1, -1];
  for (let y = 0; y < raster.height; y += 1) {
    for (let x = 0; x < raster.width; x += 1) {
      if (raster.grey[y * raster.width + x] >= threshold) continue;
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  }
  return [left, top, right, bottom];
}

/** How many pixels are within `tolerance` (per channel) of the hex colour. */
export function pixelsNear(raster: ColourRaster, hex: string, tolerance = 24): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let count = 0;
  for (let i = 0; i < raster.rgb.length; i += 3) {
    if (Math.abs(raster.rgb[i] - r) <= tolerance && Math.abs(raster.rgb[i + 1] - g) <= tolerance && Math.abs(raster.rgb[i + 2] - b) <= tolerance) count += 1;
  }
  return count;
}

/** mm on the page -> px in a raster at `dpi`. */
export const px = (mm: number, dpi = 300): number => Math.round((mm / 25.4) * dpi);

/** The part of a colour raster inside [x0, x1) × [y0, y1), px. */
export function crop(raster: ColourRaster, x0: number, y0: number, x1: number, y1: number): ColourRaster {
  const width = x1 - x0;
  const rgb = new Uint8Array(width * (y1 - y0) * 3);
  for (let y = y0; y < y1; y += 1) rgb.set(raster.rgb.subarray((y * raster.width + x0) * 3, (y * raster.width + x1) * 3), (y - y0) * width * 3);
  return { width, height: y1 - y0, rgb };
}
