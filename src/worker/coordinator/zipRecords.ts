/**
 * The byte layouts of a stored ZIP (PKWARE APPNOTE 6.3.10): local file header (4.3.7), central directory header
 * (4.3.12), ZIP64 extended information (4.5.3), ZIP64 end of central directory record and locator (4.3.14–15), end of
 * central directory (4.3.16). Pure encoders; zipWriter.ts decides what goes where.
 */
import { UNICODE_PATH_FIELD, unicodePathField } from './unicodePathField';

/** Where a 16- or 32-bit field is too small and ZIP64 takes over; tests lower them to check the ZIP64 layout. */
export interface ZipFieldLimits {
  /** entries a 16-bit count holds (0xFFFF itself means "see ZIP64") */
  entries: number;
  /** bytes a 32-bit size or offset holds (0xFFFFFFFF itself means "see ZIP64") */
  bytes: number;
}

export const CLASSIC_LIMITS: ZipFieldLimits = { entries: 0xffff, bytes: 0xffffffff };

/** "Made by" Unix: Info-ZIP unzip reads a name made on MS-DOS as code page 437 whatever its UTF-8 flag says. */
const MADE_ON_UNIX = 3 << 8;
const VERSION_STORED = 20;
const VERSION_ZIP64 = 45;
const UTF8_NAME_FLAG = 0x0800;
/** A regular file, rw-r--r--: Unix mode in the high 16 bits of the external attributes. */
const REGULAR_FILE_ATTRS = 0o100644 * 0x10000;
const ZIP64_FIELD = 0x0001;

/** What an entry's headers say; `offset` is where its local header starts. */
export interface ZipEntry {
  name: Uint8Array;
  /** the Info-ZIP Unicode Path field's data, for a name that is not plain ASCII (which is also flagged UTF-8) */
  unicodePath: Uint8Array | undefined;
  crc: number;
  size: number;
  offset: number;
  dosTime: number;
  dosDate: number;
}

export function zipEntry(name: string, crc: number, size: number, offset: number, modified: Date): ZipEntry {
  return {
    name: new TextEncoder().encode(name),
    unicodePath: unicodePathField(name),
    crc,
    size,
    offset,
    // MS-DOS local time, two-second resolution, years from 1980.
    dosTime: (modified.getHours() << 11) | (modified.getMinutes() << 5) | (modified.getSeconds() >> 1),
    dosDate: ((Math.max(modified.getFullYear(), 1980) - 1980) << 9) | ((modified.getMonth() + 1) << 5) | modified.getDate(),
  };
}

class Writer {
  readonly bytes: Uint8Array;
  private readonly view: DataView;
  private at = 0;
  constructor(length: number) {
    this.bytes = new Uint8Array(length);
    this.view = new DataView(this.bytes.buffer);
  }
  u16(value: number): this {
    this.view.setUint16(this.at, value, true);
    this.at += 2;
    return this;
  }
  u32(value: number): this {
    this.view.setUint32(this.at, value >>> 0, true);
    this.at += 4;
    return this;
  }
  u64(value: number): this {
    this.view.setBigUint64(this.at, BigInt(value), true);
    this.at += 8;
    return this;
  }
  raw(bytes: Uint8Array): this {
    this.bytes.set(bytes, this.at);
    this.at += bytes.length;
    return this;
  }
}

/** Extra fields as [id, data] in order. */
function extraBytes(fields: [number, Uint8Array][]): Uint8Array {
  const out = new Writer(fields.reduce((sum, [, data]) => sum + 4 + data.length, 0));
  for (const [id, data] of fields) out.u16(id).u16(data.length).raw(data);
  return out.bytes;
}

function zip64Field(values: number[]): [number, Uint8Array] {
  const data = new Writer(values.length * 8);
  for (const value of values) data.u64(value);
  return [ZIP64_FIELD, data.bytes];
}

const unicodeFields = (entry: ZipEntry): [number, Uint8Array][] => (entry.unicodePath ? [[UNICODE_PATH_FIELD, entry.unicodePath]] : []);

