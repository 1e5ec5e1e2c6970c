/** Barcodes: the symbol the worker encodes, a one-line sample value, the value typed in the Form. */
import type { DesignerValueKind, FieldBodyProps } from '../kind';
import { SampleValueEditor } from '../SampleValue';
import { TextInput } from '../text/TextInput';
import { BarcodeBody } from './BarcodeBody';

export { BarcodeAppearance } from './BarcodeAppearance';

export const barcodeKind: DesignerValueKind = {
  body: ({ field, value }: FieldBodyProps) => <BarcodeBody field={field} value={value} />,
  Content: SampleValueEditor,
  Input: TextInput,
};
