/**
 * `readRecords` for `platen render|validate`: the data file is read in a thread of its own (dataWorker.ts), so the
 * parse's peak — several times the records it yields — is given back to the system when the thread ends, before the
 * render workers start, instead of staying in the main thread's heap for the whole batch. The records stay packed
 * (packedRecords.ts; past SPILL_AFTER_BYTES in a file with no name, spillFile.ts) and are parsed as the batch deals
 * them out.
 */
import { closeSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { rowLabelFor, type DataRead } from '../data/records';
import type { RecordList, Template } from '../templates/types';
import { userKeyed } from '../templates/userKeyed';
import type { ReadLimits } from '../data/readLimits';
import type { DataSource } from './dataFile';
import type { DataWorkerInput, DataWorkerOutput } from './dataWorker';
import { PackedRecords } from './packedRecords';
import { openSpillFile } from './spillFile';

/** Set by scripts/build-cli.mjs in the compiled CLI: the data worker's bundle, beside the main bundle in dist-node/. */
declare const PLATEN_COMPILED_DATA_WORKER: string | undefined;

const WORKER_URL = new URL(
  typeof PLATEN_COMPILED_DATA_WORKER === 'string' ? PLATEN_COMPILED_DATA_WORKER : './dataWorkerBootstrap.mjs',
  import.meta.url,
);

/**
 * Old generation of the data thread, MB: without a bound a file too big to parse would abort the whole process
 * (a worker's heap exhaustion is fatal unless resourceLimits sets one); with it, the read fails with a sentence.
 */
const DATA_OLD_GENERATION_MB = 4096;

/** Read a records file (.csv, .tsv, .json, .xlsx) for a template; `sheet` picks an XLSX sheet (default the first). */
export function readRecords(path: string, template: Template, sheet?: string): Promise<DataRead<RecordList>> {
  return readRecordsInThread({ path }, template, { sheet });
}

export interface ThreadReadOptions {
  sheet?: string;
  /** checked while the thread parses (src/data/readLimits.ts) */
  limits?: ReadLimits;
  /** the thread's old generation, MB (default 4096) */
  heapMb?: number;
}

/**
 * Records from a file or from bytes, read in a thread of its own: the service's one data path with the CLI's, so an
 * upload is parsed off the thread that answers requests (issue #20: a 4 MB CSV held the event loop 22 s). Bytes
 * given are handed to the thread, not copied: the caller must not use them after.
 */
export function readRecordsInThread(source: DataSource, template: Template, options: ThreadReadOptions = {}): Promise<DataRead<RecordList>> {
  // Opened here, not in the thread: Node closes the descriptors a thread opened when it ends.
  const spillFd = openSpillFile();
  const input: DataWorkerInput = { source, template, sheet: options.sheet, limits: options.limits, spillFd };
  const transferList = 'bytes' in source ? [source.bytes.buffer as ArrayBuffer] : [];
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_URL, {
      workerData: input,
      transferList,
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb ?? DATA_OLD_GENERATION_MB },
    });
    let settled = false;
    const settle = (read: DataRead<RecordList>, spilled = false) => {
      if (settled) return;
      settled = true;
      // A spill file that took the records is closed when they are gone (PackedRecords); any other now.
      if (spillFd !== undefined && !spilled) closeSync(spillFd);
      resolve(read);
    };
    worker.once('message', (output: DataWorkerOutput) => {
      if (!output.ok) return settle(output);
      const { records: pack, ...rest } = output;
      // Keys from the user's file go back on no prototype (userKeyed.ts): the mapping here, each record as it is parsed.
      const read = { ...rest, records: new PackedRecords(pack), mapping: Object.assign(userKeyed<string>(), rest.mapping), rowLabel: rowLabelFor(rest.rowPlaces) };
      settle(read, pack.spill !== undefined);
    });
    worker.once('error', (error) => {
      const tooBig = (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';
      settle({ ok: false, messages: [tooBig ? 'the data file is too large to read into memory' : `cannot read the data file: ${error.message}`] });
    });
    worker.once('exit', (code) => settle({ ok: false, messages: [`cannot read the data file: the reading thread stopped (code ${code})`] }));
  });
}
