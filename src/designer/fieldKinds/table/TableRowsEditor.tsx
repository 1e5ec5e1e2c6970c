import { DraftField } from '../../ui/inputs';
import { editFields } from '../../ui/selection';
import type { FieldsEditorProps } from '../kind';
import { rowsToText, textToRows } from './sampleRows';

/** Table: sample rows, one per line (one table at a time: tables differ in columns). */
export function TableRowsEditor({ fields }: FieldsEditorProps) {
  const single = fields.length === 1 ? fields[0] : null;
  if (!single) return <div className="prop-grid" />;
  const columns = ((single.head as string[]) ?? []).length;
  return (
    <div className="prop-grid">
      <DraftField
        label="Sample rows (one per line, cells separated by |)"
        wide
        multiline
        value={rowsToText(single.content)}
        validate={(text) => {
          const result = textToRows(text, columns);
          return 'error' in result ? result.error : null;
        }}
        onCommit={(text) => {
          const result = textToRows(text, columns);
          if ('content' in result) editFields([single], { content: result.content });
        }}
      />
    </div>
  );
}
