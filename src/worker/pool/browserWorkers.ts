/** Starting render workers from the coordinator worker (nested dedicated workers, supported by Chromium). */
import * as Comlink from 'comlink';
import type { RenderWorkerApi } from '../engine/renderWorkerApi';
import type { WorkerSlot } from './renderPool';
import { workerSlot } from './workerSlot';

export function spawnBrowserWorker(): WorkerSlot {
  const worker = new Worker(new URL('./render.worker.ts', import.meta.url), { type: 'module', name: 'platen-render' });
  return workerSlot(
    Comlink.wrap<RenderWorkerApi>(worker),
    (die) => {
      // An uncaught error leaves a Web Worker running but in an unknown state: it is treated as dead and replaced.
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        die(event.message || 'the worker failed');
      });
      worker.addEventListener('messageerror', () => die('a message could not be read'));
    },
    () => worker.terminate(),
  );
}
