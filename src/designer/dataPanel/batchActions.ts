/**
 * Starts, follows and cancels a batch from the Data panel. Records go to the worker through runBatch (one typed
 * call); output streams into the chosen target. N-up first turns records into sheets (src/data/nup). The designer
 * stays usable: all rendering happens in workers.
 */
import { planBatch, planProblem, withSkipped, type BatchPlan } from '../../data/batchPlan';
import { fileNamePatternProblem, patternNames } from '../../data/fileNamePattern';
import { checkLayout, nupRecords, nupTemplate } from '../../data/nup';
import { fileErrors } from '../../data/table';
import { sheetLayoutOf } from './customLayout';
import type { DataRecord, Problem, Template } from '../../templates/types';
import type { BatchSummary } from '../../worker/api';
import { runBatch } from '../../worker/client';
import { downloadTarget, folderFileTarget, folderUnzipTarget, pickFolder, type OutputTarget } from './batchOutput';
import { shownBatchKey, updateBatchOf } from './batchStates';
import { dataSession, type BatchReport, type BatchSettings, type BatchState } from './dataSession';
import { runPreflightNow } from './preflightActions';
import { rowErrorsOf, unfilledFields, withColumns } from '../../data/records';
import { skipsRecord, type SkipChoice } from '../../data/skipRows';
import type { SessionRecords } from './useSessionRecords';

let running: { cancel(): Promise<void>; target: OutputTarget; key: string } | null = null;

