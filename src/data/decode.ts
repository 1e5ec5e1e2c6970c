/**
 * Bytes to text for CSV and pasted files. UTF-8 first (strictly: TextDecoder fatal), then windows-1252, the encoding
 * Excel on Windows writes "CSV" in. The fallback is reported, never silent, so a user seeing "MÃ¼ller" knows why.
 */
import type { Problem } from '../templates/types';

export interface DecodedText {
  text: string;
  encoding: 'UTF-8' | 'UTF-16LE' | 'UTF-16BE' | 'windows-1252';
  problems: Problem[];
}

export function decodeText(bytes: Uint8Array, fileName = 'the file'): DecodedText {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'UTF-16LE', problems: [] };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'UTF-16BE', problems: [] };
  try {
    // ignoreBOM: false strips a UTF-8 BOM, so the first header is "name", not "\uFEFFname".
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8', problems: [] };
  } catch {
    const text = new TextDecoder('windows-1252').decode(bytes);
    const offset = firstInvalidUtf8(bytes);
    const line = countLines(bytes, offset);
    return {
      text,
      encoding: 'windows-1252',
      problems: [
        {
          path: ['rows'],
          message: `${fileName} is not valid UTF-8 (first bad byte on line ${line}); read as Windows-1252 (Western European). If accents look wrong, save the file as “CSV UTF-8” and import again.`,
          severity: 'warning',
        },
      ],
    };
  }
}

function countLines(bytes: Uint8Array, end: number): number {
  let lines = 1;
  for (let i = 0; i < end; i++) if (bytes[i] === 0x0a) lines++;
  return lines;
}

/** Byte offset of the first byte that breaks UTF-8 (for the message only). */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    const need = b < 0x80 ? 0 : b >= 0xc2 && b < 0xe0 ? 1 : b >= 0xe0 && b < 0xf0 ? 2 : b >= 0xf0 && b < 0xf5 ? 3 : -1;
    if (need < 0) return i;
    for (let k = 1; k <= need; k++) if (i + k >= bytes.length || (bytes[i + k] & 0xc0) !== 0x80) return i;
    i += need + 1;
  }
  return bytes.length;
}
