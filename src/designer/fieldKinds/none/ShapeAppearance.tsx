/** The Appearance section of fixed artwork: rectangles, ellipses and lines (their colours, strokes and thickness). */
import { findFieldType } from '../../../templates/fieldTypes';
import { setFieldBox } from '../../../templates/commands/setFieldBox';
import { designer } from '../../store';
import { ColorField, NumberField } from '../../ui/inputs';
import { editFields, shared } from '../../ui/selection';
import { number, text } from '../appearance';
import type { FieldsEditorProps } from '../kind';

/** Rectangles and ellipses: border, fill, and a corner radius for rectangles. */
export function ShapeAppearance({ fields }: FieldsEditorProps) {
  const type = shared(fields, (f) => f.type);
  return (
    <div className="prop-grid">
      <NumberField label="Border width" suffix="mm" min={0} max={50} value={number(fields, 'borderWidth')} onCommit={(borderWidth) => editFields(fields, { borderWidth })} />
      <ColorField label="Border colour" allowNone value={text(fields, 'borderColor')} onCommit={(borderColor) => editFields(fields, { borderColor })} />
      <ColorField label="Fill" allowNone value={text(fields, 'color')} onCommit={(color) => editFields(fields, { color })} />
      {type && findFieldType(type)?.shape === 'rectangle' && (
        <NumberField label="Corner radius" suffix="mm" min={0} max={500} value={number(fields, 'radius')} onCommit={(radius) => editFields(fields, { radius })} />
      )}
    </div>
  );
}

export function LineAppearance({ fields }: FieldsEditorProps) {
  return (
    <div className="prop-grid">
      <ColorField label="Line colour" value={text(fields, 'color')} onCommit={(color) => editFields(fields, { color })} />
      <NumberField
        label="Thickness"
        suffix="mm"
        min={0.1}
        max={50}
        value={shared(fields, (f) => f.height)}
        onCommit={(height) => designer.run(setFieldBox, { ids: fields.map((f) => f.id!).filter(Boolean), box: { height } })}
      />
      <p className="panel__note prop--wide">A line is drawn as a thin box: its thickness is the box's height, its length the width.</p>
    </div>
  );
}