const baseName = (template: Template) => (template.platen?.name?.trim() || 'platen-batch').replace(/[<>:"/\\|?*]/g, '_');

/** How many records a batch would render: all, less the ones left out (what Start says). */
export function recordsToRender(total: number, skipped: number): number {
  return Math.max(0, total - skipped);
}

/** The user's two skip choices (src/data/skipRows.ts). */
export const skipChoiceOf = (settings: Pick<BatchSettings, 'skipFlagged' | 'skipOverflow'>): SkipChoice => ({ errors: settings.skipFlagged, overflow: settings.skipOverflow === true });

/**
 * What keeps a batch from starting (issue #17), each decided in src/data as for the CLI and the service: the data
 * file cannot be used (rows merged by a quote, not text), or the ZIP's File names pattern names a column or field
 * the records lack.
 */
export function batchBlockers(session: Pick<SessionRecords, 'table' | 'fields'>, settings: Pick<BatchSettings, 'output' | 'fileName'>): { fileError?: Problem; fileNameProblem?: string } {
  const fileError = session.table ? fileErrors(session.table)[0] : undefined;
  const pattern = settings.output === 'zip' ? settings.fileName.trim() : '';
  const fileNameProblem = pattern ? fileNamePatternProblem(pattern, patternNames(session.table?.columns ?? [], session.fields)) : undefined;
  return { fileError, fileNameProblem };
}

/**
 * The batch plan for the session's records (src/data/batchPlan.ts), as for the CLI and the service. The panel acts on
 * its file-name and output refusals; data that fills no field disables Start instead (BatchSection), and a name the
 * template reads that the data lacks fails each record as the batch reports it. Invoice rules are its preflight's to
 * flag, under "Skip records with errors" (src/data/preflightLocal.ts).
 */
function sessionPlan(template: Template, session: SessionRecords, settings: Pick<BatchSettings, 'output' | 'fileName'>): BatchPlan {
  const columns = session.table?.columns ?? [];
  const data = {
    records: { length: session.count, at: session.recordAt },
    columns,
    names: patternNames(columns, session.fields),
    mapping: session.mapping,
    unfilledFields: unfilledFields(session.fields, session.mapping),
    rowErrors: [],
  };
  return planBatch(template, data, { output: settings.output, fileName: settings.fileName.trim() || undefined, invoiceRules: false });
}

export async function startBatch(template: Template, session: SessionRecords, settings: BatchSettings): Promise<void> {
  // The batch belongs to the template it was started on, even if another is opened while it runs (batchStates.ts).
  const key = shownBatchKey();
  const setBatch = (batch: BatchState) => updateBatchOf(key, () => batch);
  if (running) {
    setBatch({ status: 'failed', message: 'Another template’s batch is still running: let it finish or cancel it there first.' });
    return;
  }
  // The Start button is disabled for these (BatchSection); a batch started another way is refused the same.
  const fileError = session.table ? fileErrors(session.table)[0] : undefined;
  let plan = sessionPlan(template, session, settings);
  const pattern = planProblem(plan, 'fileName');
  if (fileError || pattern) {
    setBatch({ status: 'failed', message: fileError?.message ?? `File names: ${pattern!.message}` });
    return;
  }
  const oneInvoicePerFile = planProblem(plan, 'output');
  if (oneInvoicePerFile) {
    setBatch({ status: 'failed', message: oneInvoicePerFile.message });
    return;
  }
  // Ask for the folder first: the browser allows the picker only straight from the click.
  const folder = settings.destination === 'folder' ? await pickFolder() : null;
  if (settings.destination === 'folder' && !folder) return;
  setBatch({ status: 'running', message: 'Checking records…' });

  let problems: Problem[] = dataSession.get().preflight.problems;
  const fresh = dataSession.get().preflight.forSession === session && dataSession.get().preflight.forTemplate === template;
  const choice = skipChoiceOf(settings);
  if ((choice.errors || choice.overflow) && !fresh) problems = await runPreflightNow(template, session);
  // Hard errors and overflowing text are left out by separate choices (issue #17).
  plan = withSkipped(plan, rowErrorsOf(problems.filter((problem) => skipsRecord(problem, choice))));
  const flagged = plan.skipRows;

  let batchTemplate = template;
  const converted = session.all().records;
  // Conditions, fixed text and file-name patterns read every column ({id} works even when no field is called id).
  let records: DataRecord[] = converted.map((record, row) => withColumns(record, session.table?.rows[row]));
  let skipRows = flagged;
  let unit = (row: number) => session.rowLabel(row);
  const layout = sheetLayoutOf(template, settings);
  if (layout) {
    const layoutProblems = checkLayout(template, layout).filter((p) => p.severity === 'error');
    if (layoutProblems.length > 0) {
      setBatch({ status: 'failed', message: layoutProblems.map((p) => p.message).join('; ') });
      return;
    }
    const skip = new Set(flagged);
    const kept = records.filter((_, row) => !skip.has(row)); // with their columns: conditions on a sheet read them too
    batchTemplate = nupTemplate(template, layout);
    records = nupRecords(template, kept, layout, { skipSlots: settings.skipSlots });
    skipRows = [];
    unit = (sheet: number) => `Sheet ${sheet + 1}`;
  }

  const merged = settings.output === 'merged';
  const name = `${baseName(template)}.${merged ? 'pdf' : 'zip'}`;
  const target = folder
    ? merged
      ? folderFileTarget(folder, name)
      : folderUnzipTarget(folder)
    : downloadTarget(name, merged ? 'application/pdf' : 'application/zip');

  let finished = false;
  const batch = runBatch(
    batchTemplate,
    records,
    { output: settings.output, fileName: plan.fileName, skipRows },
    {
      // Comlink delivers progress calls as messages that may land after the summary: never let one reopen a finished batch.
      onProgress: (progress) => {
        if (!finished) updateBatchOf(key, (batch) => ({ ...batch, status: 'running', progress, message: undefined }));
      },
      onOutput: (chunk, last) => target.write(chunk, last),
    },
  );
  running = { cancel: batch.cancel, target, key };
  try {
    const summary = await batch.promise;
    finished = true;
    const report: BatchReport = { errors: summary.errors, notRendered: summary.notRendered, unit, skipped: flagged.length > 0 && !layout ? problems.filter((p) => skipsRecord(p, choice)) : [] };
    if (summary.cancelled) {
      // What was rendered before the cancel is kept (the engine finishes the ZIP and merges the parts): a download
      // is offered rather than started, a folder keeps what was written.
      const partialName = name.replace(/\.(pdf|zip)$/, ' (partial).$1');
      const where = summary.done > 0 ? await target.finish('offer') : (target.abort(), { savedAs: '' });
      setBatch({ status: 'cancelled', summary, report, skipped: flagged.length, savedAs: where.savedAs, outputUrl: where.url, outputName: partialName });
      return;
    }
    const where = summary.done > 0 ? await target.finish() : { savedAs: '' };
    setBatch({ status: 'done', summary, report, skipped: flagged.length, sheetsFor: layout ? converted.length - flagged.length : undefined, savedAs: where.savedAs, outputUrl: where.url, outputName: name });
  } catch (error) {
    finished = true;
    target.abort();
    setBatch({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
  } finally {
    running = null;
  }
}

/** Stops the running batch: "Cancelling…" shows at once, until the workers have stopped and the summary arrives. */
export async function cancelBatch(): Promise<void> {
  if (!running) return;
  updateBatchOf(running.key, (batch) => (batch.status === 'running' ? { ...batch, cancelling: true } : batch));
  await running.cancel();
}

const NO_REPORT: BatchReport = { errors: [], notRendered: [], unit: String, skipped: [] };
const shownReport = () => dataSession.get().batch.report ?? NO_REPORT;

function csvCell(text: string): string {
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The failed and skipped rows of the last batch as CSV text (row as the user sees it, field, message). */
export function errorsCsv(lastErrors: BatchReport = shownReport()): string {
  const lines = ['row,field,problem'];
  for (const p of lastErrors.skipped) {
    lines.push([lastErrors.unit(Number(p.path[1])), String(p.path[2] ?? ''), `skipped: ${p.message}`].map(csvCell).join(','));
  }
  for (const e of lastErrors.errors) lines.push([lastErrors.unit(e.row), e.field ?? '', e.message].map(csvCell).join(','));
  for (const { first, last } of lastErrors.notRendered) {
    for (let row = first; row <= last; row++) lines.push([lastErrors.unit(row), '', 'not rendered: the batch was cancelled'].map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The rows a cancelled batch did not reach, as the user counts them ("Line 12–Line 40"). */
export function notRenderedOf(summary: BatchSummary): string[] {
  const lastErrors = shownReport();
  return summary.notRendered.map(({ first, last }) => (first === last ? lastErrors.unit(first) : `${lastErrors.unit(first)}–${lastErrors.unit(last)}`));
}

export function failedRowsOf(summary: BatchSummary): { label: string; error: BatchSummary['errors'][number] }[] {
  const { unit } = shownReport();
  return summary.errors.map((error) => ({ label: unit(error.row), error }));
}

export function downloadErrorsCsv(): void {
  const url = URL.createObjectURL(new Blob([errorsCsv()], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'batch-errors.csv';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
