/** One of a select field's options; pdfme prints it as text. */
import type { FieldSchema, Problem } from '../types';
import { type FieldPlace, warning } from '../validate/place';
import { contentSample, isStringArray, noPrintedCheck, noRecordCheck, type Converted, type ValueKindTraits } from './valueKind';

function convertSelect(field: FieldSchema, value: string): Converted {
  const options = Array.isArray(field.options) ? (field.options as unknown[]).map(String) : [];
  if (value === '' || options.length === 0 || options.includes(value)) return { value };
  const match = options.find((option) => option.trim().toLowerCase() === value.trim().toLowerCase());
  if (match !== undefined) return { value: match };
  return { value, problem: { message: `“${value}” is not one of the options (${options.join(', ')})`, severity: 'warning' } };
}

/**
 * A select should have options, and its sample value should be one of them. Stock pdfme prints a select with the
 * text plugin (select's pdf is textSchema.pdf) and never reads the options, so missing ones only warn.
 */
function checkSelect({ field, path, where }: FieldPlace, problems: Problem[]): void {
  if (!isStringArray(field.options) || field.options.length === 0) {
    problems.push(warning([...path, 'options'], `${where}: the select field has no options, so the form offers nothing to choose; the value from the data still prints.`));
    return;
  }
  if (typeof field.content === 'string' && field.content !== '' && !field.options.includes(field.content)) {
    problems.push(
      warning([...path, 'content'], `${where}: the sample value “${field.content}” is not one of the options.`),
    );
  }
}

export const selectValue: ValueKindTraits = {
  convertCell: convertSelect,
  checkTemplateValue: checkSelect,
  checkRecordValue: noRecordCheck,
  checkPrintedValue: noPrintedCheck,
  sample: contentSample,
};
