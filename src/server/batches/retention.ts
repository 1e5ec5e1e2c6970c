/**
 * Retention (issue #20: outputs, chunks, .part files and Redis keys were kept forever): `platen serve --retain 7d`
 * removes every batch that ended longer ago than that, its files (output, chunks, unfinished writes) and its state.
 * Each runner says which batches there are and when each ended (BatchRunner.sweep); the loop and the timer are here.
 * A batch still queued or running is never removed, however old.
 */
import type { BatchRunner } from './batchRunner';
import { BATCHES_PREFIX, type OutputStore } from '../store/outputStore';

/** One week, in ms: `--retain`'s default. */
export const DEFAULT_RETAIN_MS = 7 * 24 * 3600_000;
/** The sweep runs this often at most (and at least every tenth of the retention, for a short one). */
const LONGEST_SWEEP_INTERVAL_MS = 3600_000;
const SHORTEST_SWEEP_INTERVAL_MS = 1000;

const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3600_000, d: 24 * 3600_000 };

/** '7d', '12h', '30m' or '45s' in ms; undefined when it is none of these. */
export function parseDuration(text: string): number | undefined {
  const found = /^(\d+)([smhd])$/.exec(text.trim());
  if (!found) return undefined;
  const ms = Number(found[1]) * UNITS[found[2]];
  return ms > 0 ? ms : undefined;
}

/** What a runner knows of its batches, for the sweep. */
export interface SweepSource {
  store: OutputStore;
  /** every batch id the runner may hold anything of */
  candidates(): Promise<Iterable<string>>;
  /** ms since the epoch when the batch ended (or its files last changed); 'live' while it runs; undefined: nothing */
  endedAt(id: string): Promise<number | 'live' | undefined>;
  /** removes the runner's own state of the batch (Redis keys, index entries) */
  forget(id: string): Promise<void>;
}

/** Removes every batch that ended before `before` (ms since the epoch); answers how many were removed. */
export async function sweepExpired(source: SweepSource, before: number): Promise<number> {
  let removed = 0;
  for (const id of await source.candidates()) {
    const ended = await source.endedAt(id);
    if (ended === 'live' || (ended !== undefined && ended >= before)) continue;
    // Files first: state without files is an answer ("no output"), files without state would never be found again.
    await source.store.remove(`${BATCHES_PREFIX}${id}/`);
    await source.forget(id);
    removed += 1;
  }
  return removed;
}

export interface Retention {
  stop(): Promise<void>;
}

/** Sweeps now and then every so often until stopped; failures are told to `log` and the next sweep tries again. */
export function startRetention(runner: Pick<BatchRunner, 'sweep'>, retainMs: number, log: (message: string) => void): Retention {
  const interval = Math.min(LONGEST_SWEEP_INTERVAL_MS, Math.max(SHORTEST_SWEEP_INTERVAL_MS, retainMs / 10));
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = runner
      .sweep(Date.now() - retainMs)
      .then((removed) => void (removed > 0 && log(`retention: removed ${removed} batch${removed === 1 ? '' : 'es'} that ended over ${retainMs / 1000} s ago`)))
      .catch((error: Error) => log(`retention: the sweep stopped early (${error.message}); it runs again later`))
      .finally(() => {
        if (!stopped) timer = setTimeout(sweep, interval);
      });
  };
  sweep();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
