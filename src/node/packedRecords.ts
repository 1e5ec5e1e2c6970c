/**
 * Records packed as UTF-8 JSON, one after another in one buffer, for the length of a CLI batch. The data thread
 * (dataWorker.ts) packs what it read and hands the buffer over without copying; the main thread parses a record
 * only when runBatch deals it out. Held as objects, 10,000 invoice rows took ~20 MB of the main thread's old
 * generation and, arriving all at once, grew its young generation from 9 to 30 MB; packed they are the file's size,
 * outside the JS heap.
 */
import type { DataRecord, RecordList } from '../templates/types';

/** What crosses from the data thread: the bytes, and where each record ends in them (byte offsets). */
export interface RecordPack {
  bytes: Uint8Array<ArrayBuffer>;
  ends: Uint32Array<ArrayBuffer>;
}

/**
 * Packs records into one exact-size buffer. Each record is written as JSON twice, once to measure and once to copy,
 * rather than all of them held as text between the two: 30,000 invoices' texts were 79 MB of the data thread's heap
 * at its peak, on top of the records themselves.
 */
export function packRecords(records: RecordList): RecordPack {
  const ends = new Uint32Array(records.length);
  let total = 0;
  for (let index = 0; index < records.length; index += 1) {
    // Node counts a lone surrogate as the 3 bytes of U+FFFD, as encodeInto below writes it.
    total += Buffer.byteLength(JSON.stringify(records.at(index)), 'utf8');
    ends[index] = total;
  }
  const bytes = new Uint8Array(total);
  const encoder = new TextEncoder();
  let offset = 0;
  for (let index = 0; index < records.length; index += 1) {
    offset += encoder.encodeInto(JSON.stringify(records.at(index)), bytes.subarray(offset)).written;
  }
  return { bytes, ends };
}

/** The records of a pack, each parsed when asked for (a fresh object each time, on no prototype: userKeyed.ts). */
export class PackedRecords implements RecordList {
  private readonly decoder = new TextDecoder();

  constructor(private readonly pack: RecordPack) {}

  get length(): number {
    return this.pack.ends.length;
  }

  at(index: number): DataRecord | undefined {
    if (!Number.isInteger(index) || index < 0 || index >= this.length) return undefined;
    const start = index === 0 ? 0 : this.pack.ends[index - 1];
    const text = this.decoder.decode(this.pack.bytes.subarray(start, this.pack.ends[index]));
    return Object.setPrototypeOf(JSON.parse(text) as DataRecord, null) as DataRecord;
  }
}
