/**
 * A ZIP written as records arrive: each PDF is stored (already compressed, deflating again gains nothing) and its
 * bytes leave through the sink at once, so memory holds only the chunk being gathered and the central directory, kept
 * as its encoded bytes (~50 bytes and the name per entry; the objects fflate's Zip kept were ~1 KB an entry).
 * ZIP64 records are written where a count, size or offset outgrows its field: a utility's 2 million statements are
 * 2 million entries and ~50 GB, which in classic fields would wrap around into an archive that lies about itself.
 */
import { ChunkedSink } from './chunkedSink';
import { PAGE_OUTPUT, type OutputTraits } from './outputTraits';
import { centralHeader, CLASSIC_LIMITS, endRecords, localHeader, zipEntry, type ZipFieldLimits } from './zipRecords';
import type { OutputSink } from '../api';
import { documentDate } from '../engine/documentDate';

/** Central directory storage: blocks of this many bytes, so a large directory is never copied to grow. */
const DIRECTORY_BLOCK_BYTES = 64 * 1024;

export class ZipWriter {
  private readonly out: ChunkedSink;
  private offset = 0;
  private readonly directory: Uint8Array[] = [];
  private block = new Uint8Array(DIRECTORY_BLOCK_BYTES);
  private blockUsed = 0;
  private directoryBytes = 0;
  private finished = false;
  files = 0;

  constructor(sink: OutputSink, private readonly limits: ZipFieldLimits = CLASSIC_LIMITS, private readonly output: OutputTraits = PAGE_OUTPUT) {
    this.out = new ChunkedSink(sink, output.chunkBytes);
  }

  /** bytes handed to the sink so far */
  get bytes(): number {
    return this.out.bytes;
  }

  /** `modified` defaults to the documents' date (documentDate: SOURCE_DATE_EPOCH in Node, else now). */
  add(name: string, pdf: Uint8Array, modified = documentDate()): void {
    if (this.finished) throw new Error('the ZIP is already finished');
    const entry = zipEntry(name, this.output.crc32(pdf), pdf.length, this.offset, modified);
    const header = localHeader(entry, this.limits);
    this.write(header);
    this.write(pdf);
    this.remember(centralHeader(entry, this.limits));
    this.files += 1;
  }

  /** Writes the central directory and the end records; the sink then receives its last chunk. */
  finish(): void {
    if (this.finished) return;
    this.finished = true;
    const directoryOffset = this.offset;
    for (const block of this.directory) this.write(block);
    this.write(this.block.subarray(0, this.blockUsed));
    this.write(endRecords(this.files, directoryOffset, this.directoryBytes, this.limits));
    this.out.end();
  }

  private write(bytes: Uint8Array): void {
    this.out.push(bytes);
    this.offset += bytes.length;
  }

  private remember(record: Uint8Array): void {
    if (this.blockUsed + record.length > this.block.length) {
      this.directory.push(this.block.subarray(0, this.blockUsed));
      this.block = new Uint8Array(Math.max(DIRECTORY_BLOCK_BYTES, record.length));
      this.blockUsed = 0;
    }
    this.block.set(record, this.blockUsed);
    this.blockUsed += record.length;
    this.directoryBytes += record.length;
  }
}
