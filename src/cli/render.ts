/**
 * `platen render`: template + records → merged PDF, ZIP or directory, through the same engine as the page.
 * Everything the user can get wrong (arguments, files, template) is checked before the engine starts (exit 2);
 * records that fail are reported by row and field while the good ones are still written (exit 1). Records --preflight
 * flags are skipped on request: listed with their problems, but not failures (exit 0 if every other record rendered).
 */
import { randomUUID } from 'node:crypto';
import { einvoiceFileNamePattern, einvoiceOutputProblem, einvoiceRowErrors } from '../data/einvoiceBatch';
import { fileNamePatternProblem } from '../data/fileNamePattern';
import { unfilledVariableProblems } from '../data/mapping';
import { isOverflow, skipsRecord, type SkipChoice } from '../data/skipRows';
import { templateNameProblems, withoutDatalessNameProblems } from '../templates/validate/expressionNames';
import type { RecordList, Template } from '../templates/types';
import { withTagging } from '../templates/accessibility';
import type { BatchProgress, BatchSummary, RecordError } from '../worker/api';
import type { RenderArgs } from './args';
import { templateProblem } from '../node/templateCheck';
import { readRecords } from '../node/dataReader';
import { startEngine, type CliEngine, type EngineStarter } from '../node/engine';
import { readFontFiles } from './fontFiles';
import { EXIT_INTERNAL, EXIT_INTERRUPTED, EXIT_OK, EXIT_RECORDS_FAILED, EXIT_USAGE, say, type CliIo } from '../node/io';
import { createOutputWriter, engineOutputFor, outputKindOf } from './outputTarget';
import { dataFileLine } from '../node/place';
import { formatProblems } from '../node/problemReport';
import { createProgressReporter, formatDuration } from './progressLine';
import { failedRecordCount, formatRowErrors } from './rowReport';
import { readTemplateFile } from '../node/templateFile';
import { withStandard } from '../templates/documentStandard';

