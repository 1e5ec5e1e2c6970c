/**
 * The per-record failure report on stderr: the row as the user's file numbers it, the field, the reason. Messages
 * name neither row nor field (their place is data); the line is made here.
 */
import type { RecordError } from '../worker/api';

/** One line per failure, in row order, at most `limit` lines and a count of the rest. */
export function formatRowErrors(errors: readonly RecordError[], rowLabel: (index: number) => string, limit = 200): string[] {
  const sorted = [...errors].sort((a, b) => a.row - b.row);
  const lines = sorted.slice(0, limit).map((error) => {
    const field = error.field ? ` field "${error.field}":` : '';
    return `  ${rowLabel(error.row)}:${field} ${error.message}`;
  });
  if (sorted.length > limit) lines.push(`  … and ${sorted.length - limit} more`);
  return lines;
}

/** How many distinct records the errors cover. */
export const failedRecordCount = (errors: readonly RecordError[]): number => new Set(errors.map((error) => error.row)).size;
