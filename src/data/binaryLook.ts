/**
 * What a data file that should be text looks like when it is not (issue #17): a PNG, a PDF or a workbook given as
 * CSV was read as text, and its bytes came back to the terminal and the Data panel as column names and cells.
 * Recognised by the magic numbers of the files people pick by mistake, else by a NUL byte, which CSV and JSON text in
 * UTF-8 or Windows-1252 never holds (UTF-16 text, which does, starts with its byte order mark and is let through).
 */

/** How far a NUL byte is looked for: text exports put none anywhere, so the start of the file is enough. */
const NUL_WINDOW = 64 * 1024;

interface Magic {
  /** the bytes at offset `at` (default 0) */
  bytes: readonly number[];
  at?: number;
  what: string;
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const MAGICS: readonly Magic[] = [
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], what: 'a PNG image' },
  { bytes: [0xff, 0xd8, 0xff], what: 'a JPEG image' },
  { bytes: ascii('GIF8'), what: 'a GIF image' },
  { bytes: ascii('WEBP'), at: 8, what: 'a WebP image' },
  { bytes: ascii('%PDF-'), what: 'a PDF document' },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], what: 'an old Office file (an Excel 97–2003 .xls workbook?)' },
  { bytes: [0x1f, 0x8b], what: 'a gzip archive' },
  { bytes: ascii('7z'), what: 'a 7-Zip archive' },
  { bytes: ascii('Rar!'), what: 'a RAR archive' },
  { bytes: ascii('SQLite format 3'), what: 'an SQLite database' },
  { bytes: [0x7f, 0x45, 0x4c, 0x46], what: 'a program (ELF)' },
];

const matches = (bytes: Uint8Array, magic: Magic) => magic.bytes.every((b, i) => bytes[(magic.at ?? 0) + i] === b);

/** A ZIP archive's local header; an .xlsx, .docx or .odt is one. */
export function isZipBytes(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 0x03 || bytes[2] === 0x05 || bytes[2] === 0x07);
}

/** Whether the archive's entry names (stored as plain text in its headers) include one starting `prefix`. */
function hasEntry(bytes: Uint8Array, prefix: string): boolean {
  const text = new TextDecoder('latin1').decode(bytes.subarray(0, Math.min(bytes.length, 1 << 20)));
  return text.includes(prefix) || new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - (1 << 20)))).includes(prefix);
}

/**
 * What the bytes look like when they are not text ("a PNG image", "an Excel workbook (.xlsx)", "binary data"), or
 * undefined when they may well be text.
 */
export function binaryLook(bytes: Uint8Array): string | undefined {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return undefined;
  for (const magic of MAGICS) if (matches(bytes, magic)) return magic.what;
  if (isZipBytes(bytes)) {
    if (hasEntry(bytes, 'xl/')) return 'an Excel workbook (.xlsx)';
    if (hasEntry(bytes, 'word/')) return 'a Word document (.docx)';
    return 'a ZIP archive';
  }
  const end = Math.min(bytes.length, NUL_WINDOW);
  for (let i = 0; i < end; i++) if (bytes[i] === 0) return 'binary data (it holds NUL bytes)';
  return undefined;
}
