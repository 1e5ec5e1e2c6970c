/**
 * The records a batch would print, derived from the session and the template: table rows mapped to fields,
 * converted per field type, form edits laid on top. Lazy: the canvas needs one record, so scrubbing 100,000 rows
 * converts one row; all rows are converted only when preflight or a batch asks (once, then cached). Rebuilt only when
 * the data, the mapping or the fields' data properties change — not on every drag of a field.
 */
import { useMemo } from 'react';
import { convertRows, type ConvertedRecords } from '../../data/convert';
import { dataFields, type DataField } from '../../data/fields';
import { autoMapping, mappingTargets, type Mapping } from '../../data/mapping';
import { rowName, type DataTable } from '../../data/table';
import type { DataRecord, Template } from '../../templates/types';
import { useDoc } from '../store';
import { useDataSession } from './dataSession';

export interface SessionRecords {
  fields: DataField[];
  /** the mapping in effect: saved entries that still fit, the rest matched by name */
  mapping: Mapping;
  table: DataTable | null;
  /** "Line 42" for row 40 of a CSV */
  rowLabel: (row: number) => string;
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

export function rowLabelFor(table: DataTable | null): (row: number) => string {
  if (!table) return (row) => `Record ${row + 1}`;
  return (row) => {
    const name = rowName(table, row);
    return name.charAt(0).toUpperCase() + name.slice(1);
  };
}

/** A stand-in template holding just the data fields, for convertRows. */
const fieldsTemplate = (fields: DataField[]): Template => ({ schemas: [fields.map((f) => f.field)], basePdf: { width: 1, height: 1, padding: [0, 0, 0, 0] } });

function once<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
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
    () => (table ? autoMapping(table.columns, mappingTargets(fields).map((t) => t.name), savedMapping ?? {}) : {}),
    [table, fields, savedMapping],
  );
  const rowLabel = useMemo(() => rowLabelFor(table), [table]);

  // Conversion without edits: per-row on demand, or all at once.
  const base = useMemo(() => {
    if (!table) {
      const sample = sampleRecord(fields);
      return { at: () => sample, all: once(() => ({ records: [sample], problems: [] })) };
    }
    const library = new Map(Object.entries(images));
    const template = fieldsTemplate(fields);
    const all = once(() => convertRows(template, table.rows, mapping, { images: library }, rowLabel));
    const cache = new Map<number, DataRecord>();
    const at = (row: number) => {
      const row0 = table.rows[row];
      if (!row0) return undefined;
      let record = cache.get(row);
      if (!record) {
        record = convertRows(template, [row0], mapping, { images: library }).records[0];
        cache.set(row, record);
      }
      return record;
    };
    return { at, all };
  }, [table, fields, mapping, images, rowLabel]);

  return useMemo<SessionRecords>(() => {
    const edited = (row: number, record: DataRecord | undefined) => (record && edits[row] ? { ...record, ...edits[row] } : record);
    return {
      fields,
      mapping,
      table,
      rowLabel,
      count: table ? table.rows.length : 1,
      recordAt: (row) => edited(row, base.at(row)),
      all: once(() => {
        const converted = base.all();
        if (Object.keys(edits).length === 0) return converted;
        return { records: converted.records.map((record, row) => edited(row, record)!), problems: converted.problems };
      }),
    };
  }, [fields, mapping, table, rowLabel, base, edits]);
}

/** With no data imported, the form edits one record that starts from each field's sample content. */
function sampleRecord(fields: DataField[]): DataRecord {
  const record: DataRecord = {};
  for (const { field } of fields) record[field.name] = field.content ?? '';
  return record;
}
