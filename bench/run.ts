/**
 * `npm run bench`: Platen's engine against stock @pdfme/generator 6.1.13, measured in the same run on this machine.
 * A benchmark, not a test: it prints a table and asserts nothing.
 *
 *   npm run bench                      default (~13 min on 2 cores)
 *   npm run bench -- --quick           smoke run, small N
 *   npm run bench -- --records 2000    engine records per timing run (stock stays small: it is 10-50× slower)
 *   npm run bench -- --no-browser      skip the Chromium section (main thread during a batch, designer drag)
 *   npm run bench -- --only labels     just some sections: invoice, labels, report, scaling, cli, memory, queue, http, browser
 */
import { spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { startEngine } from '../src/node/engine';
import { renderWorkerHeapFlags } from '../src/worker/node/createNodeEngine';
import type { DataRecord, Template } from '../src/templates/types';
import { invoiceRecord, invoiceTemplate } from './fixtures/invoice';
import { labelsRecord, labelsTemplate } from './fixtures/labels';
import { reportBenchRecord, reportTemplate } from './fixtures/report';
import { stockGenerate } from './stock';
import { formatTable, num } from './table';
import { median, platenRender, platenRenderToSlowDisk, stockScript, writeCsvRecords, writeInputs, type ProcessRun } from './wholeProcess';
import { buildCli } from '../scripts/build-cli.mjs';
import { compiledCoreScalingRun } from './compiledBench';
import { erredRecords } from './erredRecords';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean' },
    records: { type: 'string' },
    'stock-records': { type: 'string' },
    'memory-records': { type: 'string' },
    browser: { type: 'boolean' },
    'no-browser': { type: 'boolean' },
    only: { type: 'string' },
  },
});
/** --only invoice,labels,report,scaling,cli,memory,queue,http,browser: run just those sections. */
const only = values.only ? new Set(values.only.split(',')) : undefined;
const wanted = (name: string) => !only || only.has(name);
const quick = Boolean(values.quick);
const cores = availableParallelism();
const engineRecords = Number(values.records ?? (quick ? 24 : 600));
const stockRecords = Number(values['stock-records'] ?? (quick ? 4 : 30));
const memorySizes = values['memory-records']
  ? values['memory-records'].split(',').map(Number)
  : quick ? [100, 1000] : [1000, 10000, 30000];

interface Timing {
  label: string;
  records: number;
  ms: number;
  /** CPU time of the whole process (main thread + worker threads): what a record costs, whatever else the machine runs */
  cpuMs: number;
  failed?: number;
  /** what the run writes: its stock baseline is the one writing the same (timingRows) */
  output: 'zip' | 'merged';
}

/** CPU time the whole machine has spent busy since boot, ms (Linux /proc/stat); undefined elsewhere. */
function machineBusyMs(): number | undefined {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return (user + nice + system + irq + softirq + (steal || 0)) * 10; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}

/**
 * Share of the machine's CPU that other processes used during each timed run (0–1). The load average cannot tell:
 * it counts this benchmark's own workers.
 */
const othersShares: number[] = [];

/** Wall time and process CPU time (all threads) of `work`; notes what other processes took meanwhile. */
async function measure(work: () => Promise<unknown>): Promise<{ ms: number; cpuMs: number }> {
  const busy = machineBusyMs();
  const cpu = process.cpuUsage();
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  const busyAfter = machineBusyMs();
  if (busy !== undefined && busyAfter !== undefined) othersShares.push(Math.max(0, busyAfter - busy - cpuMs) / (ms * cores));
  return { ms, cpuMs };
}

/** What other processes took of the machine in the runs so far, with a warning when they blur wall times. */
function othersNote(): string {
  if (othersShares.length === 0) return `${cores} cores`;
  const worst = Math.max(...othersShares);
  return worst > 0.1
    ? `other processes took up to ${num(worst * 100, 0)} % of the CPU: wall times inflated (CPU ms/record is steadier)`
    : `other processes took ${num(worst * 100, 0)} % of the CPU or less`;
}

const perRecord = (t: Timing) => t.ms / t.records;
const log = (line: string) => process.stderr.write(`${line}\n`);

