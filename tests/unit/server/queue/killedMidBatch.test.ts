// Issue #10's proof, with every part a real process as on separate machines: Debian's redis-server, one
// `platen serve --redis` and three `platen worker`s sharing a data directory. A 5,000-record batch goes in over HTTP;
// one worker is killed with SIGKILL in the middle of a chunk; the ZIP that comes back over HTTP holds exactly 5,000
// PDFs, none twice, each one page reading back (pdftotext) as its own record.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchKeys, DEFAULT_PREFIX } from '../../../../src/server/queue/names';
import { readStarts } from '../../../../src/server/queue/progressStore';
import { joinedPageTexts, removeScratchDirs, zipEntryNames } from '../../../support/readBack';
import { startRedis, type TestRedis } from '../../support/redis';
import { batchEnded, killAll, startPlaten, startServe, submitBatch } from './processes';
import { badgeTemplate, TEST_STALL_MS, waitFor } from './support';

const RECORDS = 5000;
/** `platen serve --redis` cuts batches into chunks of this many records (src/server/queue/queueRunner.ts). */
const CHUNK = 500;

describe(`${RECORDS} records over 1 serve and 3 worker processes, one killed mid-chunk`, () => {
  let redis: TestRedis;
  let client: Redis;
  let dataDir: string;
  let url: string;

  const worker = () =>
    startPlaten(['worker', '--redis', redis.url, '--data-dir', dataDir, '--workers', '1', '--stall-seconds', String(TEST_STALL_MS / 1000)], /worker taking chunks/);

  beforeAll(async () => {
    redis = await startRedis();
    client = new Redis(redis.url);
    dataDir = mkdtempSync(join(tmpdir(), 'platen-killed-mid-batch-'));
    url = await startServe(['--redis', redis.url, '--data-dir', dataDir]);
  }, 120_000);

  afterAll(async () => {
    killAll();
    client?.disconnect();
    await redis?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    removeScratchDirs();
  }, 120_000);

  it('gives exactly one PDF per record, each with its own text', { timeout: 1_200_000 }, async () => {
    const records = Array.from({ length: RECORDS }, (_, row) => ({ name: `Person ${row + 1}`, company: `Company ${row + 1}`, ean: '4006381333931' }));
    const doomed = await worker();
    const id = await submitBatch(url, { template: badgeTemplate(), records, output: 'zip', fileName: '{company}.pdf' });
    const keys = batchKeys(DEFAULT_PREFIX, id);

    // The only worker so far holds a chunk and is well inside it: the chunk it will be killed in.
    const partWay = async () => {
      const finished = new Set(await client.smembers(keys.finished));
      for (const [index, value] of Object.entries(await client.hgetall(keys.progress))) {
        const { done } = JSON.parse(value) as { done: number };
        if (!finished.has(index) && done > 0 && done < CHUNK / 2) return Number(index);
      }
      return undefined;
    };
    const killedChunk = await waitFor('the first worker part-way through a chunk', partWay, 300_000);
    await Promise.all([worker(), worker()]);
    doomed.process.kill('SIGKILL');
    await new Promise((resolve) => doomed.process.once('exit', resolve));
    expect(await client.sismember(keys.finished, String(killedChunk))).toBe(0);

    const status = await batchEnded(url, id, 1_000_000);
    expect(status).toMatchObject({ state: 'done', progress: { done: RECORDS, failed: 0, total: RECORDS } });
    // The killed chunk was taken up again by another worker (BullMQ's stalled-job recovery).
    expect((await readStarts(client, keys)).get(killedChunk)).toBeGreaterThanOrEqual(2);

    const download = await fetch(`${url}/v1/batches/${id}/output`);
    expect(download.status).toBe(200);
    const zip = new Uint8Array(await download.arrayBuffer());
    const names = await zipEntryNames(zip);
    expect(names).toEqual(records.map((record) => `${record.company}.pdf`)); // each record once, in record order
    const files = unzipSync(zip);
    // Each entry is one page: joined in entry order, page `row` is entry `row`'s (one pdftotext, not 5,000).
    const pages = await joinedPageTexts(names.map((name) => files[name]));
    expect(pages).toHaveLength(RECORDS);
    const wrong = names.filter((name, row) => !pages[row].includes(records[row].name));
    expect(wrong).toEqual([]);
    // No chunk part or half-written file is left in the shared store.
    const left = readdirSync(join(dataDir, 'batches', id), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(left.map((entry) => entry.name).sort()).toEqual(['output.zip', 'template.json']);
  });
});
