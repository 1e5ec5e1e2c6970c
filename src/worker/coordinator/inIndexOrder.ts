/**
 * Results that finish out of order, written in index order: runBatch deals a batch out as numbered pieces (a ZIP's
 * groups, a merged PDF's runs) that workers finish in any order, and the output must still come in row order. A result
 * is held only while one before it is unfinished, and let go as it is written.
 *
 * Writes run one at a time, each after the one before has settled. The first write that fails stops the writing; its
 * error is held and thrown by `written()`, once the caller has every piece — a rejection nobody awaits yet would end
 * the process. Results that come after it are not held, since nothing more will be written.
 */
export class InIndexOrder<T> {
  /** results that finished before one with a lower index */
  private readonly early = new Map<number, T>();
  private next = 0;
  private writing: Promise<void> = Promise.resolve();
  private failure: { error: unknown } | undefined;

  constructor(private readonly write: (result: T) => void | Promise<void>) {}

  /** Result `index` (0, 1, 2 …) has finished: it is written once every result before it is. */
  finished(index: number, result: T): void {
    if (this.failure) return;
    this.early.set(index, result);
    this.writing = this.writing
      .then(() => this.writeReady())
      .catch((error: unknown) => {
        this.failure ??= { error };
        this.early.clear();
      });
  }

  /** Whether a write has failed: nothing more will be written, so work not yet started can be left undone. */
  get failed(): boolean {
    return this.failure !== undefined;
  }

  /** Results held, waiting for one before them. */
  get held(): number {
    return this.early.size;
  }

  /** Resolves once every result that can be written is; throws the first write error. */
  async written(): Promise<void> {
    await this.writing;
    if (this.failure) throw this.failure.error;
  }

  private async writeReady(): Promise<void> {
    while (!this.failure && this.early.has(this.next)) {
      const result = this.early.get(this.next) as T;
      this.early.delete(this.next);
      this.next += 1;
      await this.write(result);
    }
  }
}