async function timeStock(template: Template, records: DataRecord[], merged: boolean): Promise<Timing> {
  for (const record of records.slice(0, STOCK_WARMUP)) await stockGenerate(template, [record]); // module init, font parse, JIT
  const { ms, cpuMs } = await measure(async () => {
    if (merged) await stockGenerate(template, records);
    else for (const record of records) await stockGenerate(template, [record]);
  });
  return { label: merged ? 'stock generate(), all records merged in 1 call' : 'stock generate(), 1 record per call', records: records.length, ms, cpuMs, output: merged ? 'merged' : 'zip' };
}

/** Stock generate() calls before its timing: module init, font parsing, the first JIT tiers. */
const STOCK_WARMUP = 3;
/**
 * Warm-up records per worker before an engine timing: a sixth of the timed run, at least 8. V8 optimizes most of the
 * per-record functions over the first few hundred records of each worker (and keeps gaining for ~2,000: see
 * WARM_RECORD_WARMUP); a cold worker in the timed window bills that compilation to the run (and, with every core busy,
 * it competes with the other workers).
 */
const engineWarmup = (records: number, workers: number) => workers * Math.max(8, Math.ceil(records / 6));

async function timeEngine(template: Template, records: DataRecord[], workers: number, output: 'zip' | 'merged'): Promise<Timing> {
  const engine = await startEngine({ workers });
  try {
    // Warm-up: start every worker and prepare the template in each (fonts, images, plugins). Workers start lazily,
    // one per queued group, so the warm-up is a ZIP batch with enough records to reach all of them.
    const warmup = Array.from({ length: engineWarmup(records.length, workers) }, (_, i) => records[i % records.length]);
    await engine.batch('warm-up', template, warmup, { output: 'zip', workers }, () => {}, () => {});
    let failed = 0;
    const { ms, cpuMs } = await measure(async () => {
      const summary = await engine.batch('timed', template, records, { output, workers }, () => {}, () => {});
      failed = erredRecords(summary);
    });
      return {
      label: `Platen engine, ${workers} worker${workers === 1 ? '' : 's'}, ${output === 'zip' ? 'ZIP' : 'merged PDF'}`,
      records: records.length,
      ms,
      cpuMs,
      failed,
      output,
    };
  } finally {
    await engine.close();
  }
}

/**
 * Like for like (issue #23): a merged PDF is compared with stock's one generate() call with all inputs (its best
 * case), files per record with one call per record. The stock rows are the baselines themselves.
 */
function baselineOf(t: Timing, stock: { perCall: Timing; merged: Timing }): Timing {
  return t.output === 'merged' ? stock.merged : stock.perCall;
}

function timingRows(timings: Timing[], stock: { perCall: Timing; merged: Timing }, oneWorker?: Timing): string[][] {
  return timings.map((t) => {
    const base = baselineOf(t, stock);
    const isBaseline = t === stock.perCall || t === stock.merged;
    const ratio = perRecord(base) / perRecord(t);
    const scaling = oneWorker && t !== oneWorker && t.output === 'zip' ? ` (${num(perRecord(oneWorker) / perRecord(t), 2)}× 1 worker)` : '';
    const cpuRatio = base.cpuMs / base.records / (t.cpuMs / t.records);
    const versus = isBaseline ? 'baseline' : `${num(ratio, 1)}× ${t.output === 'merged' ? 'merged' : 'per call'}${scaling}`;
    return [t.label, String(t.records), `${num(t.ms / 1000, 1)} s`, num(perRecord(t), 1), num(1000 / perRecord(t), 1), versus, num(t.cpuMs / t.records, 1), isBaseline ? '' : `${num(cpuRatio, 1)}×`, t.failed ? String(t.failed) : ''];
  });
}

