/**
 * One timed ZIP batch in a process of its own, started by bench/run.ts under `taskset` so that the whole process —
 * render workers, V8's GC and compiler threads, the coordinator — has exactly the cores given. This measures what
 * the pool gains per core; "2 workers vs 1" on an unpinned machine lets the single worker's helpers use the idle core.
 * Usage: node --import tsx bench/coreScalingRun.ts --workers N --records N --warmup N [--template invoice|labels]
 * Prints one JSON line on stdout.
 */
import { parseArgs } from 'node:util';
import { startEngine } from '../src/node/engine';
import { invoiceRecord, invoiceTemplate } from './fixtures/invoice';
import { labelsRecord, labelsTemplate } from './fixtures/labels';

const { values } = parseArgs({
  options: { workers: { type: 'string' }, records: { type: 'string' }, warmup: { type: 'string' }, template: { type: 'string' } },
});
const workers = Number(values.workers ?? 1);
const count = Number(values.records ?? 300);
const warmup = Number(values.warmup ?? 50);
const labels = values.template === 'labels';
const template = labels ? labelsTemplate() : invoiceTemplate();
const makeRecord = labels ? labelsRecord : invoiceRecord;
const records = Array.from({ length: Math.max(count, warmup) }, (_, i) => makeRecord(i));

const engine = await startEngine({ workers });
try {
  await engine.batch('warm-up', template, records.slice(0, warmup), { output: 'zip', workers }, () => {}, () => {});
  const cpu = process.cpuUsage();
  const started = performance.now();
  const summary = await engine.batch('timed', template, records.slice(0, count), { output: 'zip', workers }, () => {}, () => {});
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  process.stdout.write(`${JSON.stringify({ workers, records: count, ms, cpuMs: (used.user + used.system) / 1000, failed: summary.failed })}\n`);
} finally {
  await engine.close();
}
process.exit(0);
