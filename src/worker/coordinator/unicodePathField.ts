/**
 * The Info-ZIP Unicode Path extra field (0x7075): the entry's name again in UTF-8, tied to the header's name by its
 * CRC-32. Tools that ignore the UTF-8 flag (older Windows Explorer, some archivers) still find the true name here.
 * Layout (APPNOTE 4.6.9): version 1, CRC-32 of the header's name bytes, the UTF-8 name.
 */
export const UNICODE_PATH_FIELD = 0x7075;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (ISO-HDLC, as ZIP uses it) of `bytes`. */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** The field's data for a name, or undefined for a plain-ASCII name (which every tool reads as is). */
export function unicodePathField(name: string): Uint8Array | undefined {
  if (/^[\x20-\x7e]*$/.test(name)) return undefined;
  const utf8 = new TextEncoder().encode(name);
  const field = new Uint8Array(5 + utf8.length);
  const view = new DataView(field.buffer);
  field[0] = 1;
  // fflate writes the header's name as UTF-8 too, so both CRCs are of the same bytes.
  view.setUint32(1, crc32(utf8), true);
  field.set(utf8, 5);
  return field;
}
