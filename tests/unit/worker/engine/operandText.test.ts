/**
 * operandText is the one way a number is written into a content stream by our own code (tables, shaped text). Its
 * text must be a PDF number — digits, never an exponent — and for every value the table and the shaped-text code
 * pass it, the very text they wrote before it existed, so that no PDF changes by a byte.
 */
import { PDFNumber } from '@pdfme/pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfDeflate } from '../../../../src/worker/engine/pdfDeflate';
import { installPdfLibFastPaths } from '../../../../src/worker/engine/pdfLibFastPaths';
import { operandNumber, operandText } from '../../../../src/worker/pdf/operands';

/** A PDF number as PDF 32000 7.3.3 allows it (we never write a leading or trailing point). */
const PDF_NUMBER = /^-?\d+(\.\d+)?$/;

// What drawTable.ts (5 decimals) and shapedLineOperators.ts (3: TJ numbers as text, Ts as a PDFNumber through the
// operand fast path) wrote before operandText.
const oldTable = (value: number) => String(Math.round(value * 1e5) / 1e5);
const oldAdjustment = (value: number) => String(Math.round(value * 1000) / 1000);
const oldRise = (value: number) => PDFNumber.of(operandNumber(PDFNumber.of(Math.round(value * 1000) / 1000).asNumber())).toString();

/** Values from 1e-9 to 1e15 of both signs, halves and near-halves, with a fixed seed. */
function sampleValues(): number[] {
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const values = [0, -0, 1, -1, 0.5, -0.5, 2.5, -2.5, 0.0005, -0.0005, 0.000005, -0.000005, 0.1 + 0.2, 595.28, 841.89, 1e-7, -3.2e-9];
  for (let exponent = -9; exponent <= 15; exponent += 1) {
    for (let i = 0; i < 200; i += 1) {
      const value = random() * 10 ** exponent;
      values.push(value, -value, Math.round(value), Math.round(value * 1000 + 0.5) / 1000, Math.round(value * 1e5 + 0.5) / 1e5);
    }
  }
  return values;
}

describe('operandText', () => {
  installPdfLibFastPaths(pdfDeflate);

  it('writes these values as pinned here', () => {
    const pinned: [number, number, string][] = [
      [0, 5, '0'],
      [-0, 5, '0'],
      [12, 5, '12'],
      [-12, 3, '-12'],
      [595.28, 5, '595.28'],
      [0.1 + 0.2, 5, '0.3'],
      [1.23456789, 5, '1.23457'],
      [-1.23456789, 5, '-1.23457'],
      [1.23456789, 3, '1.235'],
      [-1.23456789, 3, '-1.235'],
      [0.11764705882352941, 5, '0.11765'],
      [10.799999999999999, 5, '10.8'],
      [-487.5, 3, '-487.5'],
      [0.00001, 5, '0.00001'],
      [-0.00001, 5, '-0.00001'],
      [0.000004, 5, '0'], // a tiny value rounds away, and so does a tiny negative one (-0 is written 0)
      [-0.000004, 5, '0'],
      [0.0004, 3, '0'],
      [-0.0004, 3, '0'],
      [0.0006, 3, '0.001'],
      [-0.0006, 3, '-0.001'],
      [1e-7, 5, '0'],
      [2.5, 0, '3'], // halves round up, as Math.round does
      [-2.5, 0, '-2'],
      [123456789.123456, 5, '123456789.12346'],
    ];
    for (const [value, decimals, text] of pinned) expect(operandText(value, decimals), `${value} to ${decimals}`).toBe(text);
  });

  it('spells out what String() would write with an exponent', () => {
    expect(String(1e-7)).toBe('1e-7');
    expect(operandText(1e-7, 7)).toBe('0.0000001');
    expect(operandText(-1.5e-7, 8)).toBe('-0.00000015');
    expect(operandText(1.23456e-7, 9)).toBe('0.000000123');
    expect(operandText(1e-10, 12)).toBe('0.0000000001');
    expect(operandText(1e21, 3)).toBe('1000000000000000000000');
    expect(operandText(-3e21, 5)).toBe('-3000000000000000000000');
    expect(operandText(1.5e21, 0)).toBe('1500000000000000000000');
  });

  it('writes a PDF number for every value and every number of decimals', () => {
    const values = [...sampleValues(), 1e-300, -1e-300, 1e21, -1e21, 1.7e25, Number.MIN_VALUE, Number.MAX_SAFE_INTEGER];
    for (let decimals = 0; decimals <= 12; decimals += 1) {
      expect(values.filter((value) => !PDF_NUMBER.test(operandText(value, decimals))), `to ${decimals}`).toEqual([]);
    }
  });

  it('writes what the table and the shaped text wrote before, for every value they can be given', () => {
    const values = sampleValues();
    expect(values.filter((value) => operandText(value, 5) !== oldTable(value)), 'table').toEqual([]);
    expect(values.filter((value) => operandText(value, 3) !== oldAdjustment(value)), 'TJ').toEqual([]);
    expect(values.filter((value) => operandText(value, 3) !== oldRise(value)), 'Ts').toEqual([]);
  });
});
