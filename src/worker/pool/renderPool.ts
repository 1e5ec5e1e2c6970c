/**
 * A fixed set of render workers fed from one queue. Works the same over Web Workers and worker_threads: the host
 * supplies `spawn`. A worker that dies (error event, exit) is replaced, and the task it was running is retried once
 * on another worker; a second death fails that task with a clear message.
 */
import type { RenderWorkerApi } from '../engine/renderWorkerApi';

/** A started worker as the pool sees it. */
export interface WorkerSlot {
  /** the worker's API; each call crosses to the worker (Comlink remote) */
  api: Remote<RenderWorkerApi>;
  /** called once if the worker dies; the reason is shown to the user */
  onDeath(listener: (reason: string) => void): void;
  terminate(): void;
}

type Remote<T> = { [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never };

export type Task<T> = (api: Remote<RenderWorkerApi>) => Promise<T>;

export class WorkerDiedError extends Error {}

interface Queued {
  run: Task<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  attempts: number;
}

interface Slot {
  worker: WorkerSlot;
  busy?: Queued;
  dead: boolean;
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
  /** total workers replaced after dying, for tests and reports */
  replaced = 0;
  /** deaths since a task last succeeded: workers that die on start (a broken build) must not be respawned forever */
  private deathsInARow = 0;

  constructor(private readonly spawn: () => WorkerSlot, readonly size: number) {}

  get started(): number {
    return this.slots.length;
  }

  /** Nothing queued and nothing running. */
  get idle(): boolean {
    return this.queue.length === 0 && this.slots.every((slot) => !slot.busy);
  }

  /** Runs `task` on the next free worker. */
  run<T>(task: Task<T>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('The rendering engine is closed'));
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ run: task as Task<unknown>, resolve: resolve as (v: unknown) => void, reject, attempts: 0 });
      this.pump();
    });
  }

  /** Stops every worker; queued tasks fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const queued of this.queue.splice(0)) queued.reject(new Error('The rendering engine was closed'));
    for (const slot of this.slots.splice(0)) {
      slot.dead = true;
      slot.worker.terminate();
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
    slot.worker.onDeath((reason) => this.onDeath(slot, reason));
    this.slots.push(slot);
    return slot;
  }

  private start(slot: Slot, queued: Queued): void {
    slot.busy = queued;
    queued.attempts += 1;
    queued.run(slot.worker.api).then(
      (value) => {
        if (slot.busy !== queued) return; // the worker died and the task was already handed on
        slot.busy = undefined;
        this.deathsInARow = 0;
        queued.resolve(value);
        this.pump();
      },
      (error) => {
        if (slot.busy !== queued) return;
        slot.busy = undefined;
        queued.reject(error);
        this.pump();
      },
    );
  }

  private onDeath(slot: Slot, reason: string): void {
    if (slot.dead) return;
    slot.dead = true;
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    try {
      slot.worker.terminate();
    } catch {
      // already gone
    }
    if (this.closed) return;
    this.replaced += 1;
    this.deathsInARow += 1;
    const lost = slot.busy;
    slot.busy = undefined;
    if (this.deathsInARow > this.size + 2) {
      // Every worker dies whatever it is given: fail what is waiting instead of starting workers forever.
      const failed = lost ? [lost, ...this.queue.splice(0)] : this.queue.splice(0);
      for (const queued of failed) queued.reject(new WorkerDiedError(`Rendering workers keep stopping (${reason})`));
      return;
    }
    if (lost) {
      if (lost.attempts < 2) this.queue.unshift(lost);
      else lost.reject(new WorkerDiedError(`A rendering worker stopped twice on these records (${reason})`));
    }
    this.pump();
  }
}
