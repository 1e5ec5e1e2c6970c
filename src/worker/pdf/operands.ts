/**
 * How Platen writes a number into a content stream: the one home for it, read by pdf-lib's operators (through
 * engine/pdfLibFastPaths.ts) and by the content Platen writes as text itself (shaped lines, table cells, barcodes), so
 * the two write the same digits.
 */
import { PDFNumber } from '@pdfme/pdf-lib';

/**
 * `value` rounded to `decimals` places, as content-stream text (in the operator's unit: pt, a colour component, a
 * thousandth of an em). The digits are String()'s, never an exponent, which a PDF number cannot have (PDF 32000 7.3.3):
 * String() writes one below 1e-6 (more than 6 decimals) and from 1e21 up, and those are spelled out here. Halves
 * round up (Math.round: -2.5 to -2), and a value that rounds to -0 is written "0".
 */
export function operandText(value: number, decimals: number): string {
  const scale = 10 ** decimals;
  const rounded = Math.round(value * scale) / scale;
  const text = String(rounded);
  if (!text.includes('e')) return text;
  // Under 1e-6: toFixed gives the digits to `decimals` places (then trailing zeros go). From 1e21: a whole number.
  return Math.abs(rounded) < 1 ? rounded.toFixed(decimals).replace(/0+$/, '') : BigInt(rounded).toString();
}

/**
 * `value` to 5 decimals: 0.00001 pt on the page, a 400th of an 8-bit colour step, far below what a printer or a
 * reader resolves. Numbers under 0.01 (a rare scale factor) keep their digits, and so do a template's numbers given as
 * strings ("12"), which pdf-lib writes as they are. Rounding, not toPrecision: 20× cheaper, and it runs on every operand.
 * A number, not operandText: pdf-lib's operators take PDFNumbers, and a small number kept whole here is written out
 * by PDFNumber (0.0000001, not operandText's 0).
 */
export function operandNumber(value: number): number {
  if (typeof value !== 'number' || Number.isInteger(value)) return value;
  const size = Math.abs(value);
  return size < 0.01 || size >= 1e9 ? value : Math.round(value * 1e5) / 1e5;
}

/** The text pdf-lib writes for `value` as a drawing operator's operand once operands are shortened (operandNumber). */
export function operandString(value: number): string {
  const short = operandNumber(value);
  const text = String(short);
  return text.includes('e') ? PDFNumber.of(short).toString() : text;
}
