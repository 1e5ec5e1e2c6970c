/**
 * BullMQ's close() can wait forever for an ioredis 'end' event that a connection without a socket never emits: seen
 * here once after a Redis restart (the redisRestart test's teardown hung with the batch already done), and reported
 * upstream for a worker whose Redis is unreachable (taskforcesh/bullmq#4656). A stop must not hang a service manager,
 * so these closes get a grace period once there is nothing left to wait for, then the caller drops its connections.
 */

/** ms a close may take once no job is running, before it is given up on and the connections are dropped */
export const CLOSE_GRACE_MS = 10_000;

/** Resolves when `closing` settles (true), or `graceMs` after `idle` resolves (false); never rejects. */
export async function settledWithin(closing: Promise<unknown>, idle: Promise<void>, graceMs = CLOSE_GRACE_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = idle.then(() => new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), graceMs))));
  try {
    return await Promise.race([closing.then(() => true, () => true), gaveUp]);
  } finally {
    clearTimeout(timer);
  }
}

/** Counts running jobs; `idle()` resolves whenever none is running (at once if none is). */
export class RunningJobs {
  private count = 0;
  private waiters: (() => void)[] = [];

  async track<T>(run: () => Promise<T>): Promise<T> {
    this.count += 1;
    try {
      return await run();
    } finally {
      this.count -= 1;
      if (this.count === 0) for (const wake of this.waiters.splice(0)) wake();
    }
  }

  idle(): Promise<void> {
    return this.count === 0 ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }
}
