/**
 * The end of `platen render`: the output finished (or given up when the run was interrupted), what was written, the
 * rows the plan left out and the rows that failed, and the exit status they make.
 */
import type { BatchPlan } from '../data/batchPlan';
import type { RowLabel } from '../data/records';
import { EXIT_INTERRUPTED, EXIT_OK, EXIT_RECORDS_FAILED, EXIT_USAGE, say, type CliIo } from '../node/io';
import type { RenderArgs } from './args';
import type { OutputKind, OutputWriter } from './outputTarget';
import { formatDuration } from './progressLine';
import { failedRecordCount, formatRowErrors } from './rowReport';
import type { BatchSummary } from '../worker/api';

const megabytes = (bytes: number) => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.ceil(bytes / 1e3)} kB`);

/** The data's part in the report: the output kind, how many records, and how the file names a row. */
export interface ReportedData {
  kind: OutputKind;
  records: number;
  rowLabel: RowLabel;
}

/** Finishes the output and reports the run; resolves with the exit status. */
export async function reportRender(
  args: RenderArgs,
  io: CliIo,
  data: ReportedData,
  plan: BatchPlan,
  run: { summary: BatchSummary; interrupted: boolean; writer: OutputWriter },
): Promise<number> {
  const { summary, writer } = run;
  if (run.interrupted || summary.cancelled) {
    await writer.abort();
    say(io, data.kind === 'directory'
      ? `interrupted after ${summary.done} of ${summary.total} records; the PDFs written so far stay in ${args.out}`
      : `interrupted after ${summary.done} of ${summary.total} records; ${args.out} was not written`);
    return EXIT_INTERRUPTED;
  }
  let written: Awaited<ReturnType<typeof writer.finish>>;
  try {
    written = await writer.finish();
  } catch (error) {
    say(io, `cannot write ${args.out}: ${(error as Error).message}`);
    return EXIT_USAGE;
  }

  const seconds = formatDuration(summary.elapsedMs / 1000);
  const good = summary.done;
  const { records } = data;
  if (written.bytes > 0) {
    const what = data.kind === 'directory' ? `${written.files} PDF${written.files === 1 ? '' : 's'} in ${args.out}` : args.out;
    say(io, `wrote ${good} record${good === 1 ? '' : 's'} to ${what} (${megabytes(written.bytes)}) in ${seconds}`);
  }
  const skippedCount = failedRecordCount(plan.skipped);
  if (skippedCount > 0) {
    say(io, `${skippedCount} of ${records} record${records === 1 ? '' : 's'} skipped (flagged by --preflight, not rendered):`);
    for (const line of formatRowErrors(plan.skipped, data.rowLabel)) io.stderr.write(`${line}\n`);
  }
  const errors = [...plan.failed, ...summary.errors];
  const failed = Math.max(summary.failed + failedRecordCount(plan.failed), failedRecordCount(errors));
  if (failed > 0 || errors.length > 0) {
    say(io, `${failed} of ${records} record${records === 1 ? '' : 's'} failed${good > 0 && skippedCount === 0 ? ' (the others were written)' : ''}:`);
    for (const line of formatRowErrors(errors, data.rowLabel)) io.stderr.write(`${line}\n`);
    return EXIT_RECORDS_FAILED;
  }
  if (good === 0 && records > 0) {
    // Every record skipped: nothing to show for the run, which a script must not take for success.
    say(io, `no record was rendered, so ${args.out} was not written`);
    return EXIT_RECORDS_FAILED;
  }
  return EXIT_OK;
}
