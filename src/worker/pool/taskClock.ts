/**
 * The deadline of one running task: each sign from its worker (ready, a record finished) restarts the clock, so a
 * task of many records may run long as long as every record keeps within the limit. A worker that is stuck in a
 * loop, or closed itself (a Web Worker's close() fires no event), falls silent and is stopped when the clock runs out.
 */
import type { TaskSign } from '../engine/renderWorkerApi';
import { COLD_START_MS, type RecordTimeLimit } from './recordTimeLimit';

export class TaskClock {
  private last = performance.now();
  private ready = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  /**
   * `expired` is called once, with the limit (ms) that ran out. `coldStart`: the worker has not answered yet (it may
   * still be loading its code, which under load takes far longer than preparing a template).
   */
  constructor(
    private readonly limit: RecordTimeLimit,
    private readonly expired: (limitMs: number) => void,
    private readonly coldStart = false,
  ) {
    this.arm(this.allowed);
  }

  /** The worker has said something since `time` (performance.now()). */
  heardSince(time: number): boolean {
    return this.last > time;
  }

  heard(sign: TaskSign): void {
    if (sign.kind === 'field') return; // where a record is, not that it finished: the limit stays per record
    const now = performance.now();
    if (sign.kind === 'record' && this.ready) this.limit.sample(now - this.last);
    this.last = now;
    if (sign.kind === 'ready' && !this.ready) {
      // The record limit is shorter than the startup allowance the timer was set for.
      this.ready = true;
      this.stop();
      this.arm(this.allowed);
    }
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private get allowed(): number {
    if (this.ready) return this.limit.recordMs;
    return this.coldStart ? COLD_START_MS : this.limit.startupMs;
  }

  // One timer per task, re-armed only when it fires: a sign costs no timer call (there are thousands a second).
  private arm(ms: number): void {
    this.timer = setTimeout(() => {
      const allowed = this.allowed;
      const silent = performance.now() - this.last;
      if (silent >= allowed) {
        this.timer = undefined;
        this.expired(allowed);
      } else this.arm(allowed - silent);
    }, ms);
  }
}
