/**
 * One batch, run by a coordinator (the page's coordinator worker, or the Node engine) over a pool of render workers:
 * records are dealt out in small groups, results are streamed into a ZIP or gathered into one merged PDF, progress is
 * reported as it goes. A bad record becomes an error in the summary; the batch goes on. A worker that is lost
 * (crashed, stuck, closed) costs only the record that caused it (isolateLosses.ts). A cancel stops the workers
 * within a second, and what was rendered until then is still written: the ZIP is finished, the parts are merged.
 */
import type { Dealt, RecordList, Template } from '../../templates/types';
import type { BatchOptions, BatchSummary, OutputReady, OutputSink, ProgressSink, RecordError, RowRange } from '../api';
import type { MergedPart, RecordFile, RowRecord } from '../engine/renderEngine';
import { RecordTimeLimit } from '../pool/recordTimeLimit';
import type { RenderPool, Task, TaskWatch } from '../pool/renderPool';
import { withSigns, type SignHearer } from '../pool/taskSigns';
import { ChunkedSink } from './chunkedSink';
import { PAGE_OUTPUT, type OutputTraits } from './outputTraits';
import { entryNamer } from './fileNames';
import { RowMarks } from './rowMarks';
import { templateHandOff } from './templateHandOff';
import { InIndexOrder } from './inIndexOrder';
import { inWindows } from './inWindows';
import { runIsolating, type IsolatedTasks } from './isolateLosses';
import { MergedOutput, type MergedPartData } from './mergedOutput';
import { pdfDeflate } from '../engine/pdfDeflate';
import { ProgressMeter } from './progressMeter';
import { ZipWriter } from './zipWriter';


/** Records per ZIP task: small, so work spreads evenly and a lost worker costs little. */
const ZIP_GROUP = 4;

/** ZIP tasks queued or running per worker: enough that a worker never waits for the coordinator, few to hold. */
const ZIP_TASKS_PER_WORKER = 4;

/**
 * Merged runs queued or running per worker: one rendering, one waiting, so a worker never waits for the coordinator
 * and a slow output can pause the dealing (outputReady).
 */
const MERGED_RUNS_PER_WORKER = 2;

/**
 * Contiguous runs of rows for merged output: each run is one part whose fonts and images are embedded once, written
 * out as soon as the runs before it are (mergedOutput.ts). At most 40 records, so a worker holds a small document and
 * the merged file's memory stays flat in N (measured with 2 workers, 1,000 invoices: runs of 250 peaked at 860 MB,
 * 100 at 550 MB, 40 at 404 MB, for 5.5, 5.6 and 5.9 KB a page); two per worker for short batches, so a fast worker
 * can take over from a slow one. Progress comes per record anyway.
 */
export function mergedRuns(rows: ArrayLike<number>, workers: number): Dealt<number[]> {
  const size = Math.max(20, Math.min(40, Math.ceil(rows.length / (workers * 2))));
  return groups(rows, size);
}

/** `rows` in groups of `size`, each made when it is dealt: a batch's groups are not all held at once. */
function groups(rows: ArrayLike<number>, size: number): Dealt<number[]> {
  return {
    length: Math.ceil(rows.length / size),
    at: (index) => Array.from({ length: Math.min(size, rows.length - index * size) }, (_, offset) => rows[index * size + offset]),
  };
}

/** The rows a batch renders, in order, 4 bytes a row (a number[] took 8, and its groups as many again). */
function rowsToRender(rowCount: number, skipRows: readonly number[] = []): Int32Array {
  const skip = new Set(skipRows);
  const rows = new Int32Array(rowCount - [...skip].filter((row) => row >= 0 && row < rowCount).length);
  let next = 0;
  for (let row = 0; row < rowCount; row += 1) if (!skip.has(row)) rows[next++] = row;
  return rows;
}

/** Rows neither rendered nor failed, as ranges. */
function rowRanges(rows: Int32Array, settled: (row: number) => boolean): RowRange[] {
  const ranges: RowRange[] = [];
  for (const row of rows) {
    if (settled(row)) continue;
    const last = ranges.at(-1);
    if (last && last.last === row - 1) last.last = row;
    else ranges.push({ first: row, last: row });
  }
  return ranges;
}

