import { describe, expect, it } from 'vitest';
import { addColumnWidth, normaliseWidths, removeColumnWidth, reshapeRows, setColumnWidth } from '../../../../src/designer/fieldKinds/table/tableColumns';
import { normaliseHex, parseNumber } from '../../../../src/designer/ui/parseInput';
import { variablesOf } from '../../../../src/designer/fieldKinds/multiVariableText/variables';
import { itemsToText, rowsToText, textToItems, textToRows } from '../../../../src/designer/fieldKinds/table/sampleRows';

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

describe('table columns in the properties panel', () => {
  it('setting one width shares the rest among the other columns in proportion, always 100 % in all', () => {
    const widths = setColumnWidth([30, 30, 40], 0, 50);
    expect(widths[0]).toBe(50);
    expect(widths[1]).toBeCloseTo((30 / 70) * 50, 1);
    expect(sum(widths)).toBe(100);
  });

  it('a new column takes an equal share; removing one gives its width back', () => {
    const added = addColumnWidth([50, 50]);
    expect(added).toHaveLength(3);
    expect(added[2]).toBeCloseTo(33.33, 1);
    expect(sum(added)).toBe(100);
    expect(removeColumnWidth([25, 25, 50], 2)).toEqual([50, 50]);
    expect(sum(normaliseWidths([1, 1, 1]))).toBe(100);
  });

  it('adds and removes a cell in every sample row, and leaves unreadable content alone', () => {
    expect(reshapeRows('[["a","b"],["c","d"]]', { add: true })).toBe('[["a","b",""],["c","d",""]]');
    expect(reshapeRows('[["a","b"],["c","d"]]', { remove: 0 })).toBe('[["b"],["d"]]');
    expect(reshapeRows('not json', { add: true })).toBe('not json');
  });
});

describe('typed values', () => {
  it('reads numbers with a decimal comma and refuses words', () => {
    expect(parseNumber('12,5')).toBe(12.5);
    expect(parseNumber(' 3 ')).toBe(3);
    expect(parseNumber('abc')).toBeNaN();
    expect(parseNumber('')).toBeNaN();
  });

  it('accepts hex colours in the usual spellings and refuses the rest', () => {
    expect(normaliseHex('#ABC')).toBe('#aabbcc');
    expect(normaliseHex('1a2b3c')).toBe('#1a2b3c');
    expect(normaliseHex('#12345')).toBeNull();
    expect(normaliseHex('red')).toBeNull();
  });

  it('finds the {variables} of a multi-variable text once each, in order', () => {
    expect(variablesOf('Dear {title} {name}, your order {order} for {name}')).toEqual(['title', 'name', 'order']);
    expect(variablesOf('no variables {}')).toEqual([]);
  });
});

describe('sample rows of a table and items of a list, typed as plain lines', () => {
  it('shows rows as "a | b" lines and reads them back', () => {
    expect(rowsToText('[["Paper","10"],["Toner","2"]]')).toBe('Paper | 10\nToner | 2');
    expect(textToRows('Paper | 10\n\nToner|2', 2)).toEqual({ content: '[["Paper","10"],["Toner","2"]]' });
  });

  it('names the line whose cell count does not match the columns', () => {
    expect(textToRows('a | b\nc', 2)).toEqual({ error: 'Line 2 has 1 cell; the table has 2 columns (separate cells with |).' });
  });

  it('keeps unreadable content visible rather than losing it', () => {
    expect(rowsToText('not json')).toBe('not json');
  });

  it('turns list items into lines and back', () => {
    expect(itemsToText('["one","two"]')).toBe('one\ntwo');
    expect(textToItems(' one \n\ntwo')).toBe('["one","two"]');
  });
});
