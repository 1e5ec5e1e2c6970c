import type { Dealt } from '../../templates/types';

/**
 * Runs `work` over `items` with at most `width` running at once, the next starting as one ends; resolves when all
 * have ended. runBatch deals a ZIP batch out this way: starting every group of a 10,000-record batch at once kept
 * 2,500 tasks, their closures and their promises alive in the coordinator for the whole batch (its young generation
 * grew from 9 to 30 MB), where a window a few tasks deep per worker keeps the workers just as busy.
 */
export async function inWindows<T>(items: Dealt<T>, width: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      await work(items.at(index) as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(width, items.length)) }, lane));
}
