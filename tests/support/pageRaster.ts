/**
 * PDF pages as gray pictures: poppler's pdftoppm -gray writes binary PGM, read back here without an image library.
 * For pagePictures.ts, which compares them.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { onDisk, type FileInput } from './readBack';

const run = promisify(execFile);

/** One rasterised page: darkness 0 (paper) … 1 (black) per pixel, row by row. */
export interface PagePicture {
  width: number;
  height: number;
  dpi: number;
  ink: Float32Array;
}

/** Every page of `pdf` as pdftoppm's gray picture at `dpi`. */
export async function pagePictures(pdf: FileInput, dpi: number): Promise<PagePicture[]> {
  const dir = mkdtempSync(join(tmpdir(), 'platen-pictures-'));
  try {
    await run('pdftoppm', ['-gray', '-r', String(dpi), onDisk(pdf), join(dir, 'page')]);
    // pdftoppm pads page numbers to one width (page-01.pgm … page-12.pgm), so name order is page order.
    const files = readdirSync(dir).filter((file) => file.endsWith('.pgm')).sort();
    return files.map((file) => parsePgm(readFileSync(join(dir, file)), dpi));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A binary (P5) 8-bit PGM as pdftoppm -gray writes it. */
export function parsePgm(bytes: Uint8Array, dpi: number): PagePicture {
  const fields: number[] = [];
  let at = 2;
  if (bytes[0] !== 0x50 || bytes[1] !== 0x35) throw new Error('not a binary PGM (P5)');
  while (fields.length < 3) {
    while (isSpace(bytes[at])) at += 1;
    if (bytes[at] === 0x23) while (bytes[at] !== 0x0a) at += 1; // a comment runs to the end of its line
    else {
      let value = 0;
      while (bytes[at] >= 0x30 && bytes[at] <= 0x39) value = value * 10 + bytes[at++] - 0x30;
      fields.push(value);
    }
  }
  at += 1; // the one whitespace byte after maxval
  const [width, height, maxval] = fields;
  if (maxval > 255) throw new Error('16-bit PGM not expected from pdftoppm');
  const ink = new Float32Array(width * height);
  for (let i = 0; i < ink.length; i += 1) ink[i] = 1 - bytes[at + i] / maxval;
  return { width, height, dpi, ink };
}

const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

