/**
 * One task on a render worker under a time limit, for the coordinator's own calls (preview, canvas layout, barcode
 * pictures): the answer, or why there is none as a value — the limit ran out (the worker was stopped and is
 * replaced), the worker was lost — with the field the worker said it was drawing. Never rejects, never hangs.
 */
import type { SignPort } from '../engine/renderWorkerApi';
import { withSigns } from './taskSigns';
import type { RenderPool, Task } from './renderPool';
import { RecordTimeLimit } from './recordTimeLimit';

type RenderApi = Parameters<Task<unknown>>[0];

export type Watched<T> = { ok: true; value: T } | { ok: false; message: string; field?: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * `limitMs`: what the one record may take once the worker is ready (a fresh worker first gets its start-up
 * allowance, src/worker/pool/taskClock.ts). `activity` words the limit's message ("laying out took longer than…").
 */
export async function runWatched<T>(
  pool: RenderPool,
  limitMs: number,
  activity: string,
  task: (api: RenderApi, signs: SignPort) => Promise<T>,
): Promise<Watched<T>> {
  let field: string | undefined;
  try {
    const value = await pool.run(
      (api, watch) =>
        withSigns((sign) => {
          if (sign.kind === 'field') field = sign.name;
          watch.heard(sign);
          return true;
        }, (signs) => task(api, signs)),
      // Not retried: a record that ran away once would only run away again, and the user waits for the answer.
      { limit: new RecordTimeLimit(limitMs), retries: 0, activity },
    );
    return { ok: true, value };
  } catch (error) {
    return { ok: false, message: messageOf(error), field };
  }
}
