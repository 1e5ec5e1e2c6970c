/**
 * CRC-32 (ISO-HDLC, the one ZIP uses), table-driven eight bytes at a time: every PDF of a ZIP batch passes through it
 * on the coordinator thread, so it is kept to a few table lookups per byte.
 */
const TABLES = (() => {
  const tables = new Uint32Array(8 * 256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    tables[n] = c >>> 0;
  }
  // Table t maps a byte to its CRC contribution t bytes further back.
  for (let n = 0; n < 256; n += 1) {
    for (let t = 1; t < 8; t += 1) {
      const previous = tables[(t - 1) * 256 + n];
      tables[t * 256 + n] = (tables[previous & 0xff] ^ (previous >>> 8)) >>> 0;
    }
  }
  return tables;
})();

/** CRC-32 of `bytes`. */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  let i = 0;
  const whole = bytes.length - (bytes.length % 8);
  for (; i < whole; i += 8) {
    const low = (crc ^ (bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24))) >>> 0;
    crc =
      TABLES[7 * 256 + (low & 0xff)] ^
      TABLES[6 * 256 + ((low >>> 8) & 0xff)] ^
      TABLES[5 * 256 + ((low >>> 16) & 0xff)] ^
      TABLES[4 * 256 + (low >>> 24)] ^
      TABLES[3 * 256 + bytes[i + 4]] ^
      TABLES[2 * 256 + bytes[i + 5]] ^
      TABLES[256 + bytes[i + 6]] ^
      TABLES[bytes[i + 7]];
  }
  for (; i < bytes.length; i += 1) crc = TABLES[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
