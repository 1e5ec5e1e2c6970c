/** Checkbox and radio values: pdfme reads 'true' or 'false'; a cell may say yes/no in several languages. */
import { contentSample, noPrintedCheck, noRecordCheck, noTemplateCheck, type Converted, type ValueKindTraits } from './valueKind';

const TRUE_WORDS = new Set(['true', 'yes', 'y', 'x', '1', 'on', 'checked', '✓', '✔', 'ja', 'oui', 'si', 'sí', 'wahr']);

const FALSE_WORDS = new Set(['', 'false', 'no', 'n', '0', 'off', 'unchecked', 'nein', 'non', 'falsch', '-']);

function convertCheckbox(value: string): Converted {
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return { value: 'true' };
  if (FALSE_WORDS.has(word)) return { value: 'false' };
  return { value: 'false', problem: { message: `“${value}” is not yes/no; left unticked (use yes, x, true or 1 to tick)`, severity: 'warning' } };
}

export const checkboxValue: ValueKindTraits = {
  convertCell: (_field, cell) => convertCheckbox(cell),
  checkTemplateValue: noTemplateCheck,
  checkRecordValue: noRecordCheck,
  checkPrintedValue: noPrintedCheck,
  sample: contentSample,
};
