/** The per-record failure report on stderr: the row as the user's file numbers it, the field, the reason. */
import type { RecordError } from '../worker/api';

/** One line per failure, in row order, at most `limit` lines and a count of the rest. */
export function formatRowErrors(errors: readonly RecordError[], rowLabel: (index: number) => string, limit = 200): string[] {
  const sorted = [...errors].sort((a, b) => a.row - b.row);
  const lines = sorted.slice(0, limit).map((error) => {
    const field = error.field ? ` field "${error.field}":` : '';
    return `  ${rowLabel(error.row)}:${field} ${withoutRowPlace(error.message)}`;
  });
  if (sorted.length > limit) lines.push(`  … and ${sorted.length - limit} more`);
  return lines;
}

/** How many distinct records the errors cover. */
export const failedRecordCount = (errors: readonly RecordError[]): number => new Set(errors.map((error) => error.row)).size;

/**
 * "Row 2, field “ean”: EAN-13 …" → "EAN-13 …". Messages from preflight and conversion name the row their own way
 * (a 0- or 1-based index); the CLI names it as the user's file does, so the engine's label is taken off.
 */
export function withoutRowPlace(message: string): string {
  return message.replace(/^((row|line|item|record)s? \d+|records\[\d+\])(, field “[^”]*”)?: /i, '');
}
