/**
 * Back-pressure from where a batch's output goes (issue #23). Rendering runs at ~16 MB/s of ZIP on 2 cores; a USB
 * stick, a network share or an upload may take less, and every chunk not yet written waited in memory: a 100,000-
 * invoice ZIP to a disk half as fast would have held over a gigabyte. A writer counts the bytes handed to it and not
 * yet written; past OUTPUT_BACKLOG_BYTES, `ready()` gives a promise, and the batch deals no new records until it
 * settles (runBatch's `outputReady`). The records already dealt finish, and their output waits with the rest.
 */

/**
 * Bytes that may wait unwritten before the batch pauses: far above what a local disk leaves waiting (~2 MB at 30,000
 * invoices on this project's machine), so a batch never pauses for a disk that keeps up.
 */
export const OUTPUT_BACKLOG_BYTES = 16 * 1024 * 1024;

export class OutputBacklog {
  private waiting = 0;
  private released: (() => void)[] = [];
  private over = false;

  constructor(private readonly limit = OUTPUT_BACKLOG_BYTES) {}

  /** Bytes unwritten now. */
  get bytes(): number {
    return this.waiting;
  }

  /** `bytes` were handed to the writer. */
  add(bytes: number): void {
    this.waiting += bytes;
  }

  /** `bytes` handed earlier are written (or dropped). */
  written(bytes: number): void {
    this.waiting -= bytes;
    if (this.waiting <= this.limit) this.releaseAll();
  }

  /** The writer failed or closed: nothing will be written any more, and nobody may wait for it. */
  end(): void {
    this.over = true;
    this.releaseAll();
  }

  /** A promise to wait for when more than the limit is unwritten; undefined when the writer can take more. */
  ready(): Promise<void> | undefined {
    if (this.over || this.waiting <= this.limit) return undefined;
    return new Promise((resolve) => this.released.push(resolve));
  }

  private releaseAll(): void {
    for (const release of this.released.splice(0)) release();
  }
}
