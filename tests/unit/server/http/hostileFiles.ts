/**
 * The hostile uploads of issue #20, made in the test: records by the million, a JSON nested 10,000 deep, and a
 * zip bomb whose one sheet unpacks to far more than Platen reads.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** `count` empty records as a JSON array: `[{},{},…]` (1,000,000 are 3 MB). */
export const emptyJsonRecords = (count: number): string => `[${'{},'.repeat(count - 1)}{}]`;

/** A CSV of one column and `rows` short data rows (2,000,000 are 4 MB). */
export const manyCsvRows = (rows: number): string => `name\n${'x\n'.repeat(rows)}`;

/** JSON nested `depth` arrays deep. */
export const deepJson = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/**
 * A .xlsx-named zip whose sheet inflates to `megabytes` MB of spaces. The deflate stream is one megabyte's compressed
 * blocks repeated (each ends on a full flush, so copies join), so a 300 MB bomb takes milliseconds to make.
 * `honest`: the zip states the unpacked size; otherwise it claims 1 kB, as a bomb that hides would.
 */
export function zipBomb(megabytes: number, honest: boolean): Uint8Array {
  const megabyte = Buffer.alloc(1024 * 1024, 0x20);
  const block = deflateRawSync(megabyte, { finishFlush: constants.Z_FULL_FLUSH });
  const end = deflateRawSync(Buffer.alloc(0));
  const data = Buffer.concat([...Array.from({ length: megabytes }, () => block), end]);
  const size = megabytes * 1024 * 1024;
  let crc = 0;
  for (let i = 0; i < megabytes; i++) crc = crc32(megabyte, crc);
  const stated = honest ? size : 1024;
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(crc >>> 0, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(stated, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc >>> 0, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(stated, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 42); // the local header's offset
  const centralStart = local.length + name.length + data.length;
  const endRecord = Buffer.alloc(22);
  endRecord.writeUInt32LE(0x06054b50, 0);
  endRecord.writeUInt16LE(1, 8);
  endRecord.writeUInt16LE(1, 10);
  endRecord.writeUInt32LE(central.length + name.length, 12);
  endRecord.writeUInt32LE(centralStart, 16);
  return new Uint8Array(Buffer.concat([local, name, data, central, name, endRecord]));
}
