/** Checkbox, radio button, circle mark: the mark, whether the sample is marked, a checkbox in the Form. */
import type { DesignerValueKind, FieldBodyProps } from '../kind';
import { CheckboxInput } from './CheckboxInput';
import { MarkBody } from './MarkBody';
import { MarkedEditor } from './MarkedEditor';

export { MarkAppearance } from './MarkAppearance';

/** The body of a mark: a checkbox's tick, a radio button's dot, a circle mark's ring. */
export const markBody =
  (mark: 'check' | 'radio' | 'circle') =>
  ({ field, value }: FieldBodyProps) => <MarkBody field={field} value={value} mark={mark} />;

export const checkboxKind: DesignerValueKind = { body: markBody('check'), Content: MarkedEditor, Input: CheckboxInput };
