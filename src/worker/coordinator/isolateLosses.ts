/**
 * Records run in tasks of several; when a task's worker is lost (crashed, ran out of memory, stuck past its time
 * limit, closed itself) the records that did not cause it must not fail with it (issue #9). The records its worker
 * reported finished are innocent and run again together; the first one it did not report is the suspect and runs
 * alone; the rest run again as they were. A record lost twice, alone, fails with the reason. Every loss counts
 * against one record or shrinks a task, so this ends.
 */
import { TaskCancelledError, WorkerLostError } from '../pool/poolErrors';

export interface IsolatedTasks<R> {
  /** runs `rows` as one task; `heard(row)` as each record is finished */
  attempt(rows: number[], heard: (row: number) => void): Promise<R>;
  settle(rows: number[], result: R): void;
  fail(row: number, message: string): void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs `rows`, retrying around lost workers; `losses` counts each record's losses over the whole batch. */
export async function runIsolating<R>(rows: number[], tasks: IsolatedTasks<R>, losses: Map<number, number>): Promise<void> {
  if (rows.length === 0) return;
  const heard = new Set<number>();
  let result: R;
  try {
    result = await tasks.attempt(rows, (row) => heard.add(row));
  } catch (error) {
    if (error instanceof TaskCancelledError) return; // cancelled: the rows stay "not rendered"
    if (!(error instanceof WorkerLostError) || !error.retryable) {
      for (const row of rows) tasks.fail(row, messageOf(error));
      return;
    }
    const unheard = rows.findIndex((row) => !heard.has(row));
    if (unheard < 0 && rows.length > 1) {
      // Lost after every record was done (while saving): no suspect, so halve the task until one is found.
      const half = rows.length >> 1;
      await Promise.all([runIsolating(rows.slice(0, half), tasks, losses), runIsolating(rows.slice(half), tasks, losses)]);
      return;
    }
    const at = Math.max(0, unheard);
    const suspect = rows[at];
    const count = (losses.get(suspect) ?? 0) + 1;
    losses.set(suspect, count);
    const alone = rows.length === 1;
    await Promise.all([
      runIsolating(rows.slice(0, at), tasks, losses),
      count >= 2 && alone ? tasks.fail(suspect, error.message) : runIsolating([suspect], tasks, losses),
      runIsolating(rows.slice(at + 1), tasks, losses),
    ]);
    return;
  }
  tasks.settle(rows, result);
}
