/** Select: printed like text, the sample and its options, the options in the Form. */
import type { DesignerValueKind } from '../kind';
import { textBody } from '../text';
import { SelectContentEditor } from './SelectContentEditor';
import { SelectInput } from './SelectInput';

export const selectKind: DesignerValueKind = { body: textBody, Content: SelectContentEditor, Input: SelectInput };
