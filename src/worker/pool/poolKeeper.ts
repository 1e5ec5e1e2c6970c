/**
 * One pool per requested size, but no idle workers left behind: asking for a different size closes the pools of
 * other sizes that have nothing running (a user who lowers "workers" from 4 to 2 gets 2, not 6).
 */
import { poolSize, RenderPool, type WorkerSlot } from './renderPool';

export class PoolKeeper {
  private readonly pools = new Map<number, RenderPool>();

  constructor(private readonly spawn: () => WorkerSlot, private readonly cores: () => number) {}

  /** The pool for `workers` (default and cap: the machine's cores). */
  get(workers?: number): RenderPool {
    const size = poolSize(this.cores(), workers);
    let pool = this.pools.get(size);
    if (!pool) {
      for (const [otherSize, other] of this.pools) {
        if (other.idle) {
          void other.close();
          this.pools.delete(otherSize);
        }
      }
      pool = new RenderPool(this.spawn, size);
      this.pools.set(size, pool);
    }
    return pool;
  }

  /** Workers replaced after dying, over every pool still open. */
  get replaced(): number {
    return [...this.pools.values()].reduce((sum, pool) => sum + pool.replaced, 0);
  }

  async close(): Promise<void> {
    await Promise.all([...this.pools.values()].map((pool) => pool.close()));
    this.pools.clear();
  }
}
