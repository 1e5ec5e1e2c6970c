/**
 * The limits a data file is read under, checked while it is parsed rather than after (issue #20: a 3 MB JSON of
 * 1,000,000 empty records was parsed and converted whole before the record limit was looked at). Crossing one stops
 * the parse at once; the table then carries `overLimit`, which the service answers with 413 and `platen` with exit 2.
 */
import type { Problem } from '../templates/types';
import { emptyTable, type DataSourceKind, type DataTable } from './table';
import type { XlsxLimits } from './xlsxLimits';

export interface ReadLimits {
  /** most records (data rows) a file may hold; no limit when left out */
  records?: number;
  /** unpacked bytes and sheet cells of a workbook; xlsxLimits.ts's defaults when left out */
  xlsx?: Partial<XlsxLimits>;
}

/** A table refused for crossing a limit, with the sentence that says which and where. */
export function overLimitTable(kind: DataSourceKind, message: string): DataTable {
  const problem: Problem = { path: ['rows'], message, severity: 'error' };
  return { ...emptyTable(kind, [problem]), overLimit: true };
}

/** "more than 100,000 records" for a file cut short at the limit. */
export const tooManyRecords = (where: string, limit: number): string =>
  `${where} holds more than ${limit.toLocaleString('en')} records; this reader takes at most ${limit.toLocaleString('en')} (it stopped reading there)`;
