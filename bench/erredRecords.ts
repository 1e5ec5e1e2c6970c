import type { BatchSummary } from '../src/worker/api';

/**
 * The records of a timed batch that failed or were written with a field's error (a field that fails still leaves a
 * file): the bench's "failed" column. Counting only records without a file, a build that broke a field kind looked
 * twice as fast for drawing less.
 */
export function erredRecords(summary: Pick<BatchSummary, 'failed' | 'errors'>): number {
  return Math.max(summary.failed, new Set(summary.errors.map((error) => error.row)).size);
}
