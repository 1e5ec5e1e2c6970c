/** Fixed artwork (shapes) reads no value from a record; a cell mapped to one anyway is kept as written. */
import { cellAsIs, contentSample, noPrintedCheck, noRecordCheck, noTemplateCheck, type ValueKindTraits } from './valueKind';

export const noValue: ValueKindTraits = {
  convertCell: cellAsIs,
  checkTemplateValue: noTemplateCheck,
  checkRecordValue: noRecordCheck,
  checkPrintedValue: noPrintedCheck,
  sample: contentSample,
};
