import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchKeys, DEFAULT_PREFIX } from '../../../../src/server/queue/names';
import { readStarts } from '../../../../src/server/queue/progressStore';
import { mapLimit, pdfText, removeScratchDirs, zipEntryNames } from '../../../support/readBack';
import { badgeRecords, badgeTemplate, ended, oneMachineOutput, outputBytes, startCluster, TEST_STALL_MS, waitFor, type Cluster } from './support';

const faultyWorker = fileURLToPath(new URL('./faultyWorkerProcess.ts', import.meta.url));

/**
 * A chunk worker as its own process, as on another machine, whose render worker stops at a record holding
 * `platen-fault:spin` (and spins there until killed); resolves once it takes chunks.
 */
async function workerProcess(cluster: Cluster): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', faultyWorker, cluster.redis.url, cluster.dataDir, String(TEST_STALL_MS)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  await new Promise<void>((resolve, reject) => {
    child.stderr!.on('data', (data: Buffer) => {
      stderr += data.toString();
      if (stderr.includes('worker taking chunks')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the chunk worker process exited with ${code}: ${stderr}`)));
  });
  return child;
}

describe('a worker process killed in the middle of a chunk', () => {
  let cluster: Cluster;
  let redis: Redis;
  beforeAll(async () => {
    cluster = await startCluster(30);
    redis = new Redis(cluster.redis.url);
  }, 120_000);
  afterAll(async () => {
    redis?.disconnect();
    await cluster?.close();
    removeScratchDirs();
  }, 120_000);

  it('has its chunk taken up by another worker: every record once, no file twice', { timeout: 600_000 }, async () => {
    const template = badgeTemplate();
    // 3 chunks of 30. The 15th record of each holds the spin fault: the doomed worker renders the records before it in whichever
    // chunk it takes and stays there, so it is killed inside a chunk however fast or slow the machine is (sampling
    // progress for a chunk part-way through could miss a 30-badge chunk entirely). The worker started after it acts out
    // no faults: there the value is a company name like the others. A record may take 10 minutes, not the default 20 s,
    // so the spin is not ended by the record time limit first.
    const records = badgeRecords(90).map((record, row) => (row % 30 === 14 ? { ...record, company: 'platen-fault:spin' } : record));
    const doomed = await workerProcess(cluster);
    const started = await cluster.runner.start({
      template,
      records,
      options: { output: 'zip', fileName: '{name}.pdf', recordTimeoutMs: 600_000 },
    });
    const keys = batchKeys(DEFAULT_PREFIX, started.id);

    // A chunk that has rendered some of its records and is held at its 15th: the worker is killed there.
    const killedChunk = await waitFor('a chunk held at its 15th record', async () => {
      const finished = new Set(await redis.smembers(keys.finished));
      for (const [index, value] of Object.entries(await redis.hgetall(keys.progress))) {
        const { done } = JSON.parse(value) as { done: number };
        // Records go to the render worker a few at a time, so the count stops somewhere below 15, not at 14.
        if (!finished.has(index) && done > 0 && done < 15) return Number(index);
      }
      return undefined;
    });
    doomed.kill('SIGKILL');
    await new Promise((resolve) => doomed.once('exit', resolve));
    expect(await redis.sismember(keys.finished, String(killedChunk))).toBe(0);

    await cluster.addWorker();
    const status = await ended(cluster.runner, started.id, 420_000);
    expect(status).toMatchObject({ state: 'done', progress: { done: 90, failed: 0, total: 90 }, errors: [] });
    // The killed chunk was started again (stalled-job recovery), and its records are in the output once.
    expect((await readStarts(redis, keys)).get(killedChunk)).toBeGreaterThanOrEqual(2);

    const zip = await outputBytes(cluster.runner, started.id);
    const names = await zipEntryNames(zip);
    expect(names).toEqual(await zipEntryNames(await oneMachineOutput(template, records, 'zip', '{name}.pdf')));
    expect(new Set(names).size).toBe(90);
    const files = unzipSync(zip);
    const texts = await mapLimit(names, 4, (name) => pdfText(files[name]));
    for (const [row, record] of records.entries()) expect(texts[row]).toContain(record.company);
    expect(await cluster.store.list(`batches/${started.id}/`)).toEqual([`batches/${started.id}/output.zip`, `batches/${started.id}/template.json`]);
  });
});
