/**
 * One batch, run by a coordinator (the page's coordinator worker, or the Node engine) over a pool of render workers:
 * records are dealt out in small groups, results are streamed into a ZIP or gathered into one merged PDF, progress is
 * reported as it goes. A bad record becomes an error in the summary; the batch goes on.
 */
import * as Comlink from 'comlink';
import type { DataRecord, Template } from '../../templates/types';
import type { BatchOptions, BatchSummary, OutputSink, ProgressSink, RecordError } from '../api';
import type { RenderPool, Task } from '../pool/renderPool';

type RenderApi = Parameters<Task<unknown>>[0];
import type { RecordFile, RowRecord } from '../engine/renderEngine';
import { ChunkedSink } from './chunkedSink';
import { fileNamesFor } from './fileNames';
import { mergeParts } from './mergeParts';
import { ProgressMeter } from './progressMeter';
import { ZipWriter } from './zipWriter';

/** Records per ZIP task: small, so work spreads evenly and a dead worker loses little. */
const ZIP_GROUP = 4;

export interface BatchControl {
  cancelled: boolean;
}

/**
 * Contiguous runs of rows for merged output: each run is one document whose fonts and images are embedded once, so
 * few long runs; two per worker so a fast worker can take over from a slow one. Progress comes per record anyway.
 */
export function mergedRuns(rows: number[], workers: number): number[][] {
  const size = Math.max(20, Math.min(1000, Math.ceil(rows.length / (workers * 2))));
  const runs: number[][] = [];
  for (let i = 0; i < rows.length; i += size) runs.push(rows.slice(i, i + size));
  return runs;
}

function groups(rows: number[], size: number): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export async function runBatch(
  pool: RenderPool,
  template: Template,
  records: DataRecord[],
  options: BatchOptions,
  onProgress: ProgressSink,
  onOutput: OutputSink,
  control: BatchControl,
): Promise<BatchSummary> {
  const skip = new Set(options.skipRows ?? []);
  const rows = records.map((_, row) => row).filter((row) => !skip.has(row));
  const meter = new ProgressMeter(rows.length, onProgress);
  const errors: RecordError[] = [];
  const items = (runRows: number[]): RowRecord[] => runRows.map((row) => ({ row, record: records[row] ?? {} }));
  const failAll = (runRows: number[], error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    for (const row of runRows) errors.push({ row, message });
    meter.add(0, runRows.length);
  };
  let bytes = 0;
  // Each worker gets the template once per batch; tasks then name it by key.
  const templateKey = `batch-template-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`;
  const handedTo = new WeakSet<object>();
  const templateOn = async (api: RenderApi): Promise<string> => {
    if (!handedTo.has(api)) {
      await api.useTemplate(templateKey, template);
      handedTo.add(api);
    }
    return templateKey;
  };

  if (options.output === 'zip') {
    const names = fileNamesFor(options.fileName, records, rows);
    const zip = new ZipWriter(onOutput);
    // Groups finish out of order across workers; entries are still written in row order, holding at most the few
    // groups that finished early.
    const finished = new Map<number, RecordFile[]>();
    let nextGroup = 0;
    const writeReady = () => {
      for (let files = finished.get(nextGroup); files; files = finished.get(nextGroup)) {
        finished.delete(nextGroup);
        nextGroup += 1;
        for (const file of files) if (file.pdf) zip.add(names.get(file.row)!, file.pdf);
      }
    };
    await Promise.all(
      groups(rows, ZIP_GROUP).map(async (group, index) => {
        let files: RecordFile[] = [];
        try {
          if (!control.cancelled) {
            files = await pool.run(async (api) => (control.cancelled ? [] : api.renderEach(await templateOn(api), items(group))));
          }
          const done = files.filter((file) => file.pdf).length;
          for (const file of files) errors.push(...file.errors);
          meter.add(done, files.length - done);
        } catch (error) {
          failAll(group, error);
        }
        finished.set(index, files);
        writeReady();
      }),
    );
    zip.finish();
    bytes = zip.bytes;
  } else {
    const runs = mergedRuns(rows, pool.size);
    const parts: (Uint8Array | null)[] = new Array(runs.length).fill(null);
    await Promise.all(
      runs.map(async (run, index) => {
        if (control.cancelled) return;
        // Records are counted as the worker reports them; an attempt lost with a dead worker is taken back out.
        let counted = { done: 0, failed: 0 };
        try {
          const part = await pool.run(async (api) => {
            meter.add(-counted.done, -counted.failed);
            const attempt = (counted = { done: 0, failed: 0 });
            if (control.cancelled) return { pdf: null, rows: [], errors: [] };
            // Answers false once the batch is cancelled, so a long run stops within a record.
            const onRecord = (ok: boolean) => {
              if (attempt === counted) {
                if (ok) attempt.done += 1;
                else attempt.failed += 1;
                meter.add(ok ? 1 : 0, ok ? 0 : 1);
              }
              return !control.cancelled;
            };
            return api.renderMerged(await templateOn(api), items(run), Comlink.proxy(onRecord));
          });
          parts[index] = part.pdf;
          errors.push(...part.errors);
          // Settle the count on the result (callbacks travel on their own port and may still be on the way: a new
          // `counted` object makes them ignored).
          meter.add(part.rows.length - counted.done, new Set(part.errors.map((e) => e.row)).size - counted.failed);
          counted = { done: 0, failed: 0 };
        } catch (error) {
          meter.add(-counted.done, -counted.failed);
          counted = { done: 0, failed: 0 };
          failAll(run, error);
        }
      }),
    );
    const out = new ChunkedSink(onOutput);
    const present = parts.filter((p): p is Uint8Array => p !== null);
    if (!control.cancelled && present.length > 0) {
      const pdf = await mergeParts(present);
      for (let offset = 0; offset < pdf.length; offset += 4 * 1024 * 1024) out.push(pdf.subarray(offset, offset + 4 * 1024 * 1024));
    }
    out.end();
    bytes = out.bytes;
  }

  meter.report();
  errors.sort((a, b) => a.row - b.row);
  return {
    done: meter.done,
    failed: meter.failed,
    total: rows.length,
    cancelled: control.cancelled,
    errors,
    bytes,
    elapsedMs: meter.elapsedMs,
  };
}
