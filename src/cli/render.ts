/**
 * `platen render`: template + records → merged PDF, ZIP or directory, through the same engine as the page.
 * Everything the user can get wrong (arguments, files, template) is checked before anything is rendered (exit 2; the
 * engine starts loading once the template is read, and is stopped again if the data is refused);
 * records that fail are reported by row and field while the good ones are still written (exit 1). Records --preflight
 * flags are skipped on request: listed with their problems, but not failures (exit 0 if every other record rendered).
 */
import { randomUUID } from 'node:crypto';
import { planBatch, planOutput, planProblem, withSkipped, type BatchPlan } from '../data/batchPlan';
import { unfilledVariableProblems } from '../data/mapping';
import type { DataRead } from '../data/records';
import { isOverflow, skipsRecord, type SkipChoice } from '../data/skipRows';
import { withoutDatalessNameProblems } from '../templates/validate/expressionNames';
import type { RecordList, Template } from '../templates/types';
import { withTagging } from '../templates/accessibility';
import type { BatchProgress, BatchSummary, RecordError } from '../worker/api';
import type { RenderArgs } from './args';
import { templateProblem } from '../node/templateCheck';
import { readRecords } from '../node/dataReader';
import { startEngine, type CliEngine, type EngineStarter } from '../node/engine';
import { readFontFiles } from './fontFiles';
import { EXIT_INTERNAL, EXIT_INTERRUPTED, EXIT_USAGE, say, type CliIo } from '../node/io';
import { createOutputWriter, engineOutputFor, outputKindOf, type OutputKind, type OutputWriter } from './outputTarget';
import { dataFileLine } from '../node/place';
import { formatProblems } from '../node/problemReport';
import { createProgressReporter } from './progressLine';
import { readTemplateFile } from '../node/templateFile';
import { withStandard } from '../templates/documentStandard';
import { reportRender } from './renderReport';

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

/** What `platen render` has read before it plans: the fonts, the template as it will be rendered, the output, the data. */
interface Loaded {
  fonts: Record<string, Uint8Array>;
  template: Template;
  kind: OutputKind;
  data: DataRead<RecordList> & { ok: true };
}

/** Reads fonts and template, and refuses what the output kind alone decides; an exit status when one fails. */
async function loadTemplate(args: RenderArgs, io: CliIo): Promise<Omit<Loaded, 'data'> | number> {
  const fonts = await readFontFiles(args.fonts);
  if (!fonts.ok) return say(io, fonts.message), EXIT_USAGE;

  const read = await readTemplateFile(args.template, Object.keys(fonts.fonts));
  if (!read.ok) {
    for (const line of formatProblems(args.template, read.problems)) io.stderr.write(`${line}\n`);
    say(io, `the template cannot be used (${read.problems.length} problem${read.problems.length === 1 ? '' : 's'})`);
    return EXIT_USAGE;
  }
  // The names conditions and fixed text read are checked against the data's columns once it is read, not fields alone.
  let template = args.pdfua ? withTagging(read.template, true) : read.template;
  for (const line of formatProblems(args.template, withoutDatalessNameProblems(read.warnings, template))) io.stderr.write(`${line}\n`);
  for (const line of read.conversions) say(io, `${args.template}: converted from an older pdfme format: ${line}`);
  // --pdfa rides with the template to every render worker, as the designer's Standard setting does.
  template = withStandard(template, args.standard);

  const kind = await outputKindOf(args.out);
  if (!kind.ok) return say(io, kind.message), EXIT_USAGE;
  // Refused before the data is read: no data makes one e-invoice per file fit a merged PDF.
  const output = planOutput(template, { output: kind.kind, fileName: args.name });
  if (output.problem) return say(io, `${args.out}: ${output.problem.message}`), EXIT_USAGE;
  if (args.name && kind.kind === 'merged') say(io, '--name applies to .zip and directory output; a merged PDF is one file');
  return { fonts: fonts.fonts, template, kind: kind.kind };
}

/** Reads the data file; an exit status when it cannot be used. */
async function loadData(args: RenderArgs, io: CliIo, head: Omit<Loaded, 'data'>): Promise<Loaded | number> {
  const data = await readRecords(args.data, head.template, args.sheet);
  if (!data.ok) {
    for (const message of data.messages) say(io, dataFileLine(args.data, message));
    return EXIT_USAGE;
  }
  return { ...head, data };
}

/** The engine being started, or why it did not start (kept as a value: nobody may await it if the data is refused). */
type StartingEngine = Promise<CliEngine | Error>;

/**
 * Starts the engine with one worker at once: the worker spends its first half second loading the engine, which now
 * happens while the data is read and planned instead of after (a 1-record render's start-up, issue #23).
 */
function startEarly(args: RenderArgs, fonts: Record<string, Uint8Array>, start: EngineStarter): StartingEngine {
  return start({ workers: args.workers, fonts, recordTimeoutMs: args.recordTimeoutMs, prestart: 1 }).catch((error: unknown) =>
    error instanceof Error ? error : new Error(String(error)),
  );
}

