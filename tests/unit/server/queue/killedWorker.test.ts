import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchKeys, DEFAULT_PREFIX } from '../../../../src/server/queue/names';
import { readStarts } from '../../../../src/server/queue/progressStore';
import { mapLimit, pdfText, removeScratchDirs, zipEntryNames } from '../../../support/readBack';
import { badgeRecords, badgeTemplate, ended, oneMachineOutput, outputBytes, startCluster, TEST_STALL_MS, waitFor, type Cluster } from './support';

const bin = fileURLToPath(new URL('../../../../bin/platen.js', import.meta.url));

/** `platen worker` as its own process, as on another machine; resolves once it takes chunks. */
async function workerProcess(cluster: Cluster): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [bin, 'worker', '--redis', cluster.redis.url, '--data-dir', cluster.dataDir, '--workers', '1', '--stall-seconds', String(TEST_STALL_MS / 1000)],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  await new Promise<void>((resolve, reject) => {
    child.stderr!.on('data', (data: Buffer) => {
      stderr += data.toString();
      if (stderr.includes('worker taking chunks')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`platen worker exited with ${code}: ${stderr}`)));
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
    const records = badgeRecords(90); // 3 chunks of 30
    const doomed = await workerProcess(cluster);
    const started = await cluster.runner.start({ template, records, options: { output: 'zip', fileName: '{name}.pdf' } });
    const keys = batchKeys(DEFAULT_PREFIX, started.id);

    // A chunk that has rendered some of its records but is not finished: the worker is killed there.
    const killedChunk = await waitFor('a chunk part-way through', async () => {
      const finished = new Set(await redis.smembers(keys.finished));
      for (const [index, value] of Object.entries(await redis.hgetall(keys.progress))) {
        const { done } = JSON.parse(value) as { done: number };
        // Fewer than all 30 done: the chunk is well inside its run, not between its last record and its finish.
        if (!finished.has(index) && done > 0 && done < 30) return Number(index);
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
