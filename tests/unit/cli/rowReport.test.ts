import { describe, expect, it } from 'vitest';
import { formatRowErrors, withoutRowPlace } from '../../../src/cli/rowReport';

describe('the per-row failure report', () => {
  it('lists failures in row order by the user’s own row names, capped with a count', () => {
    const errors = [
      { row: 7, field: 'ean', message: 'Row 8, field “ean”: EAN-13 check digit should be 3, not 4' },
      { row: 2, message: 'The template cannot be rendered' },
      { row: 9, field: 'qr', message: 'too long' },
    ];
    const lines = formatRowErrors(errors, (row) => `line ${row + 2}`, 2);
    expect(lines).toEqual(['  line 4: The template cannot be rendered', '  line 9: field "ean": EAN-13 check digit should be 3, not 4', '  … and 1 more']);
  });

  it('takes off the engine’s own row label, whatever its form', () => {
    expect(withoutRowPlace('records[3], field “qr”: too long')).toBe('too long');
    expect(withoutRowPlace('line 12: unreadable')).toBe('unreadable');
    expect(withoutRowPlace('Rows are fine')).toBe('Rows are fine');
  });
});
