/** A barcode's Appearance section: bar, background and text colours, and whether a linear symbol prints its value. */
import { isLinearBarcodeType } from '../../../templates/fieldTypes';
import { CheckField, ColorField } from '../../ui/inputs';
import { editFields, shared } from '../../ui/selection';
import { text } from '../appearance';
import type { FieldsEditorProps } from '../kind';

export function BarcodeAppearance({ fields }: FieldsEditorProps) {
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
