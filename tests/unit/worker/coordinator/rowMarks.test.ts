/**
 * The batch's summary counts what is in the output (src/worker/coordinator/rowMarks.ts): a row counted rendered once
 * however often it is rendered, a row that failed and then rendered on a retry counted rendered and not failed, and
 * "not rendered" leaves out every row something came of.
 */
import { describe, expect, it } from 'vitest';
import { RowMarks } from '../../../../src/worker/coordinator/rowMarks';

describe('the marks of a batch’s rows', () => {
  it('count a row rendered once, and failed only when it was not rendered after', () => {
    const marks = new RowMarks(6);
    marks.markRendered(0);
    marks.markRendered(0);
    marks.markFailed(1);
    marks.markFailed(2);
    marks.markRendered(2); // its worker was lost, then the retry rendered it
    marks.markRendered(3);
    marks.markFailed(3); // in the output all the same: the summary counts what is there
    expect(marks.rendered).toBe(3);
    expect(marks.failedOnly).toBe(1);
    expect([0, 1, 2, 3, 4, 5].map((row) => marks.isSettled(row))).toEqual([true, true, true, true, false, false]);
  });

  it('count across two million rows', () => {
    const marks = new RowMarks(2_000_000);
    for (let row = 0; row < 2_000_000; row += 2) marks.markRendered(row);
    expect(marks.rendered).toBe(1_000_000);
    expect(marks.failedOnly).toBe(0);
  });
});
