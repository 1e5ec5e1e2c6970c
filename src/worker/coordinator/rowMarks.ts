/**
 * What became of each row of a batch, a byte a row: rendered, failed, or both (a row that failed while its worker was
 * lost and rendered on its retry). runBatch kept two Sets of row numbers, ~26 bytes a row each whose tables doubled as
 * a batch went on: 2.6 MB a Set at 100,000 rows, one of the parts of a long batch's memory that grew with it (issue #23).
 */
const RENDERED = 1;
const FAILED = 2;

export class RowMarks {
  private readonly marks: Uint8Array;
  private renderedCount = 0;

  /** `rowCount`: the rows of the data (row numbers index it). */
  constructor(rowCount: number) {
    this.marks = new Uint8Array(rowCount);
  }

  markRendered(row: number): void {
    if ((this.marks[row] & RENDERED) !== 0) return;
    this.marks[row] |= RENDERED;
    this.renderedCount += 1;
  }

  /** rows rendered, each counted once */
  get rendered(): number {
    return this.renderedCount;
  }

  markFailed(row: number): void {
    this.marks[row] |= FAILED;
  }

  /** rendered or failed: nothing more will come of it */
  isSettled(row: number): boolean {
    return this.marks[row] !== 0;
  }

  /** rows that failed and were not rendered after */
  get failedOnly(): number {
    let count = 0;
    for (const mark of this.marks) if (mark === FAILED) count += 1;
    return count;
  }
}
