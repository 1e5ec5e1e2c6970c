/**
 * The records a batch would print, for the Data panel: the session's table and form edits run through the data path
 * (src/data/records.ts: mapping in effect, lazy conversion, row labels, the sample record with no data). Rebuilt only
 * when the data, the mapping or the fields' data properties change — not on every drag of a field.
 */
import { useMemo } from 'react';
import type { ConvertedRecords } from '../../data/convert';
import { dataFields, type DataField } from '../../data/fields';
import type { Mapping } from '../../data/mapping';
import { mappingInEffect, recordSource, rowLabelFor, sentenceCase, withEdits, type RowLabel } from '../../data/records';
import type { DataTable } from '../../data/table';
import type { DataRecord, Template } from '../../templates/types';
import { useDoc } from '../store';
import { useDataSession } from './dataSession';

export interface SessionRecords {
  fields: DataField[];
  /** the mapping in effect: saved entries that still fit, the rest matched by name */
  mapping: Mapping;
  table: DataTable | null;
  /** as the panel shows a row: "Line 42" for row 40 of a CSV, "Record 1" with no data */
  rowLabel: RowLabel;
  /** how many records (1 with no data: the form's own record) */
  count: number;
  /** one record, converted, with form edits */
  recordAt(row: number): DataRecord | undefined;
  /** every record and the conversion problems (path ['records', row, field]); computed once per session object */
  all(): ConvertedRecords;
}

/** Field properties that change how a value converts; anything else (position, colour) does not matter here. */
function fieldsKey(template: Template): string {
  return JSON.stringify(
    dataFields(template).map(({ field }) => [field.name, field.type, field.format, field.locale, field.head, field.variables, field.options, field.content]),
  );
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
  const mapping = useMemo(() => (table ? mappingInEffect(table.columns, fields, savedMapping) : {}), [table, fields, savedMapping]);
  const rowLabel = useMemo<RowLabel>(() => {
    const label = rowLabelFor(table);
    return (row) => sentenceCase(label(row));
  }, [table]);
  const base = useMemo(() => recordSource(fields, table, mapping, { images: new Map(Object.entries(images)) }), [table, fields, mapping, images]);

  return useMemo<SessionRecords>(() => {
    const records = withEdits(base, edits);
    return { fields, mapping, table, rowLabel, count: records.count, recordAt: records.at, all: records.all };
  }, [fields, mapping, table, rowLabel, base, edits]);
}
