/**
 * Records packed as UTF-8 JSON for the length of a CLI batch, in blocks each deflated on its own. The data thread
 * (dataWorker.ts) packs what it read and hands the buffers over without copying; the main thread inflates a block
 * when runBatch deals its first record and parses a record only when it is dealt. Held as objects, 10,000 invoice
 * rows took ~20 MB of the main thread's old generation and, arriving all at once, grew its young generation from 9
 * to 30 MB. Packed whole they were the file's size outside the JS heap (31 MB for 30,000 invoices), the one part of
 * the render's memory that grew with the batch; deflated by blocks they are a seventh of that, 4.3 MB (issue #23).
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { DataRecord, RecordList } from '../templates/types';

/**
 * Records a block. A block is inflated whole to give one record: 256 invoices are ~260 KB, inflated in ~0.45 ms
 * (~2 µs a record dealt), and deflate finds the repeats between records (field names, a table's columns) only within
 * a block.
 */
export const RECORDS_A_BLOCK = 256;

/** What crosses from the data thread: the blocks, where each ends in them, and where each record ends once inflated. */
export interface RecordPack {
  /** the deflated blocks, one after another */
  blocks: Uint8Array<ArrayBuffer>;
  /** byte offset in `blocks` where block b ends */
  blockEnds: Uint32Array<ArrayBuffer>;
  /** byte offset where record i ends within its block, inflated */
  ends: Uint32Array<ArrayBuffer>;
}

/**
 * Deflate level 1: the data thread's time is the batch's (nothing renders until it is done). 30,000 invoices' 29.9 MB
 * of JSON: level 1 packs them 7.0× smaller in ~117 ms, level 6 9.3× in ~530 ms, level 9 10.5× in 1.7 s.
 */
const DEFLATE = { level: 1 };

/** Packs records block by block: no more than one block's text is held beside the records being read. */
export function packRecords(records: RecordList): RecordPack {
  const packer = new RecordPacker(records.length);
  for (let index = 0; index < records.length; index += 1) packer.add(records.at(index)!);
  return packer.finish();
}

/**
 * Packs records as they come, a block deflated each time one fills: what packRecords does for a list, and what the
 * streamed JSON reader does as it converts (streamedJson.ts). `count` is how many records will be added.
 */
export class RecordPacker {
  private readonly ends: Uint32Array<ArrayBuffer>;
  private readonly blockEnds: Uint32Array<ArrayBuffer>;
  private readonly deflated: Buffer[] = [];
  private texts: Buffer[] = [];
  /** bytes of the block being filled, inflated */
  private offset = 0;
  private added = 0;
  private total = 0;

  constructor(private readonly count: number) {
    this.ends = new Uint32Array(count);
    this.blockEnds = new Uint32Array(Math.ceil(count / RECORDS_A_BLOCK));
  }

  add(record: DataRecord): void {
    if (this.added >= this.count) throw new RangeError(`RecordPacker: more than the ${this.count} records announced`);
    // Buffer.from writes a lone surrogate as U+FFFD's 3 bytes; JSON.stringify has already escaped it as \ud800.
    const text = Buffer.from(JSON.stringify(record), 'utf8');
    this.texts.push(text);
    this.offset += text.length;
    this.ends[this.added] = this.offset;
    this.added += 1;
    if (this.added % RECORDS_A_BLOCK === 0 || this.added === this.count) this.closeBlock();
  }

  finish(): RecordPack {
    if (this.added !== this.count) throw new RangeError(`RecordPacker: ${this.added} records added of the ${this.count} announced`);
    // A buffer of its own, not Buffer.concat's: that may hand back a slice of Node's shared pool for a small total, and
    // dataWorker.ts transfers `blocks.buffer` whole to the main thread.
    const blocks = new Uint8Array(this.total);
    let at = 0;
    for (const bytes of this.deflated) {
      blocks.set(bytes, at);
      at += bytes.length;
    }
    return { blocks, blockEnds: this.blockEnds, ends: this.ends };
  }

  private closeBlock(): void {
    const bytes = deflateRawSync(Buffer.concat(this.texts, this.offset), DEFLATE);
    this.deflated.push(bytes);
    this.total += bytes.length;
    this.blockEnds[Math.ceil(this.added / RECORDS_A_BLOCK) - 1] = this.total;
    this.texts = [];
    this.offset = 0;
  }
}

/** The records of a pack, each parsed when asked for (a fresh object each time, on no prototype: userKeyed.ts). */
export class PackedRecords implements RecordList {
  private readonly decoder = new TextDecoder();
  /**
   * The blocks inflated last, newest first: two, since two workers' runs may straddle a block's edge and a record
   * that failed is asked for again after its neighbours.
   */
  private inflated: { block: number; bytes: Uint8Array }[] = [];

  constructor(private readonly pack: RecordPack) {}

  get length(): number {
    return this.pack.ends.length;
  }

  at(index: number): DataRecord | undefined {
    if (!Number.isInteger(index) || index < 0 || index >= this.length) return undefined;
    const bytes = this.blockBytes(Math.floor(index / RECORDS_A_BLOCK));
    const start = index % RECORDS_A_BLOCK === 0 ? 0 : this.pack.ends[index - 1];
    const text = this.decoder.decode(bytes.subarray(start, this.pack.ends[index]));
    return Object.setPrototypeOf(JSON.parse(text) as DataRecord, null) as DataRecord;
  }

  private blockBytes(block: number): Uint8Array {
    const kept = this.inflated.find((entry) => entry.block === block);
    if (kept) return kept.bytes;
    const { blocks, blockEnds } = this.pack;
    const bytes = inflateRawSync(blocks.subarray(block === 0 ? 0 : blockEnds[block - 1], blockEnds[block]));
    this.inflated = [{ block, bytes }, ...this.inflated.slice(0, 1)];
    return bytes;
  }
}