export async function runBatch(
  pool: RenderPool,
  template: Template,
  records: RecordList,
  options: BatchOptions,
  onProgress: ProgressSink,
  onOutput: OutputSink,
  signal: AbortSignal,
  /** the platform's chunk size and checksum (outputTraits.ts) */
  output: OutputTraits = PAGE_OUTPUT,
  /** back-pressure from a slow output: awaited before each group or run is dealt (api.ts OutputReady) */
  outputReady: OutputReady = () => undefined,
): Promise<BatchSummary> {
  const rows = rowsToRender(records.length, options.skipRows);
  const meter = new ProgressMeter(rows.length, records.length, onProgress);
  meter.tick();
  const errors: RecordError[] = [];
  const marks = new RowMarks(records.length);
  const losses = new Map<number, number>();
  const limit = new RecordTimeLimit(options.recordTimeoutMs);
  const items = (runRows: number[]): RowRecord[] => runRows.map((row) => ({ row, record: records.at(row) ?? {} }));
  const fail = (row: number, message: string) => {
    errors.push({ row, message });
    marks.markFailed(row);
    meter.failedRow(row);
  };
  const noteErrors = (recordErrors: RecordError[]) => {
    errors.push(...recordErrors);
    for (const { row } of recordErrors) {
      marks.markFailed(row);
      meter.failedRow(row);
    }
  };
  const templateOn = templateHandOff('batch', template);
  /** What hears a task's signs: restarts its clock, tells the caller, and asks the task to stop once cancelled. */
  const hearer = (watch: TaskWatch, heard: (row: number, ok: boolean) => void): SignHearer => (sign) => {
    watch.heard(sign);
    if (sign.kind === 'record') heard(sign.row, sign.ok);
    return !signal.aborted;
  };
  const run = <T>(task: Task<T>) => pool.run(task, { limit, signal, retries: 0 });
  let bytes = 0;

  try {
    if (options.output === 'zip') {
      const nameOf = entryNamer(options, records);
      const zip = new ZipWriter(onOutput, undefined, output);
      // Groups finish out of order across workers; entries are still written in row order, holding at most the few
      // groups that finished early. Every row of a group is named, a failed one too: a later row's name does not
      // depend on which rows failed, and a failed row rendered again alone gets the name it would have had.
      const entries = new InIndexOrder<{ group: number[]; files: Map<number, RecordFile> }>(({ group, files }) => {
        for (const row of group) {
          const name = nameOf(row);
          const pdf = files.get(row)?.pdf;
          if (pdf) zip.add(name, pdf);
        }
      });
      await inWindows(groups(rows, ZIP_GROUP), pool.size * ZIP_TASKS_PER_WORKER, async (group, index) => {
        await outputReady();
        // After a failed write (a full disk) no entry can be added: groups not yet started are not rendered.
        if (entries.failed) return;
        const files = new Map<number, RecordFile>();
        const tasks: IsolatedTasks<RecordFile[]> = {
          attempt: (taskRows, heard) =>
            run(async (api, watch) => {
              const named = await templateOn(api);
              return withSigns(hearer(watch, heard), (signs) => api.renderEach(named, items(taskRows), signs));
            }),
          settle: (_, result) => {
            for (const file of result) {
              files.set(file.row, file);
              if (file.pdf) {
                marks.markRendered(file.row);
                meter.rendered(file.row);
              } else noteErrors(file.errors);
            }
          },
          fail,
        };
        await runIsolating(group, tasks, losses);
        entries.finished(index, { group, files });
      });
      // What was rendered is written, cancelled or not.
      await entries.written();
      zip.finish();
      bytes = zip.bytes;
    } else {
      // Runs are written in row order as each finishes (a run's parts, from retried tasks too, sorted by first row);
      // a run that finishes early waits for the ones before it.
      const out = new ChunkedSink(onOutput, output.chunkBytes);
      const merged = new MergedOutput((data) => out.push(data), pdfDeflate);
      const runs = mergedRuns(rows, pool.size);
      // Parts of a batch of several runs come as objects, which the coordinator renumbers without parsing a PDF;
      // a batch of one run is one worker's file, written as it is (mergedOutput.ts).
      const form = runs.length > 1 ? 'objects' : 'pdf';
      const runParts = new InIndexOrder<{ first: number; data: MergedPartData }[]>(async (parts) => {
        for (const part of parts.sort((a, b) => a.first - b.first)) await merged.add(part.data);
      });
      await inWindows(runs, pool.size * MERGED_RUNS_PER_WORKER, async (runRows, index) => {
        await outputReady();
        const parts: { first: number; data: MergedPartData }[] = [];
        const tasks: IsolatedTasks<MergedPart> = {
          attempt: (taskRows, heard) =>
            run(async (api, watch) => {
              const named = await templateOn(api);
              const hear = hearer(watch, (row, ok) => {
                heard(row);
                // Counted as the worker reports it, for progress during a long run; the meter counts a row once.
                if (ok) meter.rendered(row);
              });
              return withSigns(hear, (signs) => api.renderMerged(named, items(taskRows), signs, form));
            }),
          settle: (_, part) => {
            const data = part.objects ?? part.pdf;
            if (data && part.rows.length > 0) parts.push({ first: part.rows[0], data });
            for (const row of part.rows) {
              marks.markRendered(row);
              meter.rendered(row);
            }
            noteErrors(part.errors);
          },
          fail,
        };
        await runIsolating(runRows, tasks, losses);
        runParts.finished(index, parts);
      });
      // What was rendered is written, cancelled or not; a write error is thrown once every run is done.
      await runParts.written();
      await merged.finish();
      out.end();
      bytes = out.bytes;
    }
  } finally {
    meter.stop();
  }

  meter.report();
  errors.sort((a, b) => a.row - b.row);
  // The summary counts what is in the output: a record a lost worker reported rendered, then not rendered again
  // because the batch was cancelled, is listed as not rendered.
  return {
    done: marks.rendered,
    failed: marks.failedOnly,
    total: rows.length,
    cancelled: signal.aborted,
    errors,
    notRendered: rowRanges(rows, (row) => marks.isSettled(row)),
    bytes,
    elapsedMs: meter.elapsedMs,
  };
}
