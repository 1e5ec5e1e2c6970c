/**
 * The records for a CLI run, read exactly as the app reads them (src/data/records.ts: CSV with encoding and delimiter
 * detection, JSON, XLSX; mapping by saved choice then by name; conversion per field type; each row named as the
 * user's file numbers it), with the file's and the values' cautions worded for the terminal. `platen` reads them in a
 * worker thread of their own (dataReader.ts); this module is what that thread runs.
 */
import { basename } from 'node:path';
import { parseDataFile } from '../data/dataFile';
import type { ReadLimits } from '../data/readLimits';
import { recordListFromTable, type DataRead } from '../data/records';
import type { RecordList, Template } from '../templates/types';
import { readWhole } from './readWhole';

/** Where the records come from: a file `platen` names, or bytes the service was sent under a name. */
export type DataSource = { path: string } | { name: string; bytes: Uint8Array };

/**
 * Read a records file (.csv, .tsv, .json, .xlsx) for a template; `sheet` picks an XLSX sheet (default the first),
 * `limits` are checked while parsing.
 */
export async function readRecordsHere(source: DataSource, template: Template, sheet?: string, limits?: ReadLimits): Promise<DataRead<RecordList>> {
  let bytes: Uint8Array;
  if ('bytes' in source) bytes = source.bytes;
  else {
    try {
      bytes = await readWhole(source.path);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      return { ok: false, messages: [`cannot read the data file: ${code === 'ENOENT' ? 'no such file' : (error as Error).message}`] };
    }
  }
  const name = 'bytes' in source ? source.name : basename(source.path);
  const table = await parseDataFile({ name, bytes, sheet, limits });
  if (sheet && table.sheets && !table.sheets.includes(sheet)) {
    return { ok: false, messages: [`there is no sheet "${sheet}"; the sheets are: ${table.sheets.join(', ')}`] };
  }
  return recordListFromTable(table, template);
}