/** The run both headers share, from the flags to the extra field's length (4.3.7 and 4.3.12 lay it out alike). */
function sharedFields(out: Writer, entry: ZipEntry, size32: number, extra: Uint8Array): Writer {
  return out
    .u16(entry.unicodePath ? UTF8_NAME_FLAG : 0)
    .u16(0) // stored
    .u16(entry.dosTime)
    .u16(entry.dosDate)
    .u32(entry.crc)
    .u32(size32)
    .u32(size32)
    .u16(entry.name.length)
    .u16(extra.length);
}

/** The local header; sizes too big for 32 bits go in a ZIP64 field (both, as 4.5.3 asks of a local header). */
export function localHeader(entry: ZipEntry, limits: ZipFieldLimits): Uint8Array {
  const bigSize = entry.size >= limits.bytes;
  const extra = extraBytes([...(bigSize ? [zip64Field([entry.size, entry.size])] : []), ...unicodeFields(entry)]);
  const size32 = bigSize ? 0xffffffff : entry.size;
  const out = new Writer(30 + entry.name.length + extra.length)
    .u32(0x04034b50)
    .u16(bigSize ? VERSION_ZIP64 : VERSION_STORED);
  return sharedFields(out, entry, size32, extra).raw(entry.name).raw(extra).bytes;
}

/** The central directory header; each value too big for its field goes in the ZIP64 field, in 4.5.3's order. */
export function centralHeader(entry: ZipEntry, limits: ZipFieldLimits): Uint8Array {
  const bigSize = entry.size >= limits.bytes;
  const bigOffset = entry.offset >= limits.bytes;
  const wide = [...(bigSize ? [entry.size, entry.size] : []), ...(bigOffset ? [entry.offset] : [])];
  const extra = extraBytes([...(wide.length > 0 ? [zip64Field(wide)] : []), ...unicodeFields(entry)]);
  const version = wide.length > 0 ? VERSION_ZIP64 : VERSION_STORED;
  const size32 = bigSize ? 0xffffffff : entry.size;
  const out = new Writer(46 + entry.name.length + extra.length)
    .u32(0x02014b50)
    .u16(MADE_ON_UNIX | version)
    .u16(version);
  return sharedFields(out, entry, size32, extra)
    .u16(0) // comment
    .u16(0) // disk
    .u16(0) // internal attributes
    .u32(REGULAR_FILE_ATTRS)
    .u32(bigOffset ? 0xffffffff : entry.offset)
    .raw(entry.name)
    .raw(extra).bytes;
}

/** What ends the archive: the ZIP64 record and locator when a count, size or offset needs them, then the classic end. */
export function endRecords(entries: number, directoryOffset: number, directorySize: number, limits: ZipFieldLimits): Uint8Array {
  const manyEntries = entries >= limits.entries;
  const bigDirectory = directorySize >= limits.bytes;
  const farDirectory = directoryOffset >= limits.bytes;
  const classic = new Writer(22)
    .u32(0x06054b50)
    .u16(0)
    .u16(0)
    .u16(manyEntries ? 0xffff : entries)
    .u16(manyEntries ? 0xffff : entries)
    .u32(bigDirectory ? 0xffffffff : directorySize)
    .u32(farDirectory ? 0xffffffff : directoryOffset)
    .u16(0).bytes;
  if (!manyEntries && !bigDirectory && !farDirectory) return classic;
  const zip64Offset = directoryOffset + directorySize;
  return new Writer(56 + 20 + 22)
    .u32(0x06064b50)
    .u64(44) // the record's size after this field
    .u16(MADE_ON_UNIX | VERSION_ZIP64)
    .u16(VERSION_ZIP64)
    .u32(0)
    .u32(0)
    .u64(entries)
    .u64(entries)
    .u64(directorySize)
    .u64(directoryOffset)
    .u32(0x07064b50)
    .u32(0)
    .u64(zip64Offset)
    .u32(1)
    .raw(classic).bytes;
}
