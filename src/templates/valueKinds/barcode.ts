/** A barcode's value: the symbology's rules (src/templates/barcodeRules.ts) decide what it can encode. */
import { checkBarcodeValue } from '../barcodeRules';
import type { Problem } from '../types';
import { type FieldPlace, error, warning } from '../validate/place';
import { contentSample, noPrintedCheck, type Converted, type ValueKindTraits } from './valueKind';

/** Spreadsheets turn long numbers into 4.00638E+12: the digits are gone; say so rather than print a wrong code. */
function convertBarcode(value: string): Converted {
  const text = value.trim();
  if (/^\d+(?:[.,]\d+)?E\+\d+$/i.test(text)) {
    return { value: text, problem: { message: `“${text}” is a number in scientific notation (the spreadsheet dropped digits); format the column as text and export again`, severity: 'error' } };
  }
  return { value: text };
}

/**
 * A barcode's own content: printed on every document when fixed (an error: pdfme would silently leave it out), or
 * the designer's sample when filled from data (a warning; each record is checked again by the preflight).
 */
function checkBarcodeContent({ field, path, where }: FieldPlace, problems: Problem[]): void {
  if (typeof field.content !== 'string') return;
  const reason = checkBarcodeValue(field.type as string, field.content);
  if (!reason) return;
  if (field.readOnly === true) problems.push(error([...path, 'content'], `${where}: ${reason}.`));
  else problems.push(warning([...path, 'content'], `${where}: the sample value cannot be printed: ${reason}.`));
}

export const barcodeValue: ValueKindTraits = {
  convertCell: (_field, cell) => convertBarcode(cell),
  checkTemplateValue: checkBarcodeContent,
  checkRecordValue: (field, value, { checkBarcode }) => {
    const why = checkBarcode(field.type, value);
    return why ? { message: why, severity: 'error' } : null;
  },
  checkPrintedValue: noPrintedCheck,
  sample: contentSample,
};
