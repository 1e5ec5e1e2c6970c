/**
 * InIndexOrder is how runBatch writes a ZIP's groups and a merged PDF's runs in row order while workers finish them in
 * any order: it holds a result only until the ones before it are written, writes one at a time, and keeps a failed
 * write's error until the batch asks for it.
 */
import { describe, expect, it } from 'vitest';
import { InIndexOrder } from '../../../../src/worker/coordinator/inIndexOrder';

/** Lets every queued promise callback run. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('InIndexOrder', () => {
  it('writes results that arrive out of order in index order, holding only those that came early', async () => {
    const written: string[] = [];
    const order = new InIndexOrder<string>((result) => {
      written.push(result);
    });
    order.finished(2, 'c');
    order.finished(1, 'b');
    await settled();
    expect(written).toEqual([]);
    expect(order.held).toBe(2);

    order.finished(0, 'a');
    await settled();
    expect(written).toEqual(['a', 'b', 'c']);
    expect(order.held).toBe(0);

    order.finished(4, 'e');
    order.finished(3, 'd');
    await order.written();
    expect(written).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(order.held).toBe(0);
  });

  it('writes one result at a time, in order, when writing takes a while', async () => {
    const written: number[] = [];
    let writing = 0;
    let mostAtOnce = 0;
    const order = new InIndexOrder<number>(async (result) => {
      writing += 1;
      mostAtOnce = Math.max(mostAtOnce, writing);
      await settled();
      written.push(result);
      writing -= 1;
    });
    for (const index of [1, 0, 3, 2, 5, 4, 6]) {
      order.finished(index, index);
      await Promise.resolve();
    }
    await order.written();
    expect(written).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(mostAtOnce).toBe(1);
    expect(order.held).toBe(0);
  });

  it('lets a result go as it is written, while later ones still wait for an earlier one', async () => {
    const order = new InIndexOrder<Uint8Array>(() => undefined);
    order.finished(0, new Uint8Array(8));
    order.finished(2, new Uint8Array(8));
    await settled();
    expect(order.held).toBe(1); // 0 was written and let go; 2 waits for 1
    order.finished(1, new Uint8Array(8));
    await order.written();
    expect(order.held).toBe(0);
  });

  it('holds the first write error until written() and writes nothing after it', async () => {
    const written: number[] = [];
    const order = new InIndexOrder<number>(async (result) => {
      if (result === 1) throw new Error('disk full');
      if (result === 3) throw new Error('a later failure');
      written.push(result);
    });
    order.finished(0, 0);
    expect(order.failed).toBe(false);
    order.finished(1, 1); // fails
    await settled();
    expect(order.failed, 'runBatch starts no more ZIP groups once a write failed').toBe(true);
    // finished() neither throws nor leaves a rejection nobody awaits (vitest would fail the run on one)
    order.finished(3, 3);
    order.finished(2, 2);
    await settled();
    expect(written).toEqual([0]);
    expect(order.held).toBe(0);
    await expect(order.written()).rejects.toThrow('disk full');
    await expect(order.written()).rejects.toThrow('disk full');
  });

  it('holds a failure that comes while later results wait, and lets them go', async () => {
    let fail: (error: Error) => void = () => {};
    const order = new InIndexOrder<number>((result) =>
      result === 0 ? new Promise<void>((_, reject) => (fail = reject)) : undefined,
    );
    order.finished(0, 0);
    await settled();
    order.finished(2, 2);
    order.finished(1, 1);
    expect(order.held).toBe(2);
    fail(new Error('sink closed'));
    await expect(order.written()).rejects.toThrow('sink closed');
    expect(order.held).toBe(0);
  });

  it('resolves at once when nothing was finished', async () => {
    const order = new InIndexOrder<number>(() => {
      throw new Error('never called');
    });
    await expect(order.written()).resolves.toBeUndefined();
  });
});
