/**
 * The thread that reads `platen`'s data file (started by dataReader.ts). A JSON array is read a record at a time
 * (streamedJson.ts), a CSV file in two passes over its text (streamedCsv.ts), a workbook whole: its parse takes
 * several times its cells in objects at once. Read here, all of it goes when the thread ends; only the records cross
 * to the main thread, packed in deflated blocks that are handed over, not copied, or written to the spill file the
 * main thread opened (packedRecords.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Template } from '../templates/types';
import type { ReadLimits } from '../data/readLimits';
import type { ReadRefusal, RecordsRead } from '../data/records';
import { readRecordsHere, type DataSource } from './dataFile';
import { SPILL_AFTER_BYTES, type RecordPack } from './packedRecords';

export interface DataWorkerInput {
  source: DataSource;
  template: Template;
  sheet?: string;
  limits?: ReadLimits;
  /** the spill file the main thread opened for the packed records (dataReader.ts), if it could */
  spillFd?: number;
}

/** What the thread posts: the read with its records packed and without its rowLabel function (rowPlaces can cross). */
export type DataWorkerOutput = ReadRefusal | Omit<RecordsRead<RecordPack>, 'rowLabel'>;

if (!parentPort) throw new Error('dataWorker.ts must run as a worker_thread');
const { source, template, sheet, limits, spillFd } = workerData as DataWorkerInput;
const spill = spillFd === undefined ? undefined : { afterBytes: SPILL_AFTER_BYTES, fd: spillFd };
const read = await readRecordsHere(source, template, { sheet, limits, spill });
if (read.ok) {
  const { rowLabel: _function, records: pack, ...rest } = read;
  const output: DataWorkerOutput = { ...rest, records: pack };
  parentPort.postMessage(output, [pack.blocks.buffer, pack.blockEnds.buffer, pack.ends.buffer]);
} else {
  parentPort.postMessage(read satisfies DataWorkerOutput);
}
