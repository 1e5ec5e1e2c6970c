/**
 * `npm run bench -- --only queue`: batches through the HTTP API, rendered in `platen serve`'s own process (the
 * baseline) and on the BullMQ queue by 1, 2 and 3 `platen worker` processes (one render thread each), every part a
 * real process on loopback with Debian's redis-server, all in the same run. On a 2-core machine more worker
 * processes cannot be faster: this measures what the queue costs (per chunk and per record), from which what N
 * machines would give is estimated, and labelled as an estimate.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { batchEnded, killAll, startPlaten, startServe, submitBatch } from '../tests/unit/server/queue/processes';
import { startRedis } from '../tests/unit/support/redis';
import { invoiceRecord, invoiceTemplate } from './fixtures/invoice';
import { formatTable, num } from './table';

interface QueueRun {
  label: string;
  workers: number;
  chunkSize?: number;
  ms: number;
}

/** Posts one ZIP batch to `url` and waits until it is done; ms from the POST to done. */
async function timeBatch(url: string, records: number): Promise<number> {
  const started = performance.now();
  const id = await submitBatch(url, { template: invoiceTemplate(), records: Array.from({ length: records }, (_, i) => invoiceRecord(i)), output: 'zip' });
  const status = await batchEnded(url, id, 30 * 60_000);
  if (status.state !== 'done' || status.progress.failed > 0) throw new Error(`the batch ended ${status.state} with ${status.progress.failed} records failed`);
  return performance.now() - started;
}

/** One measurement on a fresh Redis, data directory and set of processes, all stopped afterwards. */
async function measure(records: number, workers: number, chunkSize?: number): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'platen-bench-queue-'));
  const redis = workers > 0 ? await startRedis() : undefined;
  try {
    const args = ['--data-dir', dataDir];
    if (redis) args.push('--redis', redis.url, ...(chunkSize ? ['--chunk-size', String(chunkSize)] : []));
    const url = await startServe(args);
    for (let i = 0; i < workers; i++) {
      await startPlaten(['worker', '--redis', redis!.url, '--data-dir', dataDir, '--workers', '1'], /worker taking chunks/);
    }
    await timeBatch(url, Math.max(20, Math.round(records / 10))); // warm-up: workers started, template prepared
    return await timeBatch(url, records);
  } finally {
    killAll();
    await redis?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function queueSection({ quick, log }: { quick: boolean; log: (line: string) => void }): Promise<string> {
  const records = quick ? 400 : 3000;
  // chunk sizes: the default, and a smaller one to separate what each chunk costs from what each record costs
  const big = quick ? 100 : 500;
  const small = quick ? 25 : 100;
  const runs: QueueRun[] = [];
  const run = async (label: string, workers: number, chunkSize?: number) => {
    log(`  ${label}…`);
    runs.push({ label, workers, chunkSize, ms: await measure(records, workers, chunkSize) });
  };
  await run('in serve’s own process, 1 thread (no queue)', 0);
  for (const workers of [1, 2, 3]) await run(`queue, ${workers} worker process${workers > 1 ? 'es' : ''}, chunks of ${big}`, workers, big);
  await run(`queue, 1 worker process, chunks of ${small}`, 1, small);

  const base = runs[0].ms;
  const out = [
    `Queue: ${records} invoices as one ZIP batch over HTTP, each worker process with 1 render thread (2 cores: more processes share them)`,
    formatTable(
      ['run', 'time', 'records/s', 'vs no queue'],
      runs.map((r) => [r.label, `${num(r.ms / 1000, 1)} s`, num(records / (r.ms / 1000), 0), `${num(base / r.ms, 2)}×`]),
    ),
  ];
  const coarse = runs[1];
  const fine = runs[4];
  const bigChunks = Math.ceil(records / big);
  const fineChunks = Math.ceil(records / small);
  const perChunk = (fine.ms - coarse.ms) / (fineChunks - bigChunks);
  const perRecordQueue = (coarse.ms - base) / records;
  // this whole machine, as one of N: two worker processes on its two cores (measured above)
  const machineRate = records / (runs[2].ms / 1000);
  out.push(
    `  per chunk: ${perChunk > 0 ? `${num(perChunk, 0)} ms` : 'within the noise'} (${fineChunks} chunks of ${small} vs ${bigChunks} of ${big}, 1 worker); the queue's whole cost per record at chunks of ${big}: ${perRecordQueue > 0 ? `${num(perRecordQueue, 2)} ms` : 'within the noise'}`,
    `  estimate, not measured: N machines like this one (2 worker processes on 2 cores: ${num(machineRate, 0)} records/s) ≈ N × ${num(machineRate, 0)} records/s while a batch`,
    `  has at least 2N chunks, less one assembly at the end; 2 million records on 10 such machines ≈ ${num(2_000_000 / (10 * machineRate) / 60, 0)} min.`,
  );
  return out.join('\n');
}
