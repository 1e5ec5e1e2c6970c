/** Reads the `--font NAME=file.ttf` files, refusing anything that is not a TrueType/OpenType font. */
import { readFile } from 'node:fs/promises';
import type { FontArg } from './args';

/** sfnt version tags: TrueType 1.0, 'true', 'OTTO' (CFF OpenType), 'ttcf' (collection). */
function looksLikeFont(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false;
  const tag = String.fromCharCode(bytes[0], bytes[1], bytes[2], bytes[3]);
  return (bytes[0] === 0 && bytes[1] === 1 && bytes[2] === 0 && bytes[3] === 0) || tag === 'true' || tag === 'OTTO' || tag === 'ttcf';
}

/** sfnt tables every TrueType/OpenType font needs to map and measure text. */
const REQUIRED_TABLES = ['cmap', 'head', 'hhea', 'hmtx', 'maxp'];

/**
 * Why an sfnt font cannot be used, or null: a table directory that points past the end of the file (a cut-short
 * download) or lacks a table fontkit needs. Checked here because a broken font fails inside every render worker
 * instead of once, with fontkit's messages ("Offset is outside the bounds of the DataView").
 */
export function fontFileProblem(bytes: Uint8Array): string | null {
  if (String.fromCharCode(bytes[0], bytes[1], bytes[2], bytes[3]) === 'ttcf') return null; // collections: fontkit picks a face
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tableCount = view.getUint16(4);
  if (12 + tableCount * 16 > bytes.length) return `the file is cut short (${bytes.length} bytes; its table directory alone needs ${12 + tableCount * 16})`;
  const tags = new Set<string>();
  for (let i = 0; i < tableCount; i++) {
    const at = 12 + i * 16;
    const tag = String.fromCharCode(bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]);
    const end = view.getUint32(at + 8) + view.getUint32(at + 12);
    if (end > bytes.length) return `the file is cut short: its "${tag.trim()}" table ends at byte ${end}, but the file has ${bytes.length} bytes`;
    tags.add(tag);
  }
  const missing = REQUIRED_TABLES.filter((tag) => !tags.has(tag));
  if (!tags.has('glyf') && !tags.has('CFF ') && !tags.has('CFF2')) missing.push('glyf or CFF');
  return missing.length > 0 ? `the font has no ${missing.join(', ')} table${missing.length === 1 ? '' : 's'}, so text cannot be drawn with it` : null;
}

export type FontsRead = { ok: true; fonts: Record<string, Uint8Array> } | { ok: false; message: string };

/** The font bytes by name, or the first problem. */
export async function readFontFiles(args: readonly FontArg[]): Promise<FontsRead> {
  const fonts: Record<string, Uint8Array> = {};
  for (const { name, path } of args) {
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await readFile(path));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      return { ok: false, message: `--font ${name}=${path}: ${code === 'ENOENT' ? 'no such file' : (error as Error).message}` };
    }
    if (!looksLikeFont(bytes)) {
      return { ok: false, message: `--font ${name}=${path}: not a TTF or OTF font file (WOFF/WOFF2 must be converted first)` };
    }
    const problem = fontFileProblem(bytes);
    if (problem) return { ok: false, message: `--font ${name}=${path}: ${problem}` };
    fonts[name] = bytes;
  }
  return { ok: true, fonts };
}
