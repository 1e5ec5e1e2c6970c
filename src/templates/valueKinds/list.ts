/** List items: a JSON list of text, each printed as one item. */
import type { Problem } from '../types';
import { type FieldPlace, error } from '../validate/place';
import { cellAsIs, contentSample, isStringArray, noPrintedCheck, noRecordCheck, parseJson, type ValueKindTraits } from './valueKind';

/** List content must be a JSON array of strings. */
function checkList({ field, path, where }: FieldPlace, problems: Problem[]): void {
  if (field.content === undefined || field.content === '') return;
  if (!isStringArray(parseJson(field.content))) {
    problems.push(error([...path, 'content'], `${where}: the list content must be a JSON list of text, e.g. ["One","Two"].`));
  }
}

export const listValue: ValueKindTraits = {
  convertCell: cellAsIs,
  checkTemplateValue: checkList,
  checkRecordValue: noRecordCheck,
  checkPrintedValue: noPrintedCheck,
  sample: contentSample,
};
