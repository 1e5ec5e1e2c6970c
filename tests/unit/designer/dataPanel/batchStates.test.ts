import { describe, expect, it } from 'vitest';
import { renameBatchKey, showBatchOf, updateBatchOf } from '../../../../src/designer/dataPanel/batchStates';
import { dataSession } from '../../../../src/designer/dataPanel/dataSession';

const shown = () => dataSession.get().batch;
const show = (key: string) => dataSession.set({ batch: showBatchOf(key) });

describe('each template keeps its own batch', () => {
  it('parks a batch when another template opens, follows it while it runs there, and brings it back', () => {
    show('unsaved');
    updateBatchOf('unsaved', () => ({ status: 'running', message: 'Checking records…' }));
    // the template gets its library id while its batch runs
    renameBatchKey('unsaved', 'labels');
    updateBatchOf('unsaved', (b) => ({ ...b, cancelling: true }));
    expect(shown()).toMatchObject({ status: 'running', cancelling: true });

    show('invoice');
    expect(shown()).toEqual({ status: 'idle' });
    // the labels batch ends while the invoice is open: the invoice's panel is not touched
    updateBatchOf('labels', () => ({ status: 'cancelled', savedAs: 'labels (partial).zip' }));
    expect(shown()).toEqual({ status: 'idle' });

    show('labels');
    expect(shown()).toEqual({ status: 'cancelled', savedAs: 'labels (partial).zip' });
  });
});