async function section(title: string, template: Template, makeRecord: (i: number) => DataRecord, engineN: number, stockN: number) {
  log(`\n▸ ${title} (${othersNote()})`);
  const records = Array.from({ length: engineN }, (_, i) => makeRecord(i));
  const stockSet = records.slice(0, stockN).length === stockN ? records.slice(0, stockN) : Array.from({ length: stockN }, (_, i) => makeRecord(i));
  log(`  stock, ${stockN} records one per call…`);
  const stockPerCall = await timeStock(template, stockSet, false);
  log(`  stock, ${stockN} records merged…`);
  const stockMerged = await timeStock(template, stockSet, true);
  log(`  engine, 1 worker, ${engineN} records…`);
  const one = await timeEngine(template, records, 1, 'zip');
  // One worker writing one merged PDF: the warm engine's cost of a record on one core (issue #23's ≤ 3 ms goal).
  let oneMerged: Timing | undefined;
  if (cores > 1) {
    log(`  engine, 1 worker, ${engineN} records merged…`);
    oneMerged = await timeEngine(template, records, 1, 'merged');
  }
  const timings = [stockPerCall, stockMerged, one, ...(oneMerged ? [oneMerged] : [])];
  let all: Timing | undefined;
  if (cores > 1) {
    log(`  engine, ${cores} workers, ${engineN} records…`);
    all = await timeEngine(template, records, cores, 'zip');
    timings.push(all);
  }
  log(`  engine, ${cores} worker(s), merged…`);
  timings.push(await timeEngine(template, records, cores, 'merged'));
  const table = formatTable(
    ['run', 'records', 'wall', 'ms/record', 'records/s', 'vs stock, like for like', 'CPU ms/record', 'CPU vs stock', 'failed'],
    timingRows(timings, { perCall: stockPerCall, merged: stockMerged }, one),
  );
  const merged = timings[timings.length - 1];
  return { title, table, stockPerCall, stockMerged, one, oneMerged: oneMerged ?? merged, all, merged, timings };
}

/** Runs a compiled bench script (compiledBench.ts) in a process of its own (optionally under a launcher such as
 * taskset) and parses the JSON line it prints last; `what` names the run in the error, `nodeFlags` go to node before
 * the script. */
function runChildJson<T>(script: string, args: string[], what: string, launcher: string[] = [], nodeFlags: string[] = []): Promise<T> {
  return new Promise((resolve, reject) => {
    const node = [process.execPath, ...nodeFlags, script, ...args];
    const [command, ...rest] = [...launcher, ...node];
    const child = spawn(command, rest, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (data) => (out += data));
    child.on('error', reject);
    child.on('close', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line.startsWith('{')) reject(new Error(`${what} exited ${code}`));
      else resolve(JSON.parse(line) as T);
    });
  });
}

/**
 * One pinned timing (bench/coreScalingRun.ts under taskset): the pool with `workers` workers, or with `inThread` the
 * render loop alone in the process's own thread (under the render workers' heap limits).
 */
async function runPinned(
  cpus: string,
  workers: number,
  records: number,
  warmup: number,
  template: 'invoice' | 'labels',
  output: 'zip' | 'merged' = 'zip',
  inThread = false,
): Promise<Timing> {
  const args = ['--workers', String(workers), '--records', String(records), '--warmup', String(warmup), '--template', template, '--output', output, ...(inThread ? ['--in-thread'] : [])];
  const what = inThread ? `pinned run (cpus ${cpus}, render loop in one thread, ${output})` : `pinned run (cpus ${cpus}, ${workers} workers, ${output})`;
  const script = await compiledCoreScalingRun();
  const result = await runChildJson<{ ms: number; cpuMs: number; failed: number }>(script, args, what, ['taskset', '-c', cpus], inThread ? renderWorkerHeapFlags() : []);
  const label = inThread ? 'render loop in one thread' : `${workers} worker${workers === 1 ? '' : 's'} on ${cpus.includes('-') ? cores : 1} core${workers === 1 ? '' : 's'}`;
  return { label, records, output, ...result };
}

/**
 * Warm-up records per timed record in the warm-record runs. V8 goes on optimizing the render loop for ~2,000 invoices
 * (a file each, compiled, one core: ~4 ms a record over records 250–500 of a process, 3.6–3.7 over 750–1,000, 3.0–3.3
 * from 2,000 to 4,000), so a warm-up of a third of the timed records billed part of that compilation to the record.
 */
