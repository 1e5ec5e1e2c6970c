/**
 * One ZIP from the chunks' ZIPs without unpacking a PDF: each chunk already names its entries as the batch does
 * (chunkJob.ts), so its local headers and PDFs are copied as they stand, and only the central directory is written
 * anew, each entry's offset moved to where its chunk now starts. The records are those zipWriter.ts writes
 * (src/worker/coordinator/zipRecords.ts), so ZIP64 takes over here exactly where it would for a one-machine batch: a
 * count, size or offset that outgrows its classic field.
 */
import { centralHeader, CLASSIC_LIMITS, endRecords, type ZipEntry, type ZipFieldLimits } from '../../worker/coordinator/zipRecords';

const END_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_END_SIGNATURE = 0x06064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const ZIP64_FIELD = 0x0001;
const UNICODE_PATH_FIELD = 0x7075;
const MAX16 = 0xffff;
const MAX32 = 0xffffffff;

/** A chunk's ZIP read as its entries region (local headers and PDFs, copied as is) and the entries it holds. */
export interface ChunkZip {
  /** bytes 0 to the central directory: every local header and PDF */
  body: Uint8Array;
  entries: ZipEntry[];
}

const u64 = (view: DataView, at: number) => Number(view.getBigUint64(at, true));

/** Where the central directory starts and how many entries it has, from the end records (ZIP64 where they say so). */
function directoryOf(bytes: Uint8Array, view: DataView): { offset: number; count: number } {
  // Written without a comment (zipRecords.ts endRecords): the classic end record is the last 22 bytes.
  const end = bytes.length - 22;
  if (end < 0 || view.getUint32(end, true) !== END_SIGNATURE) throw new Error('not a ZIP written by the chunk (no end record)');
  let count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const locator = end - 20;
  if ((count === MAX16 || offset === MAX32) && locator >= 0 && view.getUint32(locator, true) === ZIP64_LOCATOR_SIGNATURE) {
    const record = u64(view, locator + 8);
    if (view.getUint32(record, true) !== ZIP64_END_SIGNATURE) throw new Error('the chunk ZIP\'s ZIP64 end record is missing');
    count = u64(view, record + 32);
    offset = u64(view, record + 48);
  }
  return { offset, count };
}

/** Reads a chunk's ZIP as zipWriter.ts wrote it (stored entries, no comments). */
export function readChunkZip(bytes: Uint8Array): ChunkZip {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const directory = directoryOf(bytes, view);
  const entries: ZipEntry[] = [];
  let at = directory.offset;
  for (let index = 0; index < directory.count; index += 1) {
    if (view.getUint32(at, true) !== CENTRAL_SIGNATURE) throw new Error(`the chunk ZIP's entry ${index + 1} has no central header`);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const name = bytes.slice(at + 46, at + 46 + nameLength);
    let size = view.getUint32(at + 24, true);
    let offset = view.getUint32(at + 42, true);
    let unicodePath: Uint8Array | undefined;
    for (let field = at + 46 + nameLength; field < at + 46 + nameLength + extraLength; ) {
      const id = view.getUint16(field, true);
      const length = view.getUint16(field + 2, true);
      const data = field + 4;
      if (id === UNICODE_PATH_FIELD) unicodePath = bytes.slice(data, data + length);
      if (id === ZIP64_FIELD) {
        // APPNOTE 4.5.3: only the values whose classic field is full, in this order.
        let wide = data;
        if (size === MAX32) {
          size = u64(view, wide); // uncompressed, then compressed: the same for a stored entry
          wide += 16;
        }
        if (offset === MAX32) offset = u64(view, wide);
      }
      field = data + length;
    }
    entries.push({ name, unicodePath, crc: view.getUint32(at + 16, true), size, offset, dosTime: view.getUint16(at + 12, true), dosDate: view.getUint16(at + 14, true) });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { body: bytes.subarray(0, directory.offset), entries };
}

/** Writes the chunks' entries one after another and then the batch's central directory, through `emit`. */
export class ZipJoin {
  private offset = 0;
  private readonly directory: Uint8Array[] = [];
  private directoryBytes = 0;
  private count = 0;

  constructor(private readonly emit: (bytes: Uint8Array) => void, private readonly limits: ZipFieldLimits = CLASSIC_LIMITS) {}

  /** Appends a chunk's entries, in its order. */
  add(chunk: ChunkZip): void {
    const start = this.offset;
    this.write(chunk.body);
    // One block per chunk: a batch of 2 million entries keeps a few thousand arrays, not 2 million.
    const records = chunk.entries.map((entry) => centralHeader({ ...entry, offset: start + entry.offset }, this.limits));
    const block = new Uint8Array(records.reduce((sum, record) => sum + record.length, 0));
    let at = 0;
    for (const record of records) {
      block.set(record, at);
      at += record.length;
    }
    this.directory.push(block);
    this.directoryBytes += block.length;
    this.count += records.length;
  }

  /** Writes the central directory and the end records. */
  finish(): void {
    const directoryOffset = this.offset;
    for (const record of this.directory.splice(0)) this.write(record);
    this.write(endRecords(this.count, directoryOffset, this.directoryBytes, this.limits));
  }

  private write(bytes: Uint8Array): void {
    if (bytes.length > 0) this.emit(bytes);
    this.offset += bytes.length;
  }
}
