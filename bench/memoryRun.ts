/**
 * One ZIP batch in a process of its own, so its peak memory is its own: the kernel's high-water mark (VmHWM) of
 * this process covers the main thread and every worker thread, plus RSS sampled every 50 ms for the curve.
 * Usage: node --import tsx bench/memoryRun.ts --records N [--workers N] [--template invoice|labels]
 * Prints one JSON line on stdout.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startEngine } from '../src/cli/engine';
import { createOutputWriter } from '../src/cli/outputTarget';
import { formatProgress } from '../src/cli/progressLine';
import { invoiceRecord, invoiceTemplate } from './fixtures/invoice';
import { labelsRecord, labelsTemplate } from './fixtures/labels';

/** Peak resident set of this process so far, bytes (Linux); falls back to the sampled peak elsewhere. */
function highWaterMark(): number | undefined {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

const { values } = parseArgs({ options: { records: { type: 'string' }, workers: { type: 'string' }, template: { type: 'string' } } });
const count = Number(values.records ?? 1000);
const workers = values.workers ? Number(values.workers) : undefined;
const labels = values.template === 'labels';
const template = labels ? labelsTemplate() : invoiceTemplate();
const makeRecord = labels ? labelsRecord : invoiceRecord;

const dir = await mkdtemp(join(tmpdir(), 'platen-bench-'));
const out = join(dir, 'batch.zip');
const baseline = process.memoryUsage.rss();
let sampledPeak = baseline;
const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, process.memoryUsage.rss())), 50);

const records = Array.from({ length: count }, (_, i) => makeRecord(i));
const engine = await startEngine({ workers });
const writer = createOutputWriter(out, 'zip');
const started = performance.now();
let lastReport = performance.now();
const summary = await engine.batch('memory', template, records, { output: 'zip', workers }, (progress) => {
  // A 10,000-record run takes minutes: show it is alive, every 10 s.
  if (performance.now() - lastReport < 10_000) return;
  lastReport = performance.now();
  process.stderr.write(`    ${formatProgress(progress)}\n`);
}, writer.sink);
const written = await writer.finish();
if (summary.errors.length > 0) process.stderr.write(`memory run: ${summary.failed} failed, e.g. ${JSON.stringify(summary.errors[0])}\n`);
const elapsedMs = performance.now() - started;
clearInterval(sampler);
sampledPeak = Math.max(sampledPeak, process.memoryUsage.rss());
const peak = highWaterMark() ?? sampledPeak;
await engine.close();
const size = (await stat(written.path)).size;
await rm(dir, { recursive: true, force: true });
process.stdout.write(
  `${JSON.stringify({ records: count, done: summary.done, failed: summary.failed, elapsedMs, peakRss: peak, sampledPeakRss: sampledPeak, baselineRss: baseline, zipBytes: size })}\n`,
);
process.exit(0);
