/**
 * ZIP entry names from a pattern like `invoice-{invoiceNo}.pdf`: placeholders filled from the record, made safe on
 * Windows, macOS and Linux, and unique within the archive (`name (2).pdf`).
 */
import { fillFileNamePattern, ROW_PLACEHOLDER } from '../../data/fileNamePattern';
import type { RecordList } from '../../templates/types';
import { ownValue } from '../../templates/userKeyed';

export const DEFAULT_FILE_NAME = 'record-{row}.pdf';

// Characters no common file system accepts, plus control characters.
const UNSAFE = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
const MAX_BASE_LENGTH = 120;

/** One file-system-safe name (no extension handling beyond keeping `.pdf`). */
export function safeFileName(name: string): string {
  let base = name.replace(/\.pdf$/i, '').replace(UNSAFE, '_').replace(/\s+/g, ' ').trim();
  base = base.replace(/^[.\s]+|[.\s]+$/g, '');
  if (!base) base = 'record';
  if (RESERVED.test(base)) base = `_${base}`;
  if (base.length > MAX_BASE_LENGTH) base = base.slice(0, MAX_BASE_LENGTH).trim();
  return `${base}.pdf`;
}

/** The batch's entry names for `rows`: the names given by row (BatchOptions.fileNames), else from the pattern. */
export function entryNamesFor(options: { fileName?: string; fileNames?: readonly (string | null)[] }, records: RecordList, rows: Iterable<number>): Map<number, string> {
  const given = options.fileNames;
  if (!given) return fileNamesFor(options.fileName, records, rows);
  const width = String(records.length).length;
  return new Map(Array.from(rows, (row) => [row, given[row] ?? `record-${String(row + 1).padStart(width, '0')}.pdf`]));
}

/**
 * Names for every row, in row order. `{row}` is the 1-based row number, zero-padded to the width of the largest;
 * other placeholders are record values (missing ones become empty; src/data/fileNamePattern.ts refuses a pattern
 * naming a key no record has before a batch starts).
 */
export function fileNamesFor(pattern: string | undefined, records: RecordList, rows: Iterable<number>): Map<number, string> {
  const template = pattern?.trim() ? pattern.trim() : DEFAULT_FILE_NAME;
  const width = String(records.length).length;
  const taken = new Set<string>();
  const names = new Map<number, string>();
  for (const row of rows) {
    const record = records.at(row) ?? {};
    const filled = fillFileNamePattern(template, (key) => {
      if (key === ROW_PLACEHOLDER) return String(row + 1).padStart(width, '0');
      // Only the record's own values: {constructor} or {__proto__} must not print Object.prototype's members.
      const value = ownValue(record as Record<string, unknown>, key);
      return value === undefined || value === null ? '' : String(value);
    });
    const name = safeFileName(filled);
    let unique = name;
    for (let n = 2; taken.has(unique.toLowerCase()); n += 1) unique = name.replace(/\.pdf$/, ` (${n}).pdf`);
    taken.add(unique.toLowerCase());
    names.set(row, unique);
  }
  return names;
}
