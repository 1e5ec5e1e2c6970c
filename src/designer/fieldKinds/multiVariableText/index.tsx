/** Multi-variable text: printed like text, its wording with {variables} and one input per variable. */
import type { DesignerValueKind } from '../kind';
import { textBody } from '../text';
import { MultiVariableTextEditor } from './MultiVariableTextEditor';
import { VariablesInput } from './VariablesInput';

export const multiVariableTextKind: DesignerValueKind = { body: textBody, Content: MultiVariableTextEditor, Input: VariablesInput };
