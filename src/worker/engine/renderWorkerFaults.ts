/**
 * Test-only faults for the fault suites (tests/unit/worker/pool/pool.test.ts, tests/e2e/faults.e2e.ts): a record holding
 * the value `platen-fault:close` (or spin, throw, oom) makes the render worker misbehave just before that record, as a
 * broken plugin or a runaway expression would. Never wired into a shipped worker: render.worker.ts passes it only
 * in a build made with VITE_PLATEN_FAULT_HOOK=1, spawnNodeWorker only when a test asks for it.
 */
import type { DataRecord } from '../../templates/types';

export const FAULT_PREFIX = 'platen-fault:';

export type Fault = 'close' | 'spin' | 'throw' | 'oom';

/** Looks at one record and acts out the fault it names, if any. */
export type FaultHook = (record: DataRecord) => void;

function faultOf(record: DataRecord): Fault | undefined {
  for (const value of Object.values(record)) {
    if (typeof value !== 'string' || !value.startsWith(FAULT_PREFIX)) continue;
    const fault = value.slice(FAULT_PREFIX.length);
    if (fault === 'close' || fault === 'spin' || fault === 'throw' || fault === 'oom') return fault;
  }
  return undefined;
}

export const actOutFault: FaultHook = (record) => {
  const fault = faultOf(record);
  if (fault === 'close') {
    // A Web Worker's close() fires no event at all; a worker thread has no close() and ends with an exit event.
    const scope = globalThis as { close?: () => void; process?: { exit(code: number): never } };
    if (typeof scope.close === 'function') scope.close();
    else scope.process?.exit(0);
  } else if (fault === 'spin') {
    for (let spins = 0; spins >= 0; spins = (spins + 1) % 1_000_000);
  } else if (fault === 'throw') {
    // From a timer, so it escapes Comlink's handler and reaches the worker's error event, as a crash in a plugin does.
    setTimeout(() => {
      throw new Error('render worker fault: thrown on purpose (test)');
    });
  } else if (fault === 'oom') {
    const hog: number[][] = [];
    for (;;) hog.push(new Array(1 << 20).fill(hog.length + 0.5));
  }
};
