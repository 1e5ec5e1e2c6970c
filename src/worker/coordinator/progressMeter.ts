/**
 * Batch progress with rate and ETA, reported at most ~10 times a second (and always at the end). Records are counted
 * by row, once: a record rendered again after its worker was lost is not counted twice, and the count never goes
 * back (issue #9: 507 → 302 after a worker died). While nothing finishes (a record near its time limit) a report
 * still goes out every second, so the rate and ETA fall instead of freezing at "about 6 s left".
 */
import type { BatchProgress, ProgressSink } from '../api';

export const PROGRESS_INTERVAL_MS = 100;
const STALL_REPORT_MS = 1000;

const RENDERED = 1;
const FAILED = 2;

export class ProgressMeter {
  done = 0;
  failed = 0;
  private readonly started = performance.now();
  private lastReport = -Infinity;
  private readonly state: Uint8Array;
  private ticker: ReturnType<typeof setInterval> | undefined;

  /** `rowCount`: rows in the data (row numbers index it); `total`: the rows this batch renders. */
  constructor(readonly total: number, rowCount: number, private readonly sink: ProgressSink) {
    this.state = new Uint8Array(rowCount);
  }

  get elapsedMs(): number {
    return performance.now() - this.started;
  }

  /** A row rendered (counted once, however often it is rendered). */
  rendered(row: number): void {
    if (this.state[row] !== 0) return;
    this.state[row] = RENDERED;
    this.done += 1;
    this.maybeReport();
  }

  /** A row failed; one reported rendered by a worker that was lost before handing it over moves to failed. */
  failedRow(row: number): void {
    if (this.state[row] === FAILED) return;
    if (this.state[row] === RENDERED) this.done -= 1;
    this.state[row] = FAILED;
    this.failed += 1;
    this.maybeReport();
  }

  /** Reports at least once a second until stop(), even while nothing finishes. */
  tick(): void {
    this.ticker ??= setInterval(() => {
      if (performance.now() - this.lastReport >= STALL_REPORT_MS) this.report();
    }, STALL_REPORT_MS);
  }

  stop(): void {
    clearInterval(this.ticker);
    this.ticker = undefined;
  }

  /** Reports now, whatever the interval. */
  report(now = performance.now()): void {
    this.lastReport = now;
    const finished = this.done + this.failed;
    const seconds = (now - this.started) / 1000;
    const rate = seconds > 0 ? finished / seconds : 0;
    const progress: BatchProgress = {
      done: this.done,
      failed: this.failed,
      total: this.total,
      recordsPerSecond: rate,
      etaSeconds: finished > 0 && rate > 0 ? (this.total - finished) / rate : Number.NaN,
    };
    try {
      this.sink(progress);
    } catch {
      // a listener that throws must not stop the batch
    }
  }

  private maybeReport(): void {
    const now = performance.now();
    if (now - this.lastReport >= PROGRESS_INTERVAL_MS) this.report(now);
  }
}
