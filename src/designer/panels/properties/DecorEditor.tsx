/**
 * The Appearance section's editors: colours and strokes of barcodes, shapes, lines and form marks. Each field kind's
 * designer entry (fieldKinds/registry.tsx) names its editor.
 */
import { findFieldType, isLinearBarcodeType } from '../../../templates/fieldTypes';
import type { FieldSchema } from '../../../templates/types';
import { setFieldBox } from '../../../templates/commands/setFieldBox';
import { designer } from '../../store';
import { CheckField, ColorField, DraftField, NumberField } from '../../ui/inputs';
import { editFields, shared } from './selection';

interface Props {
  fields: FieldSchema[];
}

const text = (fields: FieldSchema[], key: string) => shared(fields, (f) => (f[key] as string | undefined) ?? '');
const number = (fields: FieldSchema[], key: string) => shared(fields, (f) => (f[key] as number | undefined) ?? 0);

export function BarcodeAppearance({ fields }: Props) {
  const type = shared(fields, (f) => f.type);
  return (
    <div className="prop-grid">
      <ColorField label="Bar colour" value={text(fields, 'barColor')} onCommit={(barColor) => editFields(fields, { barColor })} />
      <ColorField label="Background" allowNone value={text(fields, 'backgroundColor')} onCommit={(backgroundColor) => editFields(fields, { backgroundColor })} />
      {type && isLinearBarcodeType(type) && (
        <>
          <ColorField label="Text colour" value={text(fields, 'textColor')} onCommit={(textColor) => editFields(fields, { textColor })} />
          <CheckField label="Print the value under the bars" value={shared(fields, (f) => f.includetext === true)} onCommit={(includetext) => editFields(fields, { includetext })} />
        </>
      )}
    </div>
  );
}

/** Rectangles and ellipses: border, fill, and a corner radius for rectangles. */
export function ShapeAppearance({ fields }: Props) {
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

export function LineAppearance({ fields }: Props) {
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

/** Checkbox, radio button and circle mark: the mark's colour, the circle's stroke, the radio button's group. */
export function MarkAppearance({ fields, strokeWidth = false, group = false }: Props & { strokeWidth?: boolean; group?: boolean }) {
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
