import { describe, expect, it } from 'vitest';
import { flaggedRowsOf } from '../../../src/designer/dataPanel/preflightActions';
import { rowLabelFor, sentenceCase } from '../../../src/data/records';
import { parseCsvText } from '../../../src/data/csv';
import type { Problem } from '../../../src/templates/types';

const problem = (row: number, field: string, message: string, severity: Problem['severity'] = 'error'): Problem => ({ path: ['records', row, field], message, severity });

describe('preflight problems as the Data panel shows them', () => {
  const table = parseCsvText('name,note\nAda,"two\nlines"\nBob,x\n');
  const label = (row: number) => sentenceCase(rowLabelFor(table)(row));

  it('names a record by the line it starts on in the CSV, not its index', () => {
    expect(label(0)).toBe('Line 2');
    expect(label(1)).toBe('Line 4');
    expect(sentenceCase(rowLabelFor(null)(4))).toBe('Record 5');
  });

  it('flags a row for errors, not for warnings', () => {
    expect(flaggedRowsOf([problem(3, 'a', 'x'), problem(1, 'b', 'y'), problem(2, 'c', 'z', 'warning'), problem(3, 'd', 'w')])).toEqual([1, 3]);
  });
});
