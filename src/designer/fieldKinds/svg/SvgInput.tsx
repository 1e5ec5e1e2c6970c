import type { FormInputProps } from '../kind';
import { TextInput } from '../text/TextInput';

/** SVG markup is always several lines. */
export function SvgInput(props: FormInputProps) {
  return <TextInput {...props} multiline />;
}
