/** A pool slot around one render worker, of either kind (a Web Worker, or a Node worker thread). */
import * as Comlink from 'comlink';
import type { RenderWorkerApi } from '../engine/renderWorkerApi';
import type { WorkerSlot } from './renderPool';

/**
 * `watch` wires the worker's own failure events to `die`; the pool hears of a death once, whichever event came
 * first, and never of a worker it terminated on purpose. `stop` ends the worker itself.
 */
export function workerSlot(
  api: Comlink.Remote<RenderWorkerApi>,
  watch: (die: (reason: string) => void) => void,
  stop: () => void,
): WorkerSlot {
  let dead = false;
  const listeners: ((reason: string) => void)[] = [];
  watch((reason) => {
    if (dead) return;
    dead = true;
    for (const listener of listeners) listener(reason);
  });
  return {
    api: api as unknown as WorkerSlot['api'],
    onDeath: (listener) => listeners.push(listener),
    terminate: () => {
      dead = true;
      api[Comlink.releaseProxy]();
      stop();
    },
  };
}
