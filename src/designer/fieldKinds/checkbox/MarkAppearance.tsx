import { ColorField, DraftField, NumberField } from '../../ui/inputs';
import { editFields } from '../../ui/selection';
import { number, text } from '../appearance';
import type { FieldsEditorProps } from '../kind';

/** Checkbox, radio button and circle mark: the mark's colour, the circle's stroke, the radio button's group. */
export function MarkAppearance({ fields, strokeWidth = false, group = false }: FieldsEditorProps & { strokeWidth?: boolean; group?: boolean }) {
  return (
    <div className="prop-grid">
      <ColorField label="Mark colour" value={text(fields, 'color')} onCommit={(color) => editFields(fields, { color })} />
      {strokeWidth && <NumberField label="Stroke width" suffix="mm" min={0} max={20} value={number(fields, 'borderWidth')} onCommit={(borderWidth) => editFields(fields, { borderWidth })} />}
      {group && (
        <DraftField label="Group" value={text(fields, 'group')} validate={(t) => (t.trim() ? null : 'A radio button needs a group name.')} onCommit={(value) => editFields(fields, { group: value.trim() })} />
      )}
    </div>
  );
}
