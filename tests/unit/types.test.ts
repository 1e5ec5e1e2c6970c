import { describe, expect, it } from 'vitest';
import { isBlankPdf } from '../../src/templates/types';

describe('isBlankPdf', () => {
  it('tells a blank page from an uploaded PDF', () => {
    expect(isBlankPdf({ width: 210, height: 297, padding: [0, 0, 0, 0] })).toBe(true);
    expect(isBlankPdf('data:application/pdf;base64,JVBERi0=')).toBe(false);
  });
});
