/** The selected fields as the properties panel edits them: one command per edit, over every selected field. */
import { useMemo } from 'react';
import { locateFields } from '../../templates/commands/locate';
import { updateFields } from '../../templates/commands/updateFields';
import { updateNestedProperty } from '../../templates/commands/updateNestedProperty';
import type { FieldSchema } from '../../templates/types';
import { designer, useDoc, useView } from '../store';

/** The selected fields (page fields and header/footer fields), in selection order. */
export function useSelectedFields(): FieldSchema[] {
  const doc = useDoc((d) => d);
  const selection = useView((v) => v.selection);
  return useMemo(() => locateFields(doc, selection).map((place) => place.field), [doc, selection]);
}

/** The value every field shares, or null when they differ (shown as "Mixed"). */
export function shared<T>(fields: readonly FieldSchema[], read: (field: FieldSchema) => T): T | null {
  if (fields.length === 0) return null;
  const first = read(fields[0]);
  const key = JSON.stringify(first);
  return fields.every((field) => JSON.stringify(read(field)) === key) ? first : null;
}

/** Sets properties on all the given fields as one undo entry. */
export function editFields(fields: readonly FieldSchema[], patch: Partial<FieldSchema>): void {
  const ids = fields.map((field) => field.id).filter((id): id is string => Boolean(id));
  if (ids.length > 0) designer.run(updateFields, { ids, patch });
}

/** Sets one key inside a nested style object (a table's headStyles.fontSize) on every field, as one undo entry. */
export function editNested(fields: readonly FieldSchema[], key: string, inner: string, value: unknown): void {
  const ids = fields.map((field) => field.id).filter((id): id is string => Boolean(id));
  if (ids.length > 0) designer.run(updateNestedProperty, { ids, key, inner, value });
}
