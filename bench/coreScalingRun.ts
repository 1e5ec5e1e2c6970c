/**
 * One timed batch in a process of its own, started by bench/run.ts under `taskset` so that the whole process —
 * render workers, V8's GC and compiler threads, the coordinator — has exactly the cores given. This measures what
 * the pool gains per core ("2 workers vs 1" on an unpinned machine lets the single worker's helpers use the idle
 * core), and what a warm record costs on one core (issue #23).
 *
 * `--in-thread` times the render loop alone: a RenderEngine in this thread, records in the runs the pool would give
 * one worker (mergedRuns), with no worker, transfer or coordinator. Start it with the render workers' heap limits
 * (renderWorkerHeapFlags in createNodeEngine.ts) so its garbage is collected as a worker's is.
 *
 * bench/run.ts runs it compiled as `platen` is (compiledBench.ts); by hand:
 *   node --import tsx bench/coreScalingRun.ts --workers N --records N --warmup N [--template invoice|labels]
 *        [--output zip|merged] [--in-thread]
 * Prints one JSON line on stdout.
 */
import { parseArgs } from 'node:util';
import { startEngine } from '../src/node/engine';
import { mergedRuns } from '../src/worker/coordinator/runBatch';
import { RenderEngine } from '../src/worker/engine/renderEngine';
import { readFontFromNodeModules } from '../src/worker/fonts/nodeFontReader';
import type { DataRecord } from '../src/templates/types';
import { erredRecords } from './erredRecords';
import { invoiceRecord, invoiceTemplate } from './fixtures/invoice';
import { labelsRecord, labelsTemplate } from './fixtures/labels';

const { values } = parseArgs({
  options: {
    workers: { type: 'string' },
    records: { type: 'string' },
    warmup: { type: 'string' },
    template: { type: 'string' },
    output: { type: 'string' },
    'in-thread': { type: 'boolean' },
  },
});
const workers = Number(values.workers ?? 1);
const count = Number(values.records ?? 300);
const warmup = Number(values.warmup ?? 50);
const output = values.output === 'merged' ? 'merged' : 'zip';
const labels = values.template === 'labels';
const template = labels ? labelsTemplate() : invoiceTemplate();
const makeRecord = labels ? labelsRecord : invoiceRecord;
// The warm-up's records come first and the timed ones after them, as in one long batch: no timed record was seen before.
const records = Array.from({ length: warmup + count }, (_, i) => makeRecord(i));
const timedRecords = records.slice(warmup);

/** The render loop alone, as one worker runs it: merged in the pool's runs, or a file per record. Returns failures. */
async function renderInThread(engine: RenderEngine, batch: DataRecord[]): Promise<number> {
  const items = batch.map((record, row) => ({ row, record }));
  let failed = 0;
  if (output === 'merged') {
    const runs = mergedRuns(items.map(({ row }) => row), 1);
    // as the pool asks a worker for a batch of several runs: the parts as objects (engine/partObjects.ts)
    const form = runs.length > 1 ? 'objects' : 'pdf';
    for (let index = 0; index < runs.length; index += 1) {
      const part = await engine.renderMerged(template, runs.at(index)!.map((row) => items[row]), undefined, undefined, form);
      failed += erredRecords({ failed: 0, errors: part.errors });
    }
  } else {
    for (const item of items) {
      const [file] = await engine.renderEach(template, [item]);
      failed += erredRecords({ failed: file.pdf ? 0 : 1, errors: file.errors });
    }
  }
  return failed;
}

async function timed(run: () => Promise<number>): Promise<{ ms: number; cpuMs: number; failed: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const failed = await run();
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { ms, cpuMs: (used.user + used.system) / 1000, failed };
}

if (values['in-thread']) {
  const engine = new RenderEngine(readFontFromNodeModules);
  await renderInThread(engine, records.slice(0, warmup));
  const result = await timed(() => renderInThread(engine, timedRecords));
  process.stdout.write(`${JSON.stringify({ workers: 0, records: count, ...result })}\n`);
} else {
  const engine = await startEngine({ workers });
  try {
    await engine.batch('warm-up', template, records.slice(0, warmup), { output, workers }, () => {}, () => {});
    const result = await timed(async () => erredRecords(await engine.batch('timed', template, timedRecords, { output, workers }, () => {}, () => {})));
    process.stdout.write(`${JSON.stringify({ workers, records: count, ...result })}\n`);
  } finally {
    await engine.close();
  }
}
process.exit(0);
