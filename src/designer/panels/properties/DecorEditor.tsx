/** Colours and strokes of barcodes, shapes, lines and form marks. */
import { isBarcodeType, isLinearBarcodeType } from '../../../templates/fieldTypes';
import type { FieldSchema } from '../../../templates/types';
import { setFieldBox } from '../../../templates/commands/setFieldBox';
import { designer } from '../../store';
import { CheckField, ColorField, DraftField, NumberField } from './inputs';
import { editFields, shared } from './selection';

export function DecorEditor({ fields }: { fields: FieldSchema[] }) {
  const type = shared(fields, (f) => f.type);
  if (!type) return null;
  const str = (key: string) => shared(fields, (f) => (f[key] as string | undefined) ?? '');
  const num = (key: string) => shared(fields, (f) => (f[key] as number | undefined) ?? 0);

  if (isBarcodeType(type)) {
    return (
      <div className="prop-grid">
        <ColorField label="Bar colour" value={str('barColor')} onCommit={(barColor) => editFields(fields, { barColor })} />
        <ColorField label="Background" allowNone value={str('backgroundColor')} onCommit={(backgroundColor) => editFields(fields, { backgroundColor })} />
        {isLinearBarcodeType(type) && (
          <>
            <ColorField label="Text colour" value={str('textColor')} onCommit={(textColor) => editFields(fields, { textColor })} />
            <CheckField label="Print the value under the bars" value={shared(fields, (f) => f.includetext === true)} onCommit={(includetext) => editFields(fields, { includetext })} />
          </>
        )}
      </div>
    );
  }
  if (type === 'rectangle' || type === 'ellipse') {
    return (
      <div className="prop-grid">
        <NumberField label="Border width" suffix="mm" min={0} max={50} value={num('borderWidth')} onCommit={(borderWidth) => editFields(fields, { borderWidth })} />
        <ColorField label="Border colour" allowNone value={str('borderColor')} onCommit={(borderColor) => editFields(fields, { borderColor })} />
        <ColorField label="Fill" allowNone value={str('color')} onCommit={(color) => editFields(fields, { color })} />
        {type === 'rectangle' && <NumberField label="Corner radius" suffix="mm" min={0} max={500} value={num('radius')} onCommit={(radius) => editFields(fields, { radius })} />}
      </div>
    );
  }
  if (type === 'line') {
    return (
      <div className="prop-grid">
        <ColorField label="Line colour" value={str('color')} onCommit={(color) => editFields(fields, { color })} />
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
  if (type === 'checkbox' || type === 'radioGroup' || type === 'circleMark') {
    return (
      <div className="prop-grid">
        <ColorField label="Mark colour" value={str('color')} onCommit={(color) => editFields(fields, { color })} />
        {type === 'circleMark' && <NumberField label="Stroke width" suffix="mm" min={0} max={20} value={num('borderWidth')} onCommit={(borderWidth) => editFields(fields, { borderWidth })} />}
        {type === 'radioGroup' && (
          <DraftField label="Group" value={str('group')} validate={(t) => (t.trim() ? null : 'A radio button needs a group name.')} onCommit={(group) => editFields(fields, { group: group.trim() })} />
        )}
      </div>
    );
  }
  return null;
}
