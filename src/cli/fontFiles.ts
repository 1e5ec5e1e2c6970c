/** Reads the `--font NAME=file.ttf` files, refusing anything that is not a TrueType/OpenType font. */
import { readFile } from 'node:fs/promises';
import type { FontArg } from './args';

/** sfnt version tags: TrueType 1.0, 'true', 'OTTO' (CFF OpenType), 'ttcf' (collection). */
function looksLikeFont(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false;
  const tag = String.fromCharCode(bytes[0], bytes[1], bytes[2], bytes[3]);
  return (bytes[0] === 0 && bytes[1] === 1 && bytes[2] === 0 && bytes[3] === 0) || tag === 'true' || tag === 'OTTO' || tag === 'ttcf';
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
    fonts[name] = bytes;
  }
  return { ok: true, fonts };
}