const WARM_RECORD_WARMUP = 2;

/**
 * Issue #23's warm record on one core, the whole process pinned to one CPU: the engine as the CLI runs it (a render
 * worker and the coordinator merging its parts, sharing the core), and its render loop alone (no worker, transfer or
 * coordinator), merged and a file each. A sentence saying why instead where a run fails (taskset missing, say).
 */
async function warmRecordOnOneCore(records: number): Promise<string[][] | string> {
  const warmup = WARM_RECORD_WARMUP * records;
  try {
    const rows: string[][] = [];
    for (const [output, inThread] of [['merged', false], ['merged', true], ['zip', false], ['zip', true]] as const) {
      log(`  invoice on 1 core: ${inThread ? 'render loop in one thread' : '1 worker and the coordinator'}, ${output === 'merged' ? 'merged' : 'a file each'}, ${records} records…`);
      const timing = await runPinned('0', 1, records, warmup, 'invoice', output, inThread);
      const what = inThread ? 'the render loop alone, in one thread (no worker, transfer or coordinator)' : 'the engine as the CLI runs it: 1 render worker + the coordinator';
      rows.push([what, output === 'merged' ? 'merged (runs of 40)' : 'a file each', num(perRecord(timing), 2), num(timing.cpuMs / timing.records, 2), timing.failed ? String(timing.failed) : '']);
    }
    return rows;
  } catch (error) {
    return `pinned runs failed (${error instanceof Error ? error.message : String(error)})`;
  }
}

/** Speed-up from one core to all of them, each run pinned with taskset (Linux); skipped where taskset is missing. */
async function coreScaling(template: 'invoice' | 'labels', records: number): Promise<string[] | string> {
  const warmup = Math.max(8, Math.ceil(records / 3));
  try {
    log(`  ${template}: 1 worker pinned to 1 core, ${records} records…`);
    const one = await runPinned('0', 1, records, warmup, template);
    log(`  ${template}: ${cores} workers on ${cores} cores, ${records} records…`);
    const all = await runPinned(`0-${cores - 1}`, cores, records, warmup * cores, template);
      return [template, one.label, num(perRecord(one), 1), all.label, num(perRecord(all), 1), `${num(perRecord(one) / perRecord(all), 2)}× (target ≥ 1.8×)`];
  } catch (error) {
    return `${template}: pinned runs failed (${error instanceof Error ? error.message : String(error)})`;
  }
}

const mb = (bytes: number) => `${num(bytes / 2 ** 20, 0)} MB`;

log(`Platen benchmark · Node ${process.version} · ${cores} cores · ${quick ? 'quick' : 'full'} run`);
log(`engine records per run: ${engineRecords}; stock records per run: ${stockRecords} (stock is measured on fewer records: it is far slower)`);

const invoice = wanted('invoice') && await section(
  'Invoice: A4, 12 text fields, PNG logo, QR, Code 128, line, rectangle, 10-row table',
  invoiceTemplate(), invoiceRecord, engineRecords, stockRecords,
);
// Longer than the section's timings, for the same reason as the scaling runs: a steady-state cost per record.
let oneCore: string[][] | string | undefined;
if (invoice) {
  log(`\n▸ Invoice, a warm record on one core: each run a process of its own, pinned with taskset (${othersNote()})`);
  oneCore = await warmRecordOnOneCore(engineRecords * 2);
}
const labelN = Math.max(cores * 2, Math.ceil(engineRecords / 16));
const labelStockN = Math.max(2, Math.ceil(stockRecords / 6));
const labels = wanted('labels') && await section(
  'Label sheet: 24 labels per A4 page, each Code 128 + QR + EAN-13 (72 barcodes per record)',
  labelsTemplate(), labelsRecord, labelN, labelStockN,
);
// The text-heavy template of issue #23's "no slower" goal: paragraphs wrapped and drawn through pdfme's text plugin.
const report = wanted('report') && await section(
  'Quarterly report: 2 A4 pages, header and footer on each, 4 paragraphs, a list, a table, an SVG chart (a different report per record)',
  reportTemplate(), reportBenchRecord, Math.max(cores * 2, Math.ceil(engineRecords / 2)), Math.max(2, Math.ceil(stockRecords / 2)),
);

