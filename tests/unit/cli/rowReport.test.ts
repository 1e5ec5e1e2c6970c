import { describe, expect, it } from 'vitest';
import { failedRecordCount, formatRowErrors } from '../../../src/cli/rowReport';

describe('the per-row failure report', () => {
  it('lists failures in row order by the user’s own row names, capped with a count', () => {
    const errors = [
      { row: 7, field: 'ean', message: 'EAN-13 check digit should be 3, not 4' },
      { row: 2, message: 'The template cannot be rendered' },
      { row: 9, field: 'qr', message: 'too long' },
    ];
    const lines = formatRowErrors(errors, (row) => `line ${row + 2}`, 2);
    expect(lines).toEqual(['  line 4: The template cannot be rendered', '  line 9: field "ean": EAN-13 check digit should be 3, not 4', '  … and 1 more']);
  });

  it('names a JSON record by its index and counts each failed record once', () => {
    const errors = [
      { row: 3, field: 'qr', message: 'too long' },
      { row: 3, field: 'ean', message: 'EAN-13 needs 12 or 13 digits, got “1”' },
    ];
    expect(formatRowErrors(errors, (row) => `records[${row}]`)).toEqual(['  records[3]: field "qr": too long', '  records[3]: field "ean": EAN-13 needs 12 or 13 digits, got “1”']);
    expect(failedRecordCount(errors)).toBe(1);
  });
});
