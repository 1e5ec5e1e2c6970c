import type { FieldsEditorProps } from '../kind';
import { SampleValue } from '../SampleValue';

/** Text: the wording, on several lines. */
export function TextContentEditor({ fields }: FieldsEditorProps) {
  return (
    <div className="prop-grid">
      <SampleValue fields={fields} multiline />
    </div>
  );
}
