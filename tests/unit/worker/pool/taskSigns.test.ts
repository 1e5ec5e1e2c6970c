/**
 * A task's signs travel one way on a port of their own (taskSigns.ts): every sign the worker posts is heard, in order,
 * without an answer; the first sign heard after the batch is cancelled sends the worker one STOP_SIGN; the port is
 * closed when the call settles, returned or thrown.
 */
import { describe, expect, it } from 'vitest';
import { STOP_SIGN, type SignPort, type TaskSign } from '../../../../src/worker/engine/renderWorkerApi';
import { withSigns } from '../../../../src/worker/pool/taskSigns';

/** What the worker's end hears; `quiet` lets the event loop turn for a while. */
function listen(port: SignPort): { heard: unknown[]; quiet: () => Promise<void> } {
  const heard: unknown[] = [];
  port.addEventListener('message', (event: MessageEvent) => void heard.push(event.data));
  port.start();
  return { heard, quiet: () => new Promise((resolve) => setTimeout(resolve, 50)) };
}

const record = (row: number): TaskSign => ({ kind: 'record', row, ok: true });

describe('task signs', () => {
  it('hears every sign in order, and sends one stop once a sign is answered false', async () => {
    const heard: TaskSign[] = [];
    let cancelled = false;
    const stops = await withSigns(
      (sign) => {
        heard.push(sign);
        if (sign.kind === 'record' && sign.row === 2) cancelled = true;
        return !cancelled;
      },
      async (port) => {
        const worker = listen(port);
        port.postMessage({ kind: 'ready' } satisfies TaskSign);
        for (let row = 0; row < 5; row += 1) port.postMessage(record(row));
        // the stop is a message: it arrives after the signs are heard, as a worker's next record would find it
        while (heard.length < 6 || worker.heard.length === 0) await worker.quiet();
        await worker.quiet(); // a second stop, if one were sent, was posted before the first arrived
        port.close();
        return worker.heard;
      },
    );
    expect(heard).toEqual([{ kind: 'ready' }, record(0), record(1), record(2), record(3), record(4)]);
    expect(stops).toEqual([STOP_SIGN]);
  });

  it('stops hearing once the call has settled, returned or thrown', async () => {
    let kept: SignPort | undefined;
    const heard: TaskSign[] = [];
    const hear = (sign: TaskSign) => {
      heard.push(sign);
      return true;
    };
    await withSigns(hear, async (port) => {
      kept = port;
      port.start();
    });
    kept!.postMessage(record(7));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual([]);
    await expect(withSigns(() => true, async () => {
      throw new Error('worker lost');
    })).rejects.toThrow('worker lost');
  });
});
