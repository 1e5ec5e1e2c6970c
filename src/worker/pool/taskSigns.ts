/**
 * A task's signs (TaskSign in renderWorkerApi.ts) travel one way, on a MessagePort of their own: the render worker
 * posts one after each record and never waits, and a cancel comes back as one message, "stop". Signs were Comlink
 * proxy calls: a request, a reply and a promise for each record, ~4 % of a render worker's time on an invoice and as
 * much again for its coordinator (issue #23).
 *
 * A sign still in flight when its task settles is dropped with the port. Only a lost worker's signs matter after it
 * (isolateLosses.ts); one dropped there makes an innocent record the suspect, which then runs alone and is rendered.
 */
import * as Comlink from 'comlink';
import { STOP_SIGN, type SignPort, type TaskSign } from '../engine/renderWorkerApi';

/** Hears a task's signs; false asks the task to stop before its next record (a cancelled batch). */
export type SignHearer = (sign: TaskSign) => boolean;

/**
 * Runs `call` with a sign port for the worker (transferred with the call), hearing its signs with `hear` until the
 * call settles.
 */
export async function withSigns<T>(hear: SignHearer, call: (port: SignPort) => Promise<T>): Promise<T> {
  const { port1, port2 } = new MessageChannel();
  let stopSent = false;
  port1.addEventListener('message', (event: MessageEvent<TaskSign>) => {
    if (hear(event.data) || stopSent) return;
    stopSent = true;
    port1.postMessage(STOP_SIGN);
  });
  port1.start();
  try {
    return await call(Comlink.transfer(port2, [port2]));
  } finally {
    port1.close();
  }
}
