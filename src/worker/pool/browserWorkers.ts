/** Starting render workers from the coordinator worker (nested dedicated workers, supported by Chromium). */
import * as Comlink from 'comlink';
import type { RenderWorkerApi } from '../engine/renderWorkerApi';
import type { WorkerSlot } from './renderPool';

export function spawnBrowserWorker(): WorkerSlot {
  const worker = new Worker(new URL('./render.worker.ts', import.meta.url), { type: 'module', name: 'platen-render' });
  const api = Comlink.wrap<RenderWorkerApi>(worker);
  let dead = false;
  const listeners: ((reason: string) => void)[] = [];
  const die = (reason: string) => {
    if (dead) return;
    dead = true;
    for (const listener of listeners) listener(reason);
  };
  // An uncaught error leaves a Web Worker running but in an unknown state: it is treated as dead and replaced.
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    die(event.message || 'the worker failed');
  });
  worker.addEventListener('messageerror', () => die('a message could not be read'));
  return {
    api: api as unknown as WorkerSlot['api'],
    onDeath: (listener) => listeners.push(listener),
    terminate: () => {
      dead = true;
      api[Comlink.releaseProxy]();
      worker.terminate();
    },
  };
}
