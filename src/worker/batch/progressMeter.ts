/** Batch progress with rate and ETA, reported at most ~10 times a second (and always at the end). */
import type { BatchProgress, ProgressSink } from '../api';

export const PROGRESS_INTERVAL_MS = 100;

export class ProgressMeter {
  done = 0;
  failed = 0;
  private readonly started = performance.now();
  private lastReport = -Infinity;

  constructor(readonly total: number, private readonly sink: ProgressSink) {}

  get elapsedMs(): number {
    return performance.now() - this.started;
  }

  /** Counts finished records and reports if the last report is old enough. */
  add(done: number, failed: number): void {
    if (done === 0 && failed === 0) return;
    this.done += done;
    this.failed += failed;
    const now = performance.now();
    if (now - this.lastReport >= PROGRESS_INTERVAL_MS) this.report(now);
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
}
