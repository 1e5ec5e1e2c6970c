/**
 * Records packed as UTF-8 JSON for the length of a CLI batch, in blocks each deflated on its own. The data thread
 * (dataWorker.ts) packs what it read and hands the buffers over without copying; the main thread inflates a block
 * when runBatch deals its first record and parses a record only when it is dealt. Held as objects, 10,000 invoice
 * rows took ~20 MB of the main thread's old generation and, arriving all at once, grew its young generation from 9
 * to 30 MB. Packed whole they were the file's size outside the JS heap (31 MB for 30,000 invoices), the one part of
 * the render's memory that grew with the batch; deflated by blocks they are a seventh of that, 4.3 MB (issue #23).
 * Past SPILL_AFTER_BYTES the blocks are written to an unnamed file instead (spillFile.ts) and read back a block at a
 * time, so a batch of any length holds no more than that of its records.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { DataRecord, RecordList } from '../templates/types';
import { closeWhenGone, readAllAt, writeAllAt } from './spillFile';

/**
 * Records a block. A block is inflated whole to give one record: 256 invoices are ~260 KB, inflated in ~0.45 ms
 * (~2 µs a record dealt), and deflate finds the repeats between records (field names, a table's columns) only within
 * a block.
 */
export const RECORDS_A_BLOCK = 256;

/**
 * Deflated bytes kept in memory before the blocks go to a spill file (spillFile.ts): ~27,000 invoices. Kept, the pack
 * was the largest part of a batch's memory that grew with its length to the end (15 MB for 100,000 invoices, 11 MB of
 * the 42 MB the merged peak rose from 30,000); past this it stays at this size whatever the length, and a batch that
 * fits never writes to the file.
 */
export const SPILL_AFTER_BYTES = 4 * 1024 * 1024;

/**
 * Where a packer moves its blocks past `afterBytes`: a spill file opened by the main thread (spillFile.ts) and handed
 * to the data thread, whose own descriptors Node closes when it ends. Its opener closes it.
 */
export interface SpillPolicy {
  afterBytes: number;
  fd: number;
}

/** What crosses from the data thread: the blocks, where each ends in them, and where each record ends once inflated. */
export interface RecordPack {
  /** the deflated blocks, one after another, when they are in memory; empty when they are in `spill` */
  blocks: Uint8Array<ArrayBuffer>;
  /** the spill file holding the blocks instead, one after another from its start */
  spill?: { fd: number };
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
export function packRecords(records: RecordList, spill?: SpillPolicy): RecordPack {
  const packer = new RecordPacker(records.length, spill);
  for (let index = 0; index < records.length; index += 1) packer.add(records.at(index)!);
  return packer.finish();
}

/**
 * Packs records as they come, a block deflated each time one fills: what packRecords does for a list, and what the
 * streamed readers do as they convert (packedRows.ts). `count` is how many records will be added. Past
 * `spill.afterBytes` the blocks go to the spill file; when it cannot be written (a full disk), they stay in memory.
 */
export class RecordPacker {
  private readonly ends: Uint32Array<ArrayBuffer>;
  private readonly blockEnds: Uint32Array<ArrayBuffer>;
  /** deflated blocks not in the spill file */
  private deflated: Buffer[] = [];
  private texts: Buffer[] = [];
  /** bytes of the block being filled, inflated */
  private offset = 0;
  private added = 0;
  private total = 0;
  /** the spill file, while the blocks go there */
  private spillFd: number | undefined;
  /** bytes in the spill file */
  private spilled = 0;
  private spillTried = false;

  constructor(
    private readonly count: number,
    private readonly spill?: SpillPolicy,
  ) {
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
    if (this.spillFd !== undefined) return { blocks: new Uint8Array(0), spill: { fd: this.spillFd }, blockEnds: this.blockEnds, ends: this.ends };
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
    if (this.spill && !this.spillTried && this.total > this.spill.afterBytes) {
      this.spillTried = true;
      this.spillFd = this.spill.fd;
    }
    if (this.spillFd !== undefined) this.writeOut();
  }

  /** The blocks not yet in the spill file written there; on a failed write all of them are brought back to memory. */
  private writeOut(): void {
    const fd = this.spillFd!;
    try {
      while (this.deflated.length > 0) {
        writeAllAt(fd, this.deflated[0], this.spilled);
        this.spilled += this.deflated[0].length;
        this.deflated.shift();
      }
    } catch {
      if (this.spilled > 0) this.deflated.unshift(readAllAt(fd, this.spilled, 0));
      this.spillFd = undefined;
      this.spilled = 0;
    }
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

  constructor(private readonly pack: RecordPack) {
    if (pack.spill) closeWhenGone(pack.spill);
  }

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
    const { blocks, blockEnds, spill } = this.pack;
    const start = block === 0 ? 0 : blockEnds[block - 1];
    const bytes = inflateRawSync(spill ? readAllAt(spill.fd, blockEnds[block] - start, start) : blocks.subarray(start, blockEnds[block]));
    this.inflated = [{ block, bytes }, ...this.inflated.slice(0, 1)];
    return bytes;
  }
}
