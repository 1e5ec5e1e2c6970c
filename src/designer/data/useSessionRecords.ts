/**
 * The records a batch would print, derived from the session and the template: table rows mapped to fields,
 * converted per field type, form edits laid on top. Recomputed only when the data, the mapping or the fields' data
 * properties change — not on every drag of a field.
 */
import { useMemo } from 'react';
import { convertRows } from '../../data/convert';
import { dataFields, type DataField } from '../../data/fields';
import { autoMapping, type Mapping } from '../../data/mapping';
import { rowName, type DataTable } from '../../data/table';
import type { DataRecord, Problem, Template } from '../../templates/types';
import { useDoc } from '../store';
import { useDataSession } from './dataSession';

export interface SessionRecords {
  fields: DataField[];
  /** the mapping in effect: saved entries that still fit, the rest matched by name */
  mapping: Mapping;
  records: DataRecord[];
  /** conversion problems, path ['records', row, field] */
  problems: Problem[];
  /** "Line 42" for records[40] of a CSV */
  rowLabel: (row: number) => string;
  table: DataTable | null;
}

/** Field properties that change how a value converts; anything else (position, colour) does not matter here. */
function fieldsKey(template: Template): string {
  return JSON.stringify(
    dataFields(template).map(({ field }) => [field.name, field.type, field.format, field.locale, field.head, field.variables, field.options, field.content]),
  );
}

export function rowLabelFor(table: DataTable | null): (row: number) => string {
  if (!table) return (row) => `Record ${row + 1}`;
  return (row) => {
    const name = rowName(table, row);
    return name.charAt(0).toUpperCase() + name.slice(1);
  };
}

export function useSessionRecords(): SessionRecords {
  const key = useDoc(fieldsKey);
  const savedMapping = useDoc((doc) => doc.platen?.mapping);
  const table = useDataSession((s) => s.table);
  const images = useDataSession((s) => s.images);
  const edits = useDataSession((s) => s.edits);
  const template = useDoc((doc) => doc);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the template's data fields
  const fields = useMemo(() => dataFields(template), [key]);
  const mapping = useMemo(
    () => (table ? autoMapping(table.columns, fields.map((f) => f.field.name), savedMapping ?? {}) : {}),
    [table, fields, savedMapping],
  );
  const rowLabel = useMemo(() => rowLabelFor(table), [table]);
  const converted = useMemo(() => {
    if (!table) return { records: [sampleRecord(fields)], problems: [] };
    const library = new Map(Object.entries(images));
    // eslint-disable-next-line react-hooks/exhaustive-deps
    return convertRows({ schemas: [fields.map((f) => f.field)], basePdf: { width: 1, height: 1, padding: [0, 0, 0, 0] } }, table.rows, mapping, { images: library }, rowLabel);
  }, [table, fields, mapping, images, rowLabel]);
  const records = useMemo(() => {
    const keys = Object.keys(edits);
    if (keys.length === 0) return converted.records;
    return converted.records.map((record, row) => (edits[row] ? { ...record, ...edits[row] } : record));
  }, [converted, edits]);
  return { fields, mapping, records, problems: converted.problems, rowLabel, table };
}

/** With no data imported, the form edits one record that starts from each field's sample content. */
function sampleRecord(fields: DataField[]): DataRecord {
  const record: DataRecord = {};
  for (const { field } of fields) record[field.name] = field.content ?? '';
  return record;
}
