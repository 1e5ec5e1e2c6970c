/**
 * How long one record may take before its worker is presumed stuck (an endless loop, a runaway pdfme expression,
 * a worker that closed itself and will never answer: issue #9). Generous by default, a multiple of the batch's own
 * median record time, so a slow machine or a heavy template is not mistaken for a stuck worker.
 */

/** ms allowed per record until the batch has a median of its own */
export const FIRST_RECORDS_MS = 10_000;
/** the default limit is this many times the median record time... */
export const MEDIAN_MULTIPLE = 20;
/** ...but never less than this (ms): a GC pause or a busy machine must not fail a record */
export const MIN_RECORD_MS = 10_000;
/** ...nor more (ms) */
export const MAX_RECORD_MS = 60_000;
/**
 * ms one record may take in a preview render, a canvas layout or preflight once its worker is ready (the page waits
 * for these, so the limit is fixed rather than learnt from a median; --record-timeout sets it in the CLI)
 */
export const PREVIEW_RECORD_MS = 20_000;
/** ms a worker may take to get ready for a task (load fonts, prepare the template) before its first record */
export const STARTUP_MS = 30_000;
/** ms a new worker may take to start and get ready: loading the engine's code in a thread is slow on a busy machine */
export const COLD_START_MS = 120_000;

/** Record times kept for the median: the most recent ones, so a batch that slows down is followed. */
const SAMPLES = 255;
/** records timed before the median is trusted */
const MIN_SAMPLES = 5;

/** The default limit's bounds (ms); tests narrow them to see a slow machine in a moment. */
export interface LimitBounds {
  firstMs: number;
  minMs: number;
  maxMs: number;
}

const DEFAULT_BOUNDS: LimitBounds = { firstMs: FIRST_RECORDS_MS, minMs: MIN_RECORD_MS, maxMs: MAX_RECORD_MS };

export class RecordTimeLimit {
  private readonly samples: number[] = [];
  private next = 0;
  private median: number | undefined;
  /** raised each time a record runs out of a default limit below the maximum: see ranOut() */
  private floorMs = 0;

  /** `fixedMs`: the user's own limit (--record-timeout, BatchOptions.recordTimeoutMs); otherwise the default. */
  constructor(
    readonly fixedMs?: number,
    private readonly bounds: LimitBounds = DEFAULT_BOUNDS,
  ) {}

  /**
   * A record ran out of its time. Before the batch has a pace of its own (fewer than MIN_SAMPLES records timed) this
   * may be a loaded machine rather than a stuck worker: a 2-core laptop busy with other work ran every first record
   * past 10 s, and the pool then gave up on all 10,000. So until then the limit doubles, up to the maximum, and the
   * loss is not held against the batch. Returns true when the worker counts as stuck: the user's own limit ran out,
   * the batch's pace is known, or the limit was already at its maximum.
   */
  ranOut(): boolean {
    if (this.fixedMs !== undefined || this.samples.length >= MIN_SAMPLES) return true;
    const current = this.recordMs;
    if (current >= this.bounds.maxMs) return true;
    this.floorMs = Math.min(this.bounds.maxMs, current * 2);
    return false;
  }

  /** One record's time (ms), from the previous sign of its worker. */
  sample(ms: number): void {
    if (this.samples.length < SAMPLES) this.samples.push(ms);
    else this.samples[this.next] = ms;
    this.next = (this.next + 1) % SAMPLES;
    this.median = undefined;
  }

  /** ms one record may take now. */
  get recordMs(): number {
    if (this.fixedMs !== undefined) return this.fixedMs;
    const { firstMs, minMs, maxMs } = this.bounds;
    if (this.samples.length < MIN_SAMPLES) return Math.max(firstMs, this.floorMs);
    this.median ??= [...this.samples].sort((a, b) => a - b)[this.samples.length >> 1];
    return Math.min(maxMs, Math.max(minMs, this.floorMs, MEDIAN_MULTIPLE * this.median));
  }

  /** ms a task may take before its worker says it is ready (fonts and template prepared). */
  get startupMs(): number {
    return Math.max(STARTUP_MS, this.recordMs);
  }
}

/** "30 s", "1.5 s": a limit as the user reads it. */
export function secondsText(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : Number(seconds.toFixed(1))} s`;
}