/** An engine started for a run that then stopped before rendering. */
async function stopEarly(starting: StartingEngine): Promise<void> {
  const engine = await starting;
  if (!(engine instanceof Error)) await engine.close().catch(() => undefined);
}

/** The batch plan in the terminal's words: its refusals (exit 2), then its warnings and the data's. */
function planRender(args: RenderArgs, io: CliIo, { template, kind, data }: Loaded): BatchPlan | number {
  const plan = planBatch(template, data, { output: kind, fileName: args.name });
  const pattern = planProblem(plan, 'fileName');
  if (pattern) return say(io, `--name "${pattern.pattern}": ${pattern.message}`), EXIT_USAGE;
  const columns = planProblem(plan, 'columns');
  if (columns) return say(io, `${args.data}: ${columns.message}`), EXIT_USAGE;
  if (data.unfilledFields.length > 0) {
    say(io, `warning: no column for field${data.unfilledFields.length === 1 ? '' : 's'} ${data.unfilledFields.map((f) => `"${f}"`).join(', ')}; left empty`);
  }
  for (const line of formatProblems(args.template, plan.nameProblems)) io.stderr.write(`${line}\n`);
  if (planProblem(plan, 'names')) {
    say(io, 'the template reads names the data does not have (see above); nothing was rendered');
    return EXIT_USAGE;
  }
  for (const problem of unfilledVariableProblems(template, data.mapping)) say(io, `${problem.severity === 'warning' ? 'warning: ' : ''}${problem.message}`);
  for (const line of data.warnings.slice(0, 20)) say(io, dataFileLine(args.data, line));
  if (data.warnings.length > 20) say(io, `${args.data}: … and ${data.warnings.length - 20} more warnings`);
  return plan;
}

/**
 * The engine started and the template checked through it (exit 2 if it cannot be used for any record), then the rows
 * --preflight / --skip-overflow flag added to the plan's skipped rows.
 */
async function prepareEngine(args: RenderArgs, io: CliIo, loaded: Loaded, plan: BatchPlan, starting: StartingEngine): Promise<{ engine: CliEngine; plan: BatchPlan } | number> {
  const engine = await starting;
  if (engine instanceof Error) {
    say(io, `the rendering engine did not start: ${engine.message}`);
    return EXIT_INTERNAL;
  }
  const unusable = await templateProblem(engine, loaded.template);
  if (unusable) {
    await engine.close().catch(() => undefined);
    io.stderr.write(`${args.template}: ${unusable.place}: ${unusable.message}\n`);
    say(io, 'the template cannot be used (1 problem)');
    return EXIT_USAGE;
  }
  if (!args.preflight && !args.skipOverflow) return { engine, plan };
  const { data, template } = loaded;
  const flagged = await preflightRecords(engine, template, data.records, data.rowLabel, io, args.data, { errors: true, overflow: args.skipOverflow });
  return { engine, plan: withSkipped(plan, flagged) };
}

/** What a run left for the report: the engine's summary, whether it was interrupted, and the writer. */
export interface RenderRun {
  summary: BatchSummary;
  interrupted: boolean;
  writer: OutputWriter;
}

/** Renders the plan into the output, with progress on stderr and Ctrl-C cancelling; closes the engine. */
async function runPlanned(args: RenderArgs, io: CliIo, loaded: Loaded, plan: BatchPlan, engine: CliEngine, signal?: AbortSignal): Promise<RenderRun | number> {
  const writer = createOutputWriter(args.out, loaded.kind);
  const progress = createProgressReporter(io.stderr, args.quiet);
  const batchId = randomUUID();
  let last: BatchProgress | undefined;
  let interrupted = false;
  const onAbort = () => {
    interrupted = true;
    void engine.cancel(batchId);
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  const options = { output: engineOutputFor(loaded.kind), fileName: plan.fileName, workers: args.workers, skipRows: plan.skipRows, recordTimeoutMs: args.recordTimeoutMs };
  let summary: BatchSummary;
  try {
    summary = await engine.batch(batchId, loaded.template, loaded.data.records, options, (p) => {
      last = p;
      progress.update(p);
    }, writer.sink, writer.ready);
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
  return { summary, interrupted, writer };
}

/** Run `platen render`: load, plan, run, report; resolves with the exit status. */
export async function runRender(args: RenderArgs, io: CliIo, signal?: AbortSignal, start: EngineStarter = startEngine): Promise<number> {
  const head = await loadTemplate(args, io);
  if (typeof head === 'number') return head;
  const starting = startEarly(args, head.fonts, start);
  const loaded = await loadData(args, io, head);
  if (typeof loaded === 'number') return stopEarly(starting).then(() => loaded);
  const planned = planRender(args, io, loaded);
  if (typeof planned === 'number') return stopEarly(starting).then(() => planned);
  const prepared = await prepareEngine(args, io, loaded, planned, starting);
  if (typeof prepared === 'number') return prepared;
  const run = await runPlanned(args, io, loaded, prepared.plan, prepared.engine, signal);
  if (typeof run === 'number') return run;
  return reportRender(args, io, { kind: loaded.kind, records: loaded.data.records.length, rowLabel: loaded.data.rowLabel }, prepared.plan, run);
}
