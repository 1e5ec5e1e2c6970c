/** The record the preview renders when no data row is chosen: each fillable field's own sample content. */
import type { DataRecord, Template } from '../../templates/types';

export function recordFromContents(template: Template): DataRecord {
  const record: DataRecord = {};
  for (const page of template.schemas) {
    for (const field of page) {
      if (field.readOnly) continue;
      record[field.name] = typeof field.content === 'string' ? field.content : '';
    }
  }
  return record;
}
