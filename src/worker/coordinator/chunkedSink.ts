/**
 * Gathers small pieces of output into large chunks before handing them on: the page receives a few 2 MB messages
 * instead of thousands of small ones (1,000 separate buffers made one 87 ms long task on the page).
 *
 * In Node the chunks stay under glibc's mmap threshold (NODE_CHUNK_BYTES): one there gets its own mapping, and
 * freeing a mapping between 128 KB and 32 MB raises the threshold of the whole process to its size (src/node/readWhole.ts
 * says more). With 2 MB chunks every thread's malloc arena then kept up to 4 MB of freed buffers. With the render
 * workers' loader (compiledWorkerLoader.cjs), which raised the threshold too, a merged PDF of 10,000 invoices on 2
 * workers peaked 312–322 MB; with both mended, 288–292 MB (either alone: 312 or 322 MB).
 */
import type { OutputSink } from '../api';

export const CHUNK_BYTES = 2 * 1024 * 1024;
/** Under glibc's initial mmap threshold (128 KB), so a chunk comes from and goes back to malloc's arena. */
export const NODE_CHUNK_BYTES = 96 * 1024;

export class ChunkedSink {
  private parts: Uint8Array[] = [];
  private pending = 0;
  /** bytes handed on so far */
  bytes = 0;

  constructor(private readonly sink: OutputSink, private readonly chunkBytes = CHUNK_BYTES) {}

  /** Chunks are at most chunkBytes long; a piece longer than that is handed on as a chunk of its own (a copy). */
  push(data: Uint8Array): void {
    if (this.pending > 0 && this.pending + data.length > this.chunkBytes) this.flush(false);
    this.parts.push(data);
    this.pending += data.length;
    if (this.pending >= this.chunkBytes) this.flush(false);
  }

  /** Hands on what is left, marked as the end. */
  end(): void {
    this.flush(true);
  }

  private flush(last: boolean): void {
    const chunk = new Uint8Array(this.pending);
    let offset = 0;
    for (const part of this.parts) {
      chunk.set(part, offset);
      offset += part.length;
    }
    this.parts = [];
    this.pending = 0;
    this.bytes += chunk.length;
    this.sink(chunk, last);
  }
}
