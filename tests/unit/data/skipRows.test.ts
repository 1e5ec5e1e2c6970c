// Issue #17: skipping text that overflows its box is a choice of its own, apart from skipping hard errors.
import { describe, expect, it } from 'vitest';
import { rowsToSkip } from '../../../src/data/skipRows';
import type { Problem } from '../../../src/templates/types';

const problems: Problem[] = [
  { path: ['records', 4, 'name'], message: 'text does not fit: 0.8 mm too tall', severity: 'error', cause: 'overflow' },
  { path: ['records', 2, 'ean'], message: 'EAN-13 check digit', severity: 'error' },
  { path: ['records', 4, 'ean'], message: 'EAN-13 check digit', severity: 'error' },
  { path: ['records', 7, 'name'], message: 'text does not fit: 12.0 mm too tall', severity: 'error', cause: 'overflow' },
  { path: ['records', 9, 'name'], message: 'a character no font has', severity: 'warning' },
  { path: ['platen', 'mapping', 'fullName', 'lastName'], message: 'No column fills {lastName}', severity: 'error' },
];

describe('rows a batch leaves out', () => {
  it('hard errors and overflow are separate choices; warnings and mapping problems leave no row out', () => {
    expect(rowsToSkip(problems, { errors: true, overflow: false })).toEqual([2, 4]);
    expect(rowsToSkip(problems, { errors: false, overflow: true })).toEqual([4, 7]);
    expect(rowsToSkip(problems, { errors: true, overflow: true })).toEqual([2, 4, 7]);
    expect(rowsToSkip(problems, { errors: false, overflow: false })).toEqual([]);
  });
});
