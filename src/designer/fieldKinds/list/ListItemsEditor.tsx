import { DraftField } from '../../ui/inputs';
import { editFields, shared } from '../../ui/selection';
import type { FieldsEditorProps } from '../kind';
import { itemsToText, textToItems } from '../table/sampleRows';

/** List: sample items, one per line. */
export function ListItemsEditor({ fields }: FieldsEditorProps) {
  return (
    <div className="prop-grid">
      <DraftField
        label="Sample items (one per line)"
        wide
        multiline
        value={shared(fields, (f) => itemsToText(f.content))}
        onCommit={(text) => editFields(fields, { content: textToItems(text) })}
      />
    </div>
  );
}
