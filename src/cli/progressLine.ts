/**
 * Batch progress on stderr: one line rewritten in place on a terminal, plain lines (at most one every few seconds)
 * when stderr is a file or a pipe, so CI logs stay readable.
 */
import type { ProgressStream } from '../node/io';
import type { BatchProgress } from '../worker/api';

export type { ProgressStream };

/** "1,234/5,000 records · 210 records/s · ETA 0:18 · 2 failed" */
export function formatProgress(progress: BatchProgress): string {
  const n = (value: number) => value.toLocaleString('en-US');
  // `done` counts written records only; the user watches records processed, failed ones included.
  const processed = progress.done + progress.failed;
  const parts = [`${n(processed)}/${n(progress.total)} records`];
  if (progress.recordsPerSecond > 0) parts.push(`${progress.recordsPerSecond.toFixed(progress.recordsPerSecond < 10 ? 1 : 0)} records/s`);
  // ETA from the speed shown beside it, so the two always agree; the engine's estimate when there is no speed yet.
  const eta = progress.recordsPerSecond > 0 ? (progress.total - processed) / progress.recordsPerSecond : progress.etaSeconds;
  if (Number.isFinite(eta) && processed < progress.total) parts.push(`ETA ${formatClock(eta)}`);
  if (progress.failed > 0) parts.push(`${n(progress.failed)} failed`);
  return parts.join(' · ');
}

/** Seconds as "4.2 s" under a minute, else m:ss or h:mm:ss. */
export function formatDuration(seconds: number): string {
  return seconds < 59.95 ? `${seconds.toFixed(1)} s` : formatClock(seconds);
}

/** Seconds as m:ss or h:mm:ss (an ETA reads better as a clock). */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

export interface ProgressReporter {
  update(progress: BatchProgress): void;
  /** final line; on a terminal, ends the rewritten line */
  done(progress: BatchProgress | undefined): void;
}

/** A reporter writing to `stream`; `quiet` prints nothing. */
export function createProgressReporter(stream: ProgressStream, quiet: boolean, plainIntervalMs = 2000): ProgressReporter {
  if (quiet) return { update() {}, done() {} };
  let lastPlain = 0;
  let lastLine = '';
  let lastTty = 0;
  let shown = false;
  return {
    update(progress) {
      const now = Date.now();
      if (stream.isTTY) {
        if (now - lastTty < 100 && progress.done + progress.failed < progress.total) return;
        lastTty = now;
        const line = formatProgress(progress).slice(0, Math.max(20, (stream.columns || 80) - 1));
        stream.write(`\r\x1b[2K${line}`);
        shown = true;
      } else if (now - lastPlain >= plainIntervalMs) {
        lastPlain = now;
        lastLine = formatProgress(progress);
        stream.write(`${lastLine}\n`);
      }
    },
    done(progress) {
      if (stream.isTTY) {
        if (progress) stream.write(`\r\x1b[2K${formatProgress(progress)}\n`);
        else if (shown) stream.write('\n');
      } else if (progress && formatProgress(progress) !== lastLine) {
        stream.write(`${formatProgress(progress)}\n`);
      }
    },
  };
}
