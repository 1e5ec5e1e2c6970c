/** Printing raw data values as numbers, money, percentages and dates. */
import { describe, expect, it } from 'vitest';
import { createField } from '../../../src/templates/fieldTypes';
import type { FieldSchema } from '../../../src/templates/types';
import { currencyCodeProblem, defaultFormat, formatChoicePatch, formatOf, formatRecord, formatValue, FORMAT_PROPERTY, type ValueFormat } from '../../../src/templates/valueFormat';

const text = (value: string, format: ValueFormat) => {
  const result = formatValue(value, format);
  return 'text' in result ? result.text : `error: ${result.error}`;
};
const nbsp = '\u00a0';

describe('formatValue', () => {
  it('prints amounts of money in the locale’s way', () => {
    expect(text('1234.5', { kind: 'currency', locale: 'en-GB', currency: 'GBP' })).toBe('£1,234.50');
    expect(text('1234.5', { kind: 'currency', locale: 'de-DE', currency: 'EUR' })).toBe(`1.234,50${nbsp}€`);
    expect(text('-3', { kind: 'currency', locale: 'en-US', currency: 'USD' })).toBe('-$3.00');
    expect(text('1,234.5', { kind: 'currency', locale: 'en-US', currency: 'USD', decimals: 0 })).toBe('$1,235');
  });

  it('prints numbers with a set number of decimals', () => {
    expect(text('0.30000000000000004', { kind: 'number', locale: 'en-GB', decimals: 2 })).toBe('0.30');
    expect(text('1234567', { kind: 'number', locale: 'fr-FR', decimals: 0 })).toBe(`1${'\u202f'}234${'\u202f'}567`);
    expect(text('+.5', { kind: 'number', locale: 'en-GB', decimals: 1 })).toBe('0.5');
  });

  it('reads percentages as spreadsheets store them, or written with %', () => {
    expect(text('0.2', { kind: 'percent', locale: 'en-GB' })).toBe('20%');
    expect(text('17.5%', { kind: 'percent', locale: 'en-GB', decimals: 1 })).toBe('17.5%');
    expect(text('0.2', { kind: 'percent', locale: 'de-DE' })).toBe(`20${nbsp}%`);
  });

  it('prints ISO dates as the same calendar day on every machine', () => {
    expect(text('2025-10-03', { kind: 'date', locale: 'en-GB', dateStyle: 'long' })).toBe('3 October 2025');
    expect(text('2025-10-03', { kind: 'date', locale: 'en-US', dateStyle: 'short' })).toBe('10/3/25');
    expect(text('2025-10-03T23:30:00Z', { kind: 'date', locale: 'de-DE', dateStyle: 'medium' })).toBe('03.10.2025');
  });

  it('says why a value cannot be formatted, and leaves empty values empty', () => {
    expect(text('12x', defaultFormat('currency'))).toBe('error: “12x” is not a number');
    expect(text('1.234,50', defaultFormat('number'))).toBe('error: “1.234,50” is not a number');
    expect(text('03/10/2025', defaultFormat('date'))).toBe('error: “03/10/2025” is not a date (write it as 2025-10-03)');
    expect(text('2025-02-30', defaultFormat('date'))).toMatch(/^error: “2025-02-30” is not a date/);
    expect(text('  ', defaultFormat('currency'))).toBe('');
    expect(text('5', { kind: 'currency', locale: 'en-GB', currency: 'NOT A CODE' })).toMatch(/^error: the field's format cannot be used/);
  });
});

describe('formatRecord', () => {
  const amount: FieldSchema = { ...createField('text', 'amount', { x: 0, y: 0 }), [FORMAT_PROPERTY]: defaultFormat('currency') };
  const name = createField('text', 'name', { x: 0, y: 20 });
  const fixed: FieldSchema = { ...amount, name: 'fixedAmount', readOnly: true };

  it('formats only fields that have a format, and names the field a bad value is in', () => {
    const { record, errors } = formatRecord([amount, name, fixed], { amount: '99', name: '42', fixedAmount: '7' });
    expect(record).toEqual({ amount: '£99.00', name: '42', fixedAmount: '7' });
    expect(errors).toEqual([]);
    const bad = formatRecord([amount], { amount: 'n/a' });
    expect(bad.errors).toEqual([{ field: 'amount', message: '“n/a” is not a number; the field is formatted as currency (GBP, en-GB)' }]);
  });

  it('reads a format only from text fields with a known kind', () => {
    expect(formatOf(amount)?.kind).toBe('currency');
    expect(formatOf({ ...amount, type: 'qrcode' })).toBeUndefined();
    expect(formatOf({ ...amount, [FORMAT_PROPERTY]: { kind: 'roman', locale: 'en-GB' } })).toBeUndefined();
  });
});

describe('choosing a format in the panel', () => {
  const sample = (content: string): FieldSchema => ({ ...createField('text', 'total', { x: 0, y: 0 }), content });

  it('gives sample text that cannot be shown a typical value, and keeps a sample that can', () => {
    expect(formatChoicePatch([sample('Type Something...')], 'currency')).toEqual({ [FORMAT_PROPERTY]: defaultFormat('currency'), content: '1234.5' });
    expect(formatChoicePatch([sample('42')], 'currency', 'de-DE')).toEqual({ [FORMAT_PROPERTY]: defaultFormat('currency', 'de-DE') });
    expect(formatChoicePatch([sample('42')], 'none')).toEqual({ [FORMAT_PROPERTY]: undefined });
  });

  it('accepts currency codes Intl knows and explains the others', () => {
    expect(currencyCodeProblem(' eur ')).toBeNull();
    expect(currencyCodeProblem('EURO')).toBe('Currency must be a three-letter code such as EUR, USD or GBP.');
  });
});
