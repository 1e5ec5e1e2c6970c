import { CheckField } from '../../ui/inputs';
import { editFields, shared } from '../../ui/selection';
import type { FieldsEditorProps } from '../kind';

/** Checkbox, radio button, circle mark: whether the sample shows the mark. */
export function MarkedEditor({ fields }: FieldsEditorProps) {
  return (
    <div className="prop-grid">
      <CheckField label="Marked in the sample" value={shared(fields, (f) => f.content === 'true')} onCommit={(on) => editFields(fields, { content: on ? 'true' : 'false' })} />
    </div>
  );
}
