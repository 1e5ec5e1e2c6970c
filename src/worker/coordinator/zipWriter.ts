/**
 * A ZIP written as records arrive: each PDF is stored (already compressed, deflating again gains nothing) and its
 * bytes leave through the sink at once, so memory holds only the chunk being gathered, never the archive.
 */
import { Zip, ZipPassThrough } from 'fflate';
import { ChunkedSink } from './chunkedSink';
import { UNICODE_PATH_FIELD, unicodePathField } from './unicodePathField';
import type { OutputSink } from '../api';

/** "Made by" Unix (fflate's default is MS-DOS), see ZipWriter.add. */
const MADE_ON_UNIX = 3;
/** A regular file, rw-r--r--: Unix mode in the high 16 bits of the external attributes. */
const REGULAR_FILE_ATTRS = 0o100644 * 0x10000;

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
    // Info-ZIP unzip (most Linux machines) reads an entry made on MS-DOS as OEM code page 437 whatever its UTF-8 flag
    // says, so "Núñez" came out as "N+�+�ez"; made on Unix, it trusts the flag that fflate sets for non-ASCII names.
    entry.os = MADE_ON_UNIX;
    entry.attrs = REGULAR_FILE_ATTRS;
    const unicodePath = unicodePathField(name);
    if (unicodePath) entry.extra = { [UNICODE_PATH_FIELD]: unicodePath };
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
