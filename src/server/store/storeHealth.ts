/**
 * The output store as a dependency of `platen serve` (src/server/http/health.ts): reachable when a small value can be
 * written and read back, which is what a batch needs of it. Checked at most every few seconds, so a load balancer
 * probing often does not write as often.
 */
import type { Dependency } from '../http/health';
import type { OutputStore } from './outputStore';

const PROBE_KEY = 'health/probe';
const REUSE_MS = 5000;

export function storeDependency(store: OutputStore, described: string): Dependency {
  let last: { at: number; problem: Promise<string | null> } | undefined;
  const probe = async (): Promise<string | null> => {
    const stamp = Buffer.from(String(Date.now()));
    await store.put(PROBE_KEY, stamp);
    const back = await store.get(PROBE_KEY);
    return back && Buffer.from(back).equals(stamp) ? null : `the store (${described}) did not give back what was written to it`;
  };
  return {
    name: 'store',
    check() {
      if (!last || Date.now() - last.at > REUSE_MS) {
        last = { at: Date.now(), problem: probe().catch((error: Error) => `the store (${described}) cannot be written: ${error.message}`) };
      }
      return last.problem;
    },
  };
}
