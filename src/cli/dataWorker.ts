/**
 * The thread that reads `platen`'s data file (started by dataReader.ts): parsing a 10,000-record JSON file takes
 * ~80 MB of text, parsed objects and intermediate rows at once, of which ~20 MB of records are kept. Read here, all of
 * it goes when the thread ends; only the records cross to the main thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Template } from '../templates/types';
import { readRecordsHere, type DataRead } from './dataFile';

export interface DataWorkerInput {
  path: string;
  template: Template;
  sheet?: string;
}

/** What the thread posts: the read without its rowLabel function, which cannot cross threads (rowPlaces can). */
export type DataWorkerOutput = Exclude<DataRead, { ok: true }> | Omit<Extract<DataRead, { ok: true }>, 'rowLabel'>;

if (!parentPort) throw new Error('dataWorker.ts must run as a worker_thread');
const { path, template, sheet } = workerData as DataWorkerInput;
const read = await readRecordsHere(path, template, sheet);
let output: DataWorkerOutput = read;
if (read.ok) {
  const { rowLabel: _function, ...rest } = read;
  output = rest;
}
parentPort.postMessage(output);
