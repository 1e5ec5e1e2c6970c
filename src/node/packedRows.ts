/**
 * Pass two of a streamed read (streamedJson.ts, streamedCsv.ts): rows handed over one at a time are converted by
 * blocks of RECORDS_A_BLOCK and packed (packedRecords.ts), so no more than a block of rows and records is held.
 */
import { readTable, rowConverter, withColumns, type DataRead } from '../data/records';
import type { DataTable } from '../data/table';
import type { DataField } from '../data/fields';
import type { Mapping } from '../data/mapping';
import type { Problem, Template } from '../templates/types';
import { RECORDS_A_BLOCK, RecordPacker, type RecordPack, type SpillPolicy } from './packedRecords';

/** A file that gives no rows (empty, over a limit, no records), refused as readTable refuses it. */
export function refusedRead(table: DataTable, template: Template): DataRead<RecordPack> {
  const { rows: _none, ...rest } = table;
  return readTable({ ...rest, rowCount: 0 }, template, () => ({ records: new RecordPacker(0).finish(), problems: [] }));
}

/** Reads the rows again, handing each to `take`; false when it could not (the file changed, or `take` said stop). */
export type RowPass = (take: (row: Record<string, string>) => boolean) => boolean;

/** The file changed between the passes (it was being written): its records would not match its columns. */
export class ChangedWhileRead extends Error {}

/**
 * The `rowCount` rows of `pass` mapped, converted and packed (to `spill` past its limit), with their conversion
 * problems (rows counted from the first). Throws ChangedWhileRead when the pass gives another number of rows than the
 * first pass counted.
 */
export function packRows(rowCount: number, fields: readonly DataField[], mapping: Mapping, pass: RowPass, spill?: SpillPolicy): { records: RecordPack; problems: Problem[] } {
  const convert = rowConverter(fields, mapping);
  const packer = new RecordPacker(rowCount, spill);
  const problems: Problem[] = [];
  let block: Record<string, string>[] = [];
  let converted = 0;
  const packBlock = () => {
    const { records, problems: found } = convert(block);
    for (const { path, ...rest } of found) problems.push({ ...rest, path: [path[0], (path[1] as number) + converted, ...path.slice(2)] });
    records.forEach((record, row) => packer.add(withColumns(record, block[row])));
    converted += block.length;
    block = [];
  };
  const whole = pass((row) => {
    if (converted + block.length >= rowCount) return false;
    block.push(row);
    if (block.length === RECORDS_A_BLOCK) packBlock();
    return true;
  });
  if (block.length > 0) packBlock();
  if (!whole || converted !== rowCount) throw new ChangedWhileRead();
  return { records: packer.finish(), problems };
}
