import { DraftField } from '../../ui/inputs';
import { editFields, shared } from '../../ui/selection';
import type { FieldsEditorProps } from '../kind';
import { SampleValue } from '../SampleValue';

/** Select: the sample value and the options the Form offers. */
export function SelectContentEditor({ fields }: FieldsEditorProps) {
  return (
    <div className="prop-grid">
      <SampleValue fields={fields} />
      <DraftField
        label="Options (one per line)"
        wide
        multiline
        value={shared(fields, (f) => ((f.options as string[]) ?? []).join('\n'))}
        validate={(text) => (text.split('\n').some((line) => line.trim()) ? null : 'A select needs at least one option.')}
        onCommit={(text) => editFields(fields, { options: text.split('\n').map((l) => l.trim()).filter(Boolean) })}
      />
    </div>
  );
}
