/**
 * A ZIP written as records arrive: each PDF is stored (already compressed, deflating again gains nothing) and its
 * bytes leave through the sink at once, so memory holds only the chunk being gathered, never the archive.
 */
import { Zip, ZipPassThrough } from 'fflate';
import { ChunkedSink } from './chunkedSink';
import type { OutputSink } from '../api';

export class ZipWriter {
  private readonly zip: Zip;
  private readonly out: ChunkedSink;
  private failure: Error | null = null;
  files = 0;

  constructor(sink: OutputSink) {
    this.out = new ChunkedSink(sink);
    this.zip = new Zip((error, data, final) => {
      if (error) {
        this.failure = error;
        return;
      }
      this.out.push(data);
      if (final) this.out.end();
    });
  }

  get bytes(): number {
    return this.out.bytes;
  }

  add(name: string, pdf: Uint8Array): void {
    if (this.failure) throw this.failure;
    const entry = new ZipPassThrough(name);
    entry.mtime = new Date();
    this.zip.add(entry);
    entry.push(pdf, true);
    this.files += 1;
  }

  /** Writes the central directory; the sink then receives its last chunk. */
  finish(): void {
    this.zip.end();
    if (this.failure) throw this.failure;
  }
}