const megabytes = (bytes: number) => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.ceil(bytes / 1e3)} kB`);

/**
 * --preflight: the engine checks every record where the real fonts measure text, each under the record time limit.
 * Errors make the row skipped (not rendered); text that overflows its box (by how many mm) skips its row only with
 * --skip-overflow (src/data/skipRows.ts), else it is printed with the warnings and the row is rendered.
 */
async function preflightRecords(
  engine: CliEngine,
  template: Template,
  records: RecordList,
  rowLabel: (row: number) => string,
  io: CliIo,
  dataPath: string,
  choice: SkipChoice,
): Promise<RecordError[]> {
  const problems = await engine.preflight(template, records);
  const flagged: RecordError[] = [];
  const warnings: string[] = [];
  for (const problem of problems) {
    const [, row, field] = problem.path;
    if (typeof row !== 'number') continue;
    const { message } = problem;
    if (skipsRecord(problem, choice)) flagged.push({ row, field: typeof field === 'string' ? field : undefined, message });
    else warnings.push(`${rowLabel(row)}: ${typeof field === 'string' ? `field "${field}": ` : ''}${message}${isOverflow(problem) ? ' (rendered; --skip-overflow leaves such records out)' : ''}`);
  }
  for (const line of warnings.slice(0, 20)) say(io, `${dataPath}: warning: ${line}`);
  if (warnings.length > 20) say(io, `${dataPath}: … and ${warnings.length - 20} more warnings`);
  const rows = new Set(flagged.map((error) => error.row)).size;
  say(io, `preflight: ${rows} record${rows === 1 ? '' : 's'} flagged and skipped, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}`);
  return flagged;
}

/** Run `platen render`; resolves with the exit status. */
export async function runRender(args: RenderArgs, io: CliIo, signal?: AbortSignal, start: EngineStarter = startEngine): Promise<number> {
  const fonts = await readFontFiles(args.fonts);
  if (!fonts.ok) return say(io, fonts.message), EXIT_USAGE;

  const template = await readTemplateFile(args.template, Object.keys(fonts.fonts));
  if (!template.ok) {
    for (const line of formatProblems(args.template, template.problems)) io.stderr.write(`${line}\n`);
    say(io, `the template cannot be used (${template.problems.length} problem${template.problems.length === 1 ? '' : 's'})`);
    return EXIT_USAGE;
  }
  // The names conditions and fixed text read are checked against the data's columns once it is read, not fields alone.
  if (args.pdfua) template.template = withTagging(template.template, true);
  for (const line of formatProblems(args.template, withoutDatalessNameProblems(template.warnings, template.template))) io.stderr.write(`${line}\n`);
  for (const line of template.conversions) say(io, `${args.template}: converted from an older pdfme format: ${line}`);
  // --pdfa rides with the template to every render worker, as the designer's Standard setting does.
  template.template = withStandard(template.template, args.standard);

  const kind = await outputKindOf(args.out);
  if (!kind.ok) return say(io, kind.message), EXIT_USAGE;
  const oneInvoicePerFile = einvoiceOutputProblem(template.template, kind.kind);
  if (oneInvoicePerFile) return say(io, `${args.out}: ${oneInvoicePerFile}`), EXIT_USAGE;
  if (args.name && kind.kind === 'merged') say(io, '--name applies to .zip and directory output; a merged PDF is one file');
  const fileName = args.name ?? einvoiceFileNamePattern(template.template);

  const data = await readRecords(args.data, template.template, args.sheet);
  if (!data.ok) {
    for (const message of data.messages) say(io, dataFileLine(args.data, message));
    return EXIT_USAGE;
  }
  const { records } = data;
  // Checked against the file's columns and the template's fields: an unknown {placeholder} would name every file alike.
  const nameProblem = fileName && kind.kind !== 'merged' ? fileNamePatternProblem(fileName.trim(), data.names) : undefined;
  if (nameProblem) return say(io, `--name "${fileName}": ${nameProblem}`), EXIT_USAGE;
  const fieldCount = records.length > 0 ? data.unfilledFields.length + new Set(Object.values(data.mapping)).size : 0;
  if (fieldCount > 0 && data.unfilledFields.length === fieldCount) {
    say(io, `${args.data}: none of its columns (${data.columns.slice(0, 8).join(', ')}) match the template's fields (${data.unfilledFields.slice(0, 8).join(', ')})`);
    return EXIT_USAGE;
  }
  if (data.unfilledFields.length > 0) {
    say(io, `warning: no column for field${data.unfilledFields.length === 1 ? '' : 's'} ${data.unfilledFields.map((f) => `"${f}"`).join(', ')}; left empty`);
  }
  // A condition reading a name that is no column or field would fail every record: refused before rendering.
  const names = templateNameProblems(template.template, data.columns);
  for (const line of formatProblems(args.template, names)) io.stderr.write(`${line}\n`);
  if (names.some((problem) => problem.severity === 'error')) {
    say(io, 'the template reads names the data does not have (see above); nothing was rendered');
    return EXIT_USAGE;
  }
  for (const problem of unfilledVariableProblems(template.template, data.mapping)) say(io, `${problem.severity === 'warning' ? 'warning: ' : ''}${problem.message}`);
  for (const line of data.warnings.slice(0, 20)) say(io, dataFileLine(args.data, line));
  if (data.warnings.length > 20) say(io, `${args.data}: … and ${data.warnings.length - 20} more warnings`);

  let engine: CliEngine;
  try {
    engine = await start({ workers: args.workers, fonts: fonts.fonts, recordTimeoutMs: args.recordTimeoutMs });
  } catch (error) {
    say(io, `the rendering engine did not start: ${(error as Error).message}`);
    return EXIT_INTERNAL;
  }

  const unusable = await templateProblem(engine, template.template);
  if (unusable) {
    await engine.close().catch(() => undefined);
    io.stderr.write(`${args.template}: ${unusable.place}: ${unusable.message}\n`);
    say(io, 'the template cannot be used (1 problem)');
    return EXIT_USAGE;
  }

  // An e-invoice that breaks an EN 16931 rule must not be issued: it fails its row, with or without --preflight.
  const rowErrors = [...data.rowErrors, ...einvoiceRowErrors(template.template, records)];
  // Rows whose data could not be converted have failed; rows preflight flags are skipped, as asked.
  const failedBeforeRendering = new Set(rowErrors.map((error) => error.row));
  const skipped = args.preflight || args.skipOverflow
    ? (await preflightRecords(engine, template.template, records, data.rowLabel, io, args.data, { errors: true, overflow: args.skipOverflow })).filter((error) => !failedBeforeRendering.has(error.row))
    : [];
  const skipRows = [...new Set([...failedBeforeRendering, ...skipped.map((error) => error.row)])];

  const writer = createOutputWriter(args.out, kind.kind);
  const progress = createProgressReporter(io.stderr, args.quiet);
  const batchId = randomUUID();
  let last: BatchProgress | undefined;
  let interrupted = false;
  const onAbort = () => {
    interrupted = true;
    void engine.cancel(batchId);
  };
  signal?.addEventListener('abort', onAbort, { once: true });

  let summary: BatchSummary;
  try {
    summary = await engine.batch(
      batchId,
      template.template,
      records,
      { output: engineOutputFor(kind.kind), fileName, workers: args.workers, skipRows, recordTimeoutMs: args.recordTimeoutMs },
      (p) => {
        last = p;
        progress.update(p);
      },
      writer.sink,
    );
  } catch (error) {
    progress.done(undefined);
    await writer.abort();
    await engine.close().catch(() => undefined);
    say(io, `rendering stopped: ${(error as Error).message}`);
    return EXIT_INTERNAL;
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
  await engine.close().catch(() => undefined);
  progress.done(last && { ...last, done: summary.done, failed: summary.failed, etaSeconds: 0 });

  if (interrupted || summary.cancelled) {
    await writer.abort();
    say(io, kind.kind === 'directory'
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
  if (written.bytes > 0) {
    const what = kind.kind === 'directory' ? `${written.files} PDF${written.files === 1 ? '' : 's'} in ${args.out}` : args.out;
    say(io, `wrote ${good} record${good === 1 ? '' : 's'} to ${what} (${megabytes(written.bytes)}) in ${seconds}`);
  }
  const skippedCount = failedRecordCount(skipped);
  if (skippedCount > 0) {
    say(io, `${skippedCount} of ${records.length} record${records.length === 1 ? '' : 's'} skipped (flagged by --preflight, not rendered):`);
    for (const line of formatRowErrors(skipped, data.rowLabel)) io.stderr.write(`${line}\n`);
  }
  const errors = [...rowErrors, ...summary.errors];
  const failed = Math.max(summary.failed + failedBeforeRendering.size, failedRecordCount(errors));
  if (failed > 0 || errors.length > 0) {
    say(io, `${failed} of ${records.length} record${records.length === 1 ? '' : 's'} failed${good > 0 && skippedCount === 0 ? ' (the others were written)' : ''}:`);
    for (const line of formatRowErrors(errors, data.rowLabel)) io.stderr.write(`${line}\n`);
    return EXIT_RECORDS_FAILED;
  }
  if (good === 0 && records.length > 0) {
    // Every record skipped: nothing to show for the run, which a script must not take for success.
    say(io, `no record was rendered, so ${args.out} was not written`);
    return EXIT_RECORDS_FAILED;
  }
  return EXIT_OK;
}
