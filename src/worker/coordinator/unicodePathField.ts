/**
 * The Info-ZIP Unicode Path extra field (0x7075): the entry's name again in UTF-8, tied to the header's name by its
 * CRC-32. Tools that ignore the UTF-8 flag (older Windows Explorer, some archivers) still find the true name here.
 * Layout (APPNOTE 4.6.9): version 1, CRC-32 of the header's name bytes, the UTF-8 name.
 */
import { crc32 } from './crc32';

export const UNICODE_PATH_FIELD = 0x7075;

/** The field's data for a name, or undefined for a plain-ASCII name (which every tool reads as is). */
export function unicodePathField(name: string): Uint8Array | undefined {
  if (/^[\x20-\x7e]*$/.test(name)) return undefined;
  const utf8 = new TextEncoder().encode(name);
  const field = new Uint8Array(5 + utf8.length);
  const view = new DataView(field.buffer);
  field[0] = 1;
  // The header's name is UTF-8 too (zipWriter.ts), so both CRCs are of the same bytes.
  view.setUint32(1, crc32(utf8), true);
  field.set(utf8, 5);
  return field;
}
