/** Plain text: drawn as pdfme prints it, its wording edited on several lines, typed in the Form. */
import type { DesignerValueKind, FieldBodyProps } from '../kind';
import { TextBody } from './TextBody';
import { TextContentEditor } from './TextContentEditor';
import { TextInput } from './TextInput';

/** The body of every text-like kind (text, multi-variable text, dates, select): what the worker printed, when measured. */
export const textBody = ({ field, value, layout }: FieldBodyProps) => <TextBody field={field} value={value} printed={layout?.text} />;

export const textKind: DesignerValueKind = { body: textBody, Content: TextContentEditor, Input: TextInput };
