import { describe, expect, it } from 'vitest';
import { recordsFromTable } from '../../../src/data/records';
import { parseCsvText } from '../../../src/data/csv';
import type { Template } from '../../../src/templates/types';

const template: Template = {
  basePdf: { width: 100, height: 50, padding: [0, 0, 0, 0] },
  schemas: [[
    { name: 'firstName', type: 'text', position: { x: 0, y: 0 }, width: 50, height: 10 },
    { name: 'vip', type: 'checkbox', position: { x: 0, y: 10 }, width: 5, height: 5 },
    { name: 'since', type: 'date', position: { x: 0, y: 20 }, width: 50, height: 10 },
  ]],
};

describe('records read for a batch', () => {
  it('words each caution for the terminal with the line it is on, and lists failed rows by field', () => {
    const read = recordsFromTable(parseCsvText('firstName,vip,since,extra\nAda,maybe,2020-05-01,1,2\nBob,yes,soon,\n'), template);
    if (!read.ok) throw new Error(read.messages.join());
    expect(read.warnings).toEqual([
      expect.stringMatching(/line 2 has 5 cells but the header has 4/),
      'line 2: field "vip": “maybe” is not yes/no; left unticked (use yes, x, true or 1 to tick)',
    ]);
    expect(read.rowErrors).toEqual([{ row: 1, field: 'since', message: '“soon” is not a date (write it as 2025-01-31 or 01/31/2025)' }]);
    expect(read.unfilledFields).toEqual([]);
  });

  it('refuses a file without records', () => {
    expect(recordsFromTable(parseCsvText('firstName\n'), template)).toEqual({ ok: false, messages: ['the file has no records'] });
  });
});
