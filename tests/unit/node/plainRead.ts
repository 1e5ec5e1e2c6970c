/** A data read as plain values, for comparing the streamed readers' answers with the table readers' (toEqual). */
import type { DataRead } from '../../../src/data/records';
import { PackedRecords, type RecordPack } from '../../../src/node/packedRecords';
import type { RecordList } from '../../../src/templates/types';

/** Everything a read gives, in plain values: records unpacked or listed, the row labels of every row. */
export function plain(read: DataRead<RecordPack | RecordList>) {
  if (!read.ok) return read;
  const { records, rowLabel, ...rest } = read;
  const list: RecordList = 'blocks' in records ? new PackedRecords(records) : records;
  const all = Array.from({ length: list.length }, (_, row) => ({ ...list.at(row) }));
  return { ...rest, mapping: { ...rest.mapping }, records: all, labels: all.map((_, row) => rowLabel(row)) };
}
