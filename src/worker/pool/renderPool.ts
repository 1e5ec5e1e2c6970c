/**
 * A fixed set of render workers fed from one queue. Works the same over Web Workers and worker_threads: the host
 * supplies `spawn`. A worker is lost when it dies (error or exit event) or, for a task run with a time limit, when
 * it falls silent for longer than the limit (an endless loop; a Web Worker that called close(), which fires no
 * event): it is stopped and replaced, and its task is retried (`retries`, default once) or fails with
 * WorkerLostError. A cancelled task (its AbortSignal) never starts, or its worker is stopped after a short grace.
 */
import type { RenderWorkerApi, TaskSign } from '../engine/renderWorkerApi';
import { TaskCancelledError, WorkerLostError } from './poolErrors';
import { secondsText, type RecordTimeLimit } from './recordTimeLimit';
import { TaskClock } from './taskClock';

export { TaskCancelledError, WorkerLostError } from './poolErrors';

/** A started worker as the pool sees it. */
export interface WorkerSlot {
  /** the worker's API; each call crosses to the worker (Comlink remote) */
  api: Remote<RenderWorkerApi>;
  /** called once if the worker dies; the reason is shown to the user */
  onDeath(listener: (reason: string) => void): void;
  terminate(): void;
}

type Remote<T> = { [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never };

/** What a task tells the pool: each sign its worker sends (restarts the task's clock). */
export interface TaskWatch {
  heard(sign: TaskSign): void;
}

export type Task<T> = (api: Remote<RenderWorkerApi>, watch: TaskWatch) => Promise<T>;

export interface RunOptions {
  /** the time a record may take; without it a task may run forever */
  limit?: RecordTimeLimit;
  signal?: AbortSignal;
  /** runs on a fresh worker after the worker is lost; default 1 */
  retries?: number;
  /** what the task does, as the time limit's message says it: "rendering" (default), "checking", "laying out"… */
  activity?: string;
}

/** ms a cancelled task has to finish by itself (and hand back what it made) before its worker is stopped */
export const CANCEL_GRACE_MS = 400;
/** ms a cancelled task that is still speaking may stay silent before its worker is stopped after all */
export const CANCEL_PATIENCE_MS = 5000;

interface Queued {
  run: Task<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  options: RunOptions;
  retriesLeft: number;
}

interface Slot {
  worker: WorkerSlot;
  busy?: Queued;
  clock?: TaskClock;
  dead: boolean;
  /** the worker has sent a sign: it is running */
  warm?: boolean;
}

/** Worker count for this machine: its cores, at least 1, capped by what the caller asked for. */
export function poolSize(cores: number, requested?: number): number {
  const machine = Math.max(1, Math.floor(cores) || 1);
  return requested && requested > 0 ? Math.max(1, Math.min(machine, Math.floor(requested))) : machine;
}

export class RenderPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Queued[] = [];
  private closed = false;
  /** total workers replaced after dying or being stopped for a time limit, for tests and reports */
  replaced = 0;
  /** losses since a record last rendered: workers that die whatever they are given must not be respawned forever */
  private lossesInARow = 0;
  private readonly waiting = new WeakMap<AbortSignal, Set<Queued>>();

  constructor(private readonly spawn: () => WorkerSlot, readonly size: number) {}

  get started(): number {
    return this.slots.length;
  }

  /**
   * Starts up to `count` workers now, before any task: a worker spends its first half second loading the engine, and
   * started early it does so while the caller reads its files (the CLI), not after.
   */
  prestart(count: number): void {
    while (!this.closed && this.slots.length < Math.min(count, this.size)) this.startWorker();
  }

  /** Nothing queued and nothing running. */
  get idle(): boolean {
    return this.queue.length === 0 && this.slots.every((slot) => !slot.busy);
  }

  /** Runs `task` on the next free worker. */
  run<T>(task: Task<T>, options: RunOptions = {}): Promise<T> {
    if (this.closed) return Promise.reject(new Error('The rendering engine is closed'));
    if (options.signal?.aborted) return Promise.reject(new TaskCancelledError());
    return new Promise<T>((resolve, reject) => {
      const { signal } = options;
      const settled = () => signal && this.waiting.get(signal)?.delete(queued);
      const queued: Queued = {
        run: task as Task<unknown>,
        resolve: (value) => (settled(), resolve(value as T)),
        reject: (error) => (settled(), reject(error)),
        options,
        retriesLeft: options.retries ?? 1,
      };
      if (signal) this.watchSignal(signal).add(queued);
      this.queue.push(queued);
      this.pump();
    });
  }

  /**
   * The tasks waiting on one AbortSignal, with one listener for all of them: a batch of thousands of records queues
   * many tasks on its one signal, and a listener each made Node warn of a leak (MaxListenersExceededWarning).
   */
  private watchSignal(signal: AbortSignal): Set<Queued> {
    let tasks = this.waiting.get(signal);
    if (!tasks) {
      const watched = new Set<Queued>();
      signal.addEventListener('abort', () => [...watched].forEach((queued) => this.cancel(queued)), { once: true });
      this.waiting.set(signal, watched);
      tasks = watched;
    }
    return tasks;
  }

  /** Stops every worker; queued and running tasks fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const queued of this.queue.splice(0)) queued.reject(new Error('The rendering engine was closed'));
    for (const slot of this.slots.splice(0)) {
      slot.dead = true;
      slot.clock?.stop();
      slot.worker.terminate();
      slot.busy?.reject(new Error('The rendering engine was closed'));
    }
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => !s.busy && !s.dead);
      if (!slot && this.slots.length < this.size) slot = this.startWorker();
      if (!slot) return;
      this.start(slot, this.queue.shift()!);
    }
  }

  private startWorker(): Slot {
    const slot: Slot = { worker: this.spawn(), dead: false };
    slot.worker.onDeath((reason) => this.lose(slot, new WorkerLostError(`the rendering worker stopped (${reason})`)));
    this.slots.push(slot);
    return slot;
  }

  private start(slot: Slot, queued: Queued): void {
    slot.busy = queued;
    const { limit, activity = 'rendering' } = queued.options;
    const expired = (ms: number) =>
      this.lose(slot, new WorkerLostError(`${activity} took longer than ${secondsText(ms)}; the worker was stopped`), limit?.ranOut() === false ? 'slow' : 'lost');
    slot.clock = limit && new TaskClock(limit, expired, !slot.warm);
    const watch: TaskWatch = {
      heard: (sign) => {
        if (slot.busy !== queued) return; // a late message from a task already handed on
        slot.warm = true;
        slot.clock?.heard(sign);
        if (sign.kind === 'record' && sign.ok) this.lossesInARow = 0;
      },
    };
    const settle = (outcome: () => void) => {
      if (slot.busy !== queued) return; // the worker was lost and the task already handed on
      slot.clock?.stop();
      slot.busy = slot.clock = undefined;
      outcome();
      this.pump();
    };
    queued.run(slot.worker.api, watch).then(
      (value) => settle(() => {
        this.lossesInARow = 0;
        queued.resolve(value);
      }),
      (error) => settle(() => queued.reject(error)),
    );
  }

  private cancel(queued: Queued): void {
    const waiting = this.queue.indexOf(queued);
    if (waiting >= 0) {
      this.queue.splice(waiting, 1);
      queued.reject(new TaskCancelledError());
      return;
    }
    // A running task usually stops by itself within a record (its worker hears the cancel) and hands back what it
    // made; one stuck in a loop never will, so its worker is stopped. A worker that has spoken since the cancel is
    // running and is left to finish (saving the records it made) for as long as it keeps speaking: one that said
    // "ready" just after the cancel and then went into a loop (seen on a loaded machine, where a worker still
    // preparing its template answers late) would otherwise be waited for under the batch's own limit, which may be
    // none at all.
    const watch = (since: number, wait: number) =>
      setTimeout(() => {
        const slot = this.slots.find((s) => s.busy === queued);
        if (!slot) return;
        if (slot.clock?.heardSince(since)) watch(performance.now(), CANCEL_PATIENCE_MS);
        else this.lose(slot, new TaskCancelledError(), 'cancel');
      }, wait);
    watch(performance.now(), CANCEL_GRACE_MS);
  }

  /**
   * Stops and forgets a worker; its task is retried, or fails with `error`. `how`: 'lost' (died, or stuck past its
   * limit), 'slow' (ran out of a limit that has since grown: retried without using up its retry or counting towards
   * giving up), 'cancel'.
   */
  private lose(slot: Slot, error: Error, how: 'lost' | 'slow' | 'cancel' = 'lost'): void {
    const counts = how === 'lost';
    if (slot.dead) return;
    slot.dead = true;
    slot.clock?.stop();
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    try {
      slot.worker.terminate();
    } catch {
      // already gone
    }
    const lost = slot.busy;
    slot.busy = slot.clock = undefined;
    if (this.closed) return void lost?.reject(new Error('The rendering engine was closed'));
    if (how !== 'cancel') this.replaced += 1;
    if (counts) this.lossesInARow += 1;
    if (counts && this.lossesInARow > this.size + 2) {
      // Every worker is lost whatever it is given: fail what is waiting instead of starting workers forever.
      const giveUp = new WorkerLostError(`rendering workers keep stopping (${error.message})`, false);
      for (const queued of lost ? [lost, ...this.queue.splice(0)] : this.queue.splice(0)) queued.reject(giveUp);
      return;
    }
    if (lost) {
      if (how === 'slow' && !lost.options.signal?.aborted) this.queue.unshift(lost);
      else if (error instanceof WorkerLostError && lost.retriesLeft > 0 && !lost.options.signal?.aborted) {
        lost.retriesLeft -= 1;
        this.queue.unshift(lost);
      } else lost.reject(error);
    }
    this.pump();
  }
}
