/**
 * The sample or fixed value, as most kinds' Content editors start with it; a kind's own editor (fieldKinds/<kind>/)
 * adds what is particular to it.
 */
import { DraftField } from '../ui/inputs';
import { editFields, shared } from '../ui/selection';
import type { FieldsEditorProps } from './kind';

export function SampleValue({ fields, multiline = false }: FieldsEditorProps & { multiline?: boolean }) {
  return (
    <DraftField
      label={shared(fields, (f) => f.readOnly === true) ? 'Printed text' : 'Sample value'}
      wide
      multiline={multiline}
      value={shared(fields, (f) => f.content ?? '')}
      hint={multiline ? 'Ctrl+Enter or leaving the box applies.' : undefined}
      onCommit={(content) => editFields(fields, { content })}
    />
  );
}

/** One line of sample value (barcodes, and any type Platen does not know). */
export function SampleValueEditor({ fields }: FieldsEditorProps) {
  return (
    <div className="prop-grid">
      <SampleValue fields={fields} />
    </div>
  );
}