const scaling: (string[] | string)[] = [];
if (wanted('scaling') && cores > 1) {
  log(`\n▸ Scaling with cores: each run in its own process, pinned with taskset (${othersNote()})`);
  // Longer than the timings above: a per-core speed-up is a steady-state figure (the batches that need cores are
  // the long ones), and each worker's warm-up is billed once, not spread over a few hundred records.
  scaling.push(await coreScaling('invoice', engineRecords * 2));
  scaling.push(await coreScaling('labels', labelN * 2));
}

// Whole processes from the compiled CLI: what a user waits for and what the machine must spare.
if (wanted('cli') || wanted('memory') || wanted('queue') || wanted('http')) await buildCli({ quiet: true, ifStale: true });

interface StartupRows {
  one: { platen: number; stock: number };
  /** files per record (platen: a ZIP; stock: one generate() call and file per record) */
  batch: { records: number; platen: ProcessRun; platenAll?: ProcessRun; stock: ProcessRun };
  /** one merged PDF (platen: a .pdf; stock: one generate() call with all inputs) */
  merged: { platen: ProcessRun; platenAll?: ProcessRun; stock: ProcessRun };
}
let startup: StartupRows | undefined;
if (wanted('cli')) {
  log(`\n▸ Whole process: platen render (compiled) vs a stock pdfme script (${othersNote()})`);
  const single = writeInputs(invoiceTemplate(), [invoiceRecord(0)]);
  const batchN = quick ? 30 : 300;
  const batch = writeInputs(invoiceTemplate(), Array.from({ length: batchN }, (_, i) => invoiceRecord(i)));
  try {
    const platenOne: number[] = [];
    const stockOne: number[] = [];
    const pairs = quick ? 2 : 5;
    for (let i = 0; i < pairs; i += 1) {
      log(`  1 invoice, pair ${i + 1} of ${pairs}…`);
      platenOne.push((await platenRender(single, 1, 'one.pdf')).ms);
      stockOne.push((await stockScript(single)).ms);
    }
    log(`  ${batchN} invoices: platen, 1 worker…`);
    const platen = await platenRender(batch, 1);
    let platenAll: ProcessRun | undefined;
    if (cores > 1) {
      log(`  ${batchN} invoices: platen, ${cores} workers…`);
      platenAll = await platenRender(batch, cores);
    }
    log(`  ${batchN} invoices: stock script, one call per record…`);
    const stock = await stockScript(batch);
    log(`  ${batchN} invoices merged: platen, 1 worker…`);
    const mergedPlaten = await platenRender(batch, 1, 'out.pdf');
    const mergedPlatenAll = cores > 1 ? (log(`  ${batchN} invoices merged: platen, ${cores} workers…`), await platenRender(batch, cores, 'out.pdf')) : undefined;
    log(`  ${batchN} invoices merged: stock script, one call with all inputs…`);
    const mergedStock = await stockScript(batch, true);
    startup = {
      one: { platen: median(platenOne), stock: median(stockOne) },
      batch: { records: batchN, platen, platenAll, stock },
      merged: { platen: mergedPlaten, platenAll: mergedPlatenAll, stock: mergedStock },
    };
  } finally {
    single.cleanup();
    batch.cleanup();
  }
}

/**
 * Each size runs as a user starts it, then with glibc's mmap threshold fixed at its 128 KB default. glibc raises the
 * threshold each time a buffer it mapped is freed (a 2 MB ZIP chunk; no longer the data file, src/node/readWhole.ts),
 * and from then on every thread's deflate tables and PDF buffers (~250 KB a stream, ~14 streams a record) churn inside
 * that thread's malloc arena, which keeps what it frees: the arenas grow over a batch's first ~15 s, then level off.
 */
