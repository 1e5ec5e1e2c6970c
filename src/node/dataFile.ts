/**
 * The records for a CLI run, read exactly as the app reads them (src/data/records.ts: CSV with encoding and delimiter
 * detection, JSON, XLSX; mapping by saved choice then by name; conversion per field type; each row named as the
 * user's file numbers it), with the file's and the values' cautions worded for the terminal, and the records packed
 * (packedRecords.ts). `platen` reads them in a worker thread of their own (dataReader.ts); this module is what that
 * thread runs. A JSON array is read a record at a time when it can be (streamedJson.ts), a CSV file in two passes
 * over its text (streamedCsv.ts), a workbook whole.
 */
import { basename } from 'node:path';
import { parseDataFile, routeOf } from '../data/dataFile';
import { recordListFromTable, type DataRead } from '../data/records';
import type { Template } from '../templates/types';
import { packRecords, type RecordPack } from './packedRecords';
import { readWhole } from './readWhole';
import { readCsvStreamed } from './streamedCsv';
import { byteChunks, readJsonFileStreamed, readJsonStreamed, type JsonReadOptions } from './streamedJson';

/** Where the records come from: a file `platen` names, or bytes the service was sent under a name. */
export type DataSource = { path: string } | { name: string; bytes: Uint8Array };

const cannotRead = (error: unknown): DataRead<RecordPack> => {
  const code = (error as NodeJS.ErrnoException).code;
  return { ok: false, messages: [`cannot read the data file: ${code === 'ENOENT' ? 'no such file' : (error as Error).message}`] };
};

/** How readRecordsHere reads: the limits (checked while parsing) and spill policy (the data thread's spill file) as a JSON file's. */
export interface ReadHereOptions extends JsonReadOptions {
  /** an XLSX sheet (default the first) */
  sheet?: string;
}

/** Read a records file (.csv, .tsv, .json, .xlsx) for a template. */
export async function readRecordsHere(source: DataSource, template: Template, { sheet, limits, spill }: ReadHereOptions = {}): Promise<DataRead<RecordPack>> {
  const name = 'bytes' in source ? source.name : basename(source.path);
  const where = `“${name}”`;
  if (name.toLowerCase().endsWith('.json')) {
    let streamed: DataRead<RecordPack> | undefined;
    try {
      streamed = 'bytes' in source ? readJsonStreamed(byteChunks(source.bytes), where, template, { limits, spill }) : readJsonFileStreamed(source.path, where, template, { limits, spill });
    } catch (error) {
      return cannotRead(error);
    }
    if (streamed) return streamed;
  }
  let bytes: Uint8Array;
  if ('bytes' in source) bytes = source.bytes;
  else {
    try {
      bytes = await readWhole(source.path);
    } catch (error) {
      return cannotRead(error);
    }
  }
  const file = { name, bytes, sheet, limits };
  const route = routeOf(file);
  if (route.kind === 'csv') return readCsvStreamed(bytes, route.options, template, spill);
  const table = await parseDataFile(file);
  if (sheet && table.sheets && !table.sheets.includes(sheet)) {
    return { ok: false, messages: [`there is no sheet "${sheet}"; the sheets are: ${table.sheets.join(', ')}`] };
  }
  const read = recordListFromTable(table, template);
  return read.ok ? { ...read, records: packRecords(read.records, spill) } : read;
}
