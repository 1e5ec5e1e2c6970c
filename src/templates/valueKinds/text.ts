/** Plain text, printed as written; also how a type Platen does not know is read. */
import { cellAsIs, contentSample, noPrintedCheck, noRecordCheck, noTemplateCheck, type ValueKindTraits } from './valueKind';

export const textValue: ValueKindTraits = {
  convertCell: cellAsIs,
  checkTemplateValue: noTemplateCheck,
  checkRecordValue: noRecordCheck,
  checkPrintedValue: noPrintedCheck,
  sample: contentSample,
};