const MMAP_THRESHOLD = { MALLOC_MMAP_THRESHOLD_: '131072' };
type SlowDiskRun = ProcessRun & { bytes: number };
const SLOW_DISK_RECORDS = 10000;
const SLOW_DISK_BYTES_PER_S = 8e6;
const memory: { records: number; run: ProcessRun; threshold: ProcessRun; merged: ProcessRun; mergedBytes: number; slow?: SlowDiskRun; fromCsv: ProcessRun }[] = [];
if (wanted('memory')) log(`\n▸ Peak memory: platen render (compiled) of an invoice ZIP and a merged PDF, ${cores} workers, a process per run`);
for (const size of wanted('memory') ? memorySizes : []) {
  const inputs = writeInputs(invoiceTemplate(), Array.from({ length: size }, (_, i) => invoiceRecord(i)));
  try {
    log(`  ${size} records…`);
    const run = await platenRender(inputs, cores);
    log(`  ${size} records, MALLOC_MMAP_THRESHOLD_=131072…`);
    const threshold = await platenRender(inputs, cores, 'out.zip', MMAP_THRESHOLD);
    log(`  ${size} records, merged PDF…`);
    const merged = await platenRender(inputs, cores, 'out.pdf');
    // Back-pressure: the same ZIP to a disk that takes half what 2 workers render (~16 MB/s), at the 10,000-record size.
    let slow: SlowDiskRun | undefined;
    if (size === SLOW_DISK_RECORDS) {
      log(`  ${size} records, ZIP to a disk taking ${SLOW_DISK_BYTES_PER_S / 1e6} MB/s…`);
      slow = await platenRenderToSlowDisk(inputs, cores, SLOW_DISK_BYTES_PER_S);
    }
    const mergedBytes = statSync(join(inputs.dir, 'out.pdf')).size;
    // The same records from a CSV file, read in two passes over its text (src/node/streamedCsv.ts).
    log(`  ${size} records from CSV, merged PDF…`);
    const fromCsv = await platenRender({ ...inputs, records: writeCsvRecords(inputs.dir, Array.from({ length: size }, (_, i) => invoiceRecord(i))) }, cores, 'out-csv.pdf');
    memory.push({ records: size, run, threshold, merged, mergedBytes, slow, fromCsv });
  } finally {
    inputs.cleanup();
  }
}

