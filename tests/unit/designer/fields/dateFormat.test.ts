import { describe, expect, it } from 'vitest';
import { formatStoredDate } from '../../../../src/designer/fields/dateFormat';

describe('date fields on the canvas', () => {
  it('print the stored date through the field’s format', () => {
    expect(formatStoredDate('2025/01/15', 'date', 'MM/dd/yyyy')).toBe('01/15/2025');
    expect(formatStoredDate('2025/01/15', 'date', 'd MMMM yyyy')).toBe('15 January 2025');
    expect(formatStoredDate('2025/01/15', 'date', "EEE, d MMM ''yy")).toBe("Wed, 15 Jan '25");
  });
  it('print times in 12- or 24-hour form', () => {
    expect(formatStoredDate('09:30', 'time', 'HH:mm')).toBe('09:30');
    expect(formatStoredDate('2025/01/15 21:05', 'dateTime', 'MM/dd/yyyy hh:mm aa')).toBe('01/15/2025 09:05 PM');
  });
  it('show a value that is not a stored date as it is', () => {
    expect(formatStoredDate('next Tuesday', 'date', 'MM/dd/yyyy')).toBe('next Tuesday');
  });
});
