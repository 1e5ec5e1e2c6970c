/** Dates, times and both: printed like text in their format, the sample with its format and locale, a picker in the Form. */
import type { DesignerValueKind } from '../kind';
import { textBody } from '../text';
import { DateContentEditor } from './DateContentEditor';
import { DateInput } from './DateInput';

export const dateKind: DesignerValueKind = { body: textBody, Content: DateContentEditor, Input: DateInput };