const out: string[] = [];
out.push('', `Platen benchmark — Node ${process.version}, ${cores} cores, ${new Date().toISOString()}`, '');
for (const s of [invoice, labels, report]) {
  if (!s) continue;
  out.push(s.title, s.table);
  const oneRatio = perRecord(s.stockPerCall) / perRecord(s.one);
  const cpuOne = s.stockPerCall.cpuMs / s.stockPerCall.records / (s.one.cpuMs / s.one.records);
  out.push(`  1 worker, ZIP vs stock per call: ${num(oneRatio, 1)}× cheaper per record in wall time, ${num(cpuOne, 1)}× in CPU time`);
  out.push(`  1 worker, merged: ${num(perRecord(s.oneMerged), 2)} ms a record (${num(s.oneMerged.cpuMs / s.oneMerged.records, 2)} ms of CPU, the worker's GC and compiler threads included), ${num(perRecord(s.stockMerged) / perRecord(s.oneMerged), 1)}× stock's one merged call`);
  out.push(`  ${cores} worker(s), merged vs stock's one merged call: ${num(perRecord(s.stockMerged) / perRecord(s.merged), 1)}× in wall time, ${num(s.stockMerged.cpuMs / s.stockMerged.records / (s.merged.cpuMs / s.merged.records), 1)}× in CPU time`);
  if (s.all) out.push(`  ${cores} workers vs 1 worker: ${num(perRecord(s.one) / perRecord(s.all), 2)}× faster (the single worker's GC and compiler threads had a free core; the pinned scaling runs measure the gain per core)`);
  out.push('');
}
if (oneCore) {
  out.push(`Invoice, a warm record on one core (issue #23: ≤ 3 ms), the whole process pinned to CPU 0 with taskset`);
  if (typeof oneCore === 'string') out.push(`  ${oneCore}`);
  else out.push(formatTable(['what runs', 'output', 'ms/record', 'CPU ms/record', 'failed'], oneCore));
  out.push(`  Compiled as \`platen\` is (bench/compiledBench.ts). Warm-up: ${WARM_RECORD_WARMUP}× the timed records, in the same process. On one core V8's GC and compiler threads and the coordinator take their time from the render.`, '');
}
const scalingRows = scaling.filter((row): row is string[] => Array.isArray(row));
if (scaling.length > 0) {
  out.push(`Scaling with cores (ZIP; each run a process of its own pinned with taskset, so V8's GC and compiler threads share the worker's cores)`);
  if (scalingRows.length > 0) out.push(formatTable(['template', 'run', 'ms/record', 'run', 'ms/record', 'speed-up'], scalingRows));
  for (const failure of scaling.filter((row): row is string => typeof row === 'string')) out.push(`  ${failure}`);
  out.push(`  Compiled as \`platen\` is (bench/compiledBench.ts). Warm-up: a third of the timed records per worker. "${cores} workers vs 1 worker" in the tables above leaves the single worker's GC and compiler threads a free core; pinned, each run has only its own cores.`, '');
}
if (othersShares.length > 0) {
  const worst = Math.max(...othersShares);
  out.push(`Other processes during the timed runs in this process: at most ${num(worst * 100, 1)} % of the machine's CPU${worst > 0.1 ? ' — they competed for the cores, so wall-time ratios (and worker scaling above all) are understated; CPU ms/record is the steadier cost measure' : ' (a quiet machine)'}.`);
}
out.push('');
if (startup) {
  const { one, batch, merged } = startup;
  const perRecordMs = (run: ProcessRun) => run.ms / batch.records;
  const seconds = (run: ProcessRun) => `${num(run.ms / 1000, 1)} s`;
  const versus = (stock: ProcessRun, platen: ProcessRun, target = '') => `${num(stock.ms / platen.ms, 1)}×${target}`;
  out.push('Whole process, from spawn to exit: compiled `platen render` against a plain Node script calling stock generate(), like for like');
  out.push(formatTable(
    ['run', 'stock script', 'platen', 'ratio (stock / platen)'],
    [
      ['1 invoice, median wall time', `${num(one.stock / 1000, 2)} s`, `${num(one.platen / 1000, 2)} s`, `${num(one.stock / one.platen, 2)}× (target ≥ 2×)`],
      [`${batch.records} invoices merged, 1 worker (stock: 1 call, all inputs)`, seconds(merged.stock), seconds(merged.platen), versus(merged.stock, merged.platen, ' (target ≥ 10×)')],
      ...(merged.platenAll ? [[`${batch.records} invoices merged, ${cores} workers`, seconds(merged.stock), seconds(merged.platenAll), versus(merged.stock, merged.platenAll)]] : []),
      [`${batch.records} invoices, a file each, 1 worker (platen: ZIP; stock: 1 call per record)`, seconds(batch.stock), seconds(batch.platen), versus(batch.stock, batch.platen, ' (target ≥ 10×)')],
      ...(batch.platenAll ? [[`${batch.records} invoices, a file each, ${cores} workers`, seconds(batch.stock), seconds(batch.platenAll), versus(batch.stock, batch.platenAll)]] : []),
      [`${batch.records} invoices merged, peak RSS`, mb(merged.stock.peakRss), mb(merged.platen.peakRss), ''],
      [`${batch.records} invoices, a file each, peak RSS`, mb(batch.stock.peakRss), mb(batch.platen.peakRss), ''],
    ],
  ));
  out.push(`  ms per record in the ${batch.records}-invoice runs: stock ${num(perRecordMs(merged.stock), 1)} merged / ${num(perRecordMs(batch.stock), 1)} per call; platen 1 worker ${num(perRecordMs(merged.platen), 1)} merged / ${num(perRecordMs(batch.platen), 1)} ZIP`, '');
}
if (memory.length > 0) out.push(`Peak memory of \`platen render\` to a ZIP with ${cores} workers (VmHWM of the whole process: main thread + workers; ZIP streamed to disk)`);
if (memory.length > 0) out.push(
  formatTable(
    ['records', 'time', 'records/s', 'peak RSS', 'with MALLOC_MMAP_THRESHOLD_=131072: time', 'peak RSS'],
    memory.map((m) => [
      String(m.records), `${num(m.run.ms / 1000, 1)} s`, num(m.records / (m.run.ms / 1000), 0), mb(m.run.peakRss),
      `${num(m.threshold.ms / 1000, 1)} s`, mb(m.threshold.peakRss),
    ]),
  ),
);
if (memory.length > 0) out.push(`Peak memory of \`platen render\` to one merged PDF with ${cores} workers (written as its parts arrive; issue #23's target ≤ 300 MB, flat in N)`);
if (memory.length > 0) out.push(
  formatTable(
    ['records', 'time', 'records/s', 'peak RSS', 'peak reached at', 'bytes a page', 'from CSV: time', 'peak RSS'],
    memory.map((m) => [
      String(m.records), `${num(m.merged.ms / 1000, 1)} s`, num(m.records / (m.merged.ms / 1000), 0), mb(m.merged.peakRss),
      `${num(m.merged.peakAtMs / 1000, 1)} s`, `${num(m.mergedBytes / m.records / 1024, 1)} KB`,
      `${num(m.fromCsv.ms / 1000, 1)} s`, mb(m.fromCsv.peakRss),
    ]),
  ),
);
// Each size against the one before it: the growth over the first records (V8's heaps sizing themselves to the work)
// is told apart from growth that goes on with the batch's length.
for (let index = 1; index < memory.length; index += 1) {
  const [small, large] = [memory[index - 1], memory[index]];
  const ratio = (pick: (m: (typeof memory)[number]) => ProcessRun) => num(pick(large).peakRss / pick(small).peakRss, 2);
  out.push(`  peak ${large.records}/${small.records}: merged ${ratio((m) => m.merged)}×, ZIP ${ratio((m) => m.run)}× (MALLOC_MMAP_THRESHOLD_=131072: ${ratio((m) => m.threshold)}×) for ${num(large.records / small.records, 0)}× the records (flat = near 1×)`);
}
for (const { records, run, slow } of memory) {
  if (!slow) continue;
  out.push(`ZIP of ${records} invoices to a disk taking ${SLOW_DISK_BYTES_PER_S / 1e6} MB/s (a named pipe read at that pace): ${num(slow.ms / 1000, 1)} s for ${mb(slow.bytes)}, peak RSS ${mb(slow.peakRss)}, ${num(slow.peakRss / run.peakRss, 2)}× the peak to this disk (back-pressure: flat = near 1×)`);
}
out.push('');
if (invoice || labels || report) out.push(`Stock: @pdfme/generator 6.1.13 generate() with the stock plugins (and the Roboto faces a template names) on the main thread; the first ${STOCK_WARMUP} calls are a warm-up and not counted.`);
if (invoice || labels || report) out.push('Engine: a warm-up batch first (workers started, template prepared, a sixth of the timed records per worker); ZIP bytes counted, not written, except in the memory runs.');

if (wanted('queue')) {
  log(`\n▸ Queue: platen serve and platen worker processes on Debian's redis-server (loopback)`);
  const { queueSection } = await import('./queue');
  out.push(await queueSection({ quick, log }).catch((error: unknown) => `Queue section failed: ${error instanceof Error ? error.message : String(error)}`), '');
}

if (wanted('http')) {
  log(`\n▸ HTTP: platen serve's POST /v1/render at 8 and 32 in flight, against platen render`);
  const { renderHttpSection } = await import('./renderHttp');
  out.push(await renderHttpSection({ quick, log }).catch((error: unknown) => `HTTP section failed: ${error instanceof Error ? error.message : String(error)}`), '');
}

// Main-thread responsiveness is part of every default run; --no-browser skips it where there is no Chromium.
if (!values['no-browser'] && wanted('browser')) {
  const { browserSection } = await import('./browser');
  // A failure here must not throw away the sections already measured.
  out.push('', await browserSection({ quick }).catch((error: unknown) => `Browser section failed: ${error instanceof Error ? error.message : String(error)}`));
}
process.stdout.write(`${out.join('\n')}\n`);
process.exit(0);
