/**
 * What a data file that should be text looks like when it is not (issue #17): a PNG, a PDF or a workbook given as
 * CSV was read as text, and its bytes came back to the terminal and the Data panel as column names and cells.
 * Recognised by the magic numbers of the files people pick by mistake, else by a NUL byte, which CSV and JSON text in
 * UTF-8 or Windows-1252 never holds (UTF-16 text, which does, starts with its byte order mark and is let through).
 */

/** How far into the file NUL and control bytes are looked for: text exports put none anywhere, so the start is enough. */
const SNIFF_WINDOW = 64 * 1024;

interface Magic {
  /** the bytes at offset `at` (default 0) */
  bytes: readonly number[];
  at?: number;
  what: string;
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

// Whole signatures, never a prefix a CSV header could start with ("7z", "GIF"): each holds a byte text does not.
const MAGICS: readonly Magic[] = [
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], what: 'a PNG image' },
  { bytes: [0xff, 0xd8, 0xff], what: 'a JPEG image' },
  { bytes: ascii('GIF87a'), what: 'a GIF image' },
  { bytes: ascii('GIF89a'), what: 'a GIF image' },
  { bytes: ascii('WEBPVP8'), at: 8, what: 'a WebP image' },
  { bytes: ascii('%PDF-'), what: 'a PDF document' },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], what: 'an old Office file (an Excel 97–2003 .xls workbook?)' },
  { bytes: [0x1f, 0x8b, 0x08], what: 'a gzip archive' },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], what: 'a 7-Zip archive' },
  { bytes: [...ascii('Rar!'), 0x1a, 0x07], what: 'a RAR archive' },
  { bytes: [...ascii('SQLite format 3'), 0], what: 'an SQLite database' },
  { bytes: [0x7f, 0x45, 0x4c, 0x46], what: 'a program (ELF)' },
];

const matches = (bytes: Uint8Array, magic: Magic) => magic.bytes.every((b, i) => bytes[(magic.at ?? 0) + i] === b);

/** A ZIP archive's local header; an .xlsx, .docx or .odt is one. */
export function isZipBytes(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 0x03 || bytes[2] === 0x05 || bytes[2] === 0x07);
}

/** Whether the archive's entry names (plain text in each local header and again in the central directory at the end) include `prefix`. */
function hasEntry(bytes: Uint8Array, prefix: string): boolean {
  const latin1 = (part: Uint8Array) => new TextDecoder('latin1').decode(part);
  return latin1(bytes.subarray(0, 1 << 20)).includes(prefix) || latin1(bytes.subarray(-(1 << 20))).includes(prefix);
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
  // Text holds tab, line breaks and form feed among the C0 controls, and seldom another; a file where they run to
  // more than 1 % of the bytes is data of another kind, as a NUL byte says at once.
  const end = Math.min(bytes.length, SNIFF_WINDOW);
  let controls = 0;
  for (let i = 0; i < end; i++) {
    const b = bytes[i];
    if (b === 0) return 'binary data (it holds NUL bytes)';
    if ((b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d) || b === 0x7f) controls++;
  }
  if (controls > 1 && controls > end / 100) return 'binary data (it holds control bytes that text does not)';
  return undefined;
}
