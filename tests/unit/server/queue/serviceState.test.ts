/**
 * Issue #20's proof, with real processes: Debian's redis-server, `platen serve --redis` processes and `platen worker`s
 * sharing a data directory that already holds 10,000 old batches. Batch state lives in Redis and the store, not in a
 * serve's memory: two serves answer alike (paged errors, counts that add up), a SIGKILLed serve loses nothing; a
 * storage fault is waited out; a cancel keeps what was rendered; cancel and assemble touch only their own batch; a
 * retention sweep removes old batches and their Redis keys; templates can be deleted.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchKeys, DEFAULT_PREFIX } from '../../../../src/server/queue/names';
import { removeScratchDirs, zipEntryNames } from '../../../support/readBack';
import { startRedis, type TestRedis } from '../../support/redis';
import { killAll, startPlaten, submitBatch, type PlatenProcess } from './processes';
import { badgeTemplate, waitFor } from './support';

const OLD_BATCHES = 10_000;
const CHUNK = 5;

interface Status {
  state: string;
  progress: { done: number; failed: number; total: number };
  errors: { place: string; field?: string; message: string }[];
  errorCount: number;
  moreErrors?: string;
  message?: string;
  output?: { url: string; bytes: number };
}

const oldId = (n: number) => `0ld${String(n).padStart(29, '0')}`;

describe('batch state shared by every serve, storage faults, cancel and retention', () => {
  let redis: TestRedis;
  let client: Redis;
  let dataDir: string;
  let first: string;
  let second: string;

  const serve = async (...extra: string[]): Promise<{ url: string; child: PlatenProcess }> => {
    const args = ['serve', '--port', '0', '--workers', '1', '--redis', redis.url, '--data-dir', dataDir, '--chunk-size', String(CHUNK), ...extra];
    const child = await startPlaten(args, /listening on http:\/\/\S+/);
    return { url: /listening on (http:\/\/\S+)/.exec(child.output())![1], child };
  };
  const worker = () =>
    startPlaten(['worker', '--redis', redis.url, '--data-dir', dataDir, '--workers', '1', '--stall-seconds', '3', '--store-retry-seconds', '60'], /worker taking chunks/);
  const stopped = async (child: PlatenProcess) => {
    const exited = new Promise((resolve) => child.process.once('exit', resolve));
    child.process.kill('SIGTERM');
    await exited;
  };
  const status = async (url: string, id: string): Promise<Status> => (await (await fetch(`${url}/v1/batches/${id}`)).json()) as Status;
  const whenEnded = (url: string, id: string, what = `batch ${id} to end`) =>
    waitFor(what, async () => {
      const answer = await status(url, id);
      return ['done', 'failed', 'cancelled'].includes(answer.state) ? answer : undefined;
    }, 180_000);
  /** Every error of the batch, page after page. */
  const allErrors = async (url: string, id: string): Promise<Status['errors']> => {
    const found: Status['errors'] = [];
    let next: string | undefined = `/v1/batches/${id}/errors`;
    while (next) {
      const page = (await (await fetch(`${url}${next}`)).json()) as { errors: Status['errors']; next?: string };
      found.push(...page.errors);
      next = page.next;
    }
    return found;
  };

  /** A template with a date field: a record whose date cannot be read is refused before rendering. */
  const template = () => {
    const made = badgeTemplate();
    made.schemas[0].push({ name: 'since', type: 'date', position: { x: 8, y: 60 }, width: 40, height: 6 });
    return made;
  };
  /** Every third row refused (its date), every seventh fails to render (its EAN). */
  const records = (count: number) =>
    Array.from({ length: count }, (_, row) => ({
      name: `Person ${row + 1}`,
      company: `Company ${row + 1}`,
      ean: row % 7 === 1 ? '12345' : '4006381333931',
      since: row % 3 === 0 ? 'soon' : '2020-01-02',
    }));

  beforeAll(async () => {
    redis = await startRedis();
    client = new Redis(redis.url);
    dataDir = mkdtempSync(join(tmpdir(), 'platen-service-state-'));
    // 10,000 batches finished an hour ago, made directly: files, a leftover .part file, their Redis keys.
    const finishedAt = new Date(Date.now() - 3600_000).toISOString();
    const pipeline = client.pipeline();
    for (let n = 0; n < OLD_BATCHES; n += 1) {
      const dir = join(dataDir, 'batches', oldId(n));
      mkdirSync(join(dir, 'chunks'), { recursive: true });
      writeFileSync(join(dir, 'output.zip'), 'old');
      if (n % 10 === 0) writeFileSync(join(dir, 'chunks', '000000.zip.1.1.part'), 'half');
      const keys = batchKeys(DEFAULT_PREFIX, oldId(n));
      pipeline.hset(keys.meta, { state: 'done', output: 'zip', chunks: '1', total: '1', rowCount: '1', chunkSize: '500', createdAt: finishedAt, finishedAt, outputBytes: '3' });
      pipeline.hset(keys.progress, '0', '{"done":1,"failed":0}');
    }
    await pipeline.exec();
    // One old batch no walk can read: a path longer than PATH_MAX inside it (readdir answers ENAMETOOLONG, as root
    // too). Cancel and assemble of other batches succeed only if they never walk into it.
    const name = 'd'.repeat(250);
    const trap = spawnSync('bash', ['-c', `cd '${join(dataDir, 'batches', oldId(0))}' && for i in $(seq 18); do mkdir ${name} && cd ${name} || exit 1; done`]);
    expect(trap.status).toBe(0);
    first = (await serve()).url;
    second = (await serve()).url;
  }, 300_000);

  afterAll(async () => {
    killAll();
    client?.disconnect();
    await redis?.stop();
    if (dataDir) spawnSync('rm', ['-rf', dataDir]);
    removeScratchDirs();
  }, 120_000);

  it('gives the same counts and paged errors from either serve, and they add up', { timeout: 300_000 }, async () => {
    const rows = records(330); // 110 refused, 31 more fail to render: more errors than one page
    const id = await submitBatch(first, { template: template(), records: rows, output: 'zip' });
    const rendering = await worker();
    const fromFirst = await whenEnded(first, id);
    const fromSecond = await status(second, id);
    expect(fromFirst.state).toBe('done');
    expect(fromSecond).toEqual(fromFirst);
    const refused = rows.filter((_, row) => row % 3 === 0).length;
    const bad = rows.filter((_, row) => row % 3 !== 0 && row % 7 === 1).length;
    expect(fromFirst.progress).toMatchObject({ total: 330, failed: refused + bad, done: 330 - refused - bad });
    expect(fromFirst.errorCount).toBe(refused + bad);
    expect(fromFirst.errors.length).toBeLessThan(refused + bad); // the status holds the first page…
    expect(fromFirst.moreErrors).toBe(`/v1/batches/${id}/errors?cursor=${fromFirst.errors.length}`); // …and a link
    const [pagedFirst, pagedSecond] = await Promise.all([allErrors(first, id), allErrors(second, id)]);
    expect(pagedSecond).toEqual(pagedFirst);
    expect(pagedFirst.map((error) => error.place)).toEqual(
      rows.flatMap((_, row) => (row % 3 === 0 || row % 7 === 1 ? [`records[${row}]`] : [])),
    );
    await stopped(rendering);
  });

  it('loses nothing when a serve is SIGKILLed mid-batch and started again', { timeout: 300_000 }, async () => {
    const doomed = await serve();
    const rows = records(60);
    const id = await submitBatch(doomed.url, { template: template(), records: rows, output: 'merged' });
    const rendering = await worker();
    await waitFor('the batch to be part-way', async () => ((await status(doomed.url, id)).progress.done > 0 ? true : undefined));
    doomed.child.process.kill('SIGKILL');
    const again = await serve();
    const ended = await whenEnded(again.url, id);
    expect(ended.state).toBe('done');
    expect(ended.progress.done + ended.progress.failed).toBe(ended.progress.total);
    expect(ended.progress.total).toBe(60);
    expect(ended.errorCount).toBe(20 + rows.filter((_, row) => row % 3 !== 0 && row % 7 === 1).length);
    expect(await allErrors(again.url, id)).toEqual(await allErrors(first, id));
    await stopped(rendering);
  });

  it('waits out a store that cannot be written, then completes with every record', { timeout: 300_000 }, async () => {
    const rows = records(15).map((record) => ({ ...record, since: '2020-01-02', ean: '4006381333931' }));
    const id = await submitBatch(first, { template: template(), records: rows, output: 'zip' });
    // The fault (root ignores chmod): each target the writes rename onto is a directory, so every rename fails (EISDIR).
    const base = join(dataDir, 'batches', id);
    const targets = [0, 1, 2].map((index) => join(base, 'chunks', `${String(index).padStart(6, '0')}.zip`));
    for (const target of [...targets, join(base, 'output.zip')]) mkdirSync(join(target, 'blocked'), { recursive: true });
    const rendering = await worker();
    const keys = batchKeys(DEFAULT_PREFIX, id);
    // Held 8 s after the first chunk is rendered: longer than a chunk's three attempts took before.
    await waitFor('a chunk rendered', async () => ((await client.hlen(keys.progress)) > 0 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 8000));
    for (const target of targets) rmSync(target, { recursive: true });
    await waitFor('every chunk written', async () => ((await client.scard(keys.finished)) === 3 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 8000)); // the assembly's write blocked as long
    rmSync(join(base, 'output.zip'), { recursive: true });
    const ended = await whenEnded(first, id);
    expect(JSON.stringify(ended)).not.toContain(dataDir);
    expect(ended).toMatchObject({ state: 'done', progress: { done: 15, failed: 0, total: 15 } });
    const zip = new Uint8Array(await (await fetch(`${first}/v1/batches/${id}/output`)).arrayBuffer());
    expect(await zipEntryNames(zip)).toHaveLength(15);
    const left = readdirSync(base, { recursive: true }).map(String);
    expect(left.filter((name) => name.endsWith('.part'))).toEqual([]);
    await stopped(rendering);
  });

  it('keeps what was rendered when a batch is cancelled, and touches no other batch', { timeout: 300_000 }, async () => {
    const rows = records(400).map((record) => ({ ...record, since: '2020-01-02', ean: '4006381333931' }));
    const id = await submitBatch(first, { template: template(), records: rows, output: 'zip' });
    const rendering = await worker();
    const keys = batchKeys(DEFAULT_PREFIX, id);
    await waitFor('two chunks finished', async () => ((await client.scard(keys.finished)) >= 2 ? true : undefined));
    const cancel = await fetch(`${second}/v1/batches/${id}`, { method: 'DELETE' });
    expect(cancel.status).toBe(200);
    const withOutput = await waitFor('the cancelled batch to have output', async () => {
      const answer = await status(first, id);
      return answer.output ? answer : undefined;
    }, 60_000);
    expect(withOutput.state).toBe('cancelled');
    expect(withOutput.progress.done).toBeGreaterThanOrEqual(2 * CHUNK);
    expect(withOutput.progress.done).toBeLessThan(400);
    const download = await fetch(`${second}/v1/batches/${id}/output`);
    expect(download.status).toBe(200);
    const names = await zipEntryNames(new Uint8Array(await download.arrayBuffer()));
    expect(names).toHaveLength(withOutput.progress.done);
    // The assembled chunks are gone; the old batches are all still there.
    await waitFor('the chunks removed', async () => (existsSync(join(dataDir, 'batches', id, 'chunks')) ? undefined : true));
    expect(readdirSync(join(dataDir, 'batches')).filter((name) => name.startsWith('0ld'))).toHaveLength(OLD_BATCHES);
    await stopped(rendering);
  });

  it('deletes a template, and documents it', { timeout: 60_000 }, async () => {
    const put = await fetch(`${first}/v1/templates/badge`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(template()) });
    expect(put.status).toBe(201);
    expect((await fetch(`${second}/v1/templates/badge`, { method: 'DELETE' })).status).toBe(204);
    expect((await fetch(`${first}/v1/templates/badge`)).status).toBe(404);
    const again = await fetch(`${first}/v1/templates/badge`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(((await again.json()) as { message: string }).message).toBe('there is no template "badge"');
    const openapi = (await (await fetch(`${first}/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(openapi.paths['/v1/templates/{id}'])).toContain('delete');
  });

  it('removes expired batches, their leftovers and their Redis keys with a short --retain', { timeout: 300_000 }, async () => {
    spawnSync('rm', ['-rf', join(dataDir, 'batches', oldId(0), 'd'.repeat(250))]); // the trap has served
    await serve('--retain', '2s');
    // The sweep removes a batch's files before its keys (sweepExpired, src/server/batches/retention.ts): the last
    // batch's keys go a moment after its folder, so both are waited for.
    const oldFolders = () => readdirSync(join(dataDir, 'batches')).filter((name) => name.startsWith('0ld'));
    const oldKeys = () => client.keys(`${DEFAULT_PREFIX}:batch:0ld*`);
    await waitFor('the old batches and their Redis keys removed', async () => (oldFolders().length === 0 && (await oldKeys()).length === 0 ? true : undefined), 240_000);
    expect(oldFolders()).toEqual([]);
    expect(await oldKeys()).toEqual([]);
  });
});
