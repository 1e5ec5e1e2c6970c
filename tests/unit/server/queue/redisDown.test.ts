/**
 * Issue #20 with `platen serve --redis` as its own process and a real Redis stopped and started again: while Redis is
 * down the batch routes answer 503 at once (not hang), /healthz and /readyz say so; once it is back, batches are taken
 * again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '../../support/redis';
import { killAll, startServe } from './processes';
import { badgeRecords, badgeTemplate, waitFor } from './support';

const SLOW = 180_000;
/** Far longer than the server's fail-fast: a 503 arriving proves it did not wait for Redis. */
const CLIENT_PATIENCE_MS = 120_000;

let redis: TestRedis;
let url: string;
const dataDir = mkdtempSync(join(tmpdir(), 'platen-redis-down-'));
beforeAll(async () => {
  redis = await startRedis();
  url = await startServe(['--redis', redis.url, '--data-dir', dataDir]);
}, SLOW);
afterAll(async () => {
  killAll();
  await redis?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${url}${path}`, { signal: AbortSignal.timeout(CLIENT_PATIENCE_MS) });
const postBatch = () =>
  fetch(`${url}/v1/batches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ template: badgeTemplate(), records: badgeRecords(2) }),
    signal: AbortSignal.timeout(CLIENT_PATIENCE_MS),
  });
const readiness = async () => (await get('/readyz')).status;

describe('Redis down and back', () => {
  it('batch routes answer 503 while it is down, health says why, and batches are taken again once it is back', { timeout: SLOW }, async () => {
    expect(await (await get('/healthz')).json()).toEqual({ status: 'ok', checks: { redis: { ok: true }, store: { ok: true } } });
    expect(await readiness()).toBe(200);

    await redis.down();
    await waitFor('/readyz to see Redis gone', async () => ((await readiness()) === 503 ? true : undefined));
    const health = await get('/healthz');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({
      status: 'degraded',
      checks: { redis: { ok: false, message: expect.stringMatching(/^Redis at redis:\/\/127\.0\.0\.1:\d+ cannot be reached$/) }, store: { ok: true } },
    });
    for (const answer of [await postBatch(), await get('/v1/batches/abc')]) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(((await answer.json()) as { message: string }).message).toMatch(/^batches cannot be started or read now: Redis at .* cannot be reached \(the queue\); try again once it is back$/);
    }

    await redis.up();
    await waitFor('/readyz to see Redis back', async () => ((await readiness()) === 200 ? true : undefined));
    const created = await postBatch();
    expect(created.status).toBe(202);
  });
});

describe('Idempotency-Key, kept in Redis', () => {
  it('a retried POST gets the same batch; the same key with another body is refused', { timeout: SLOW }, async () => {
    const send = (records: number, key: string) =>
      fetch(`${url}/v1/batches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ template: badgeTemplate(), records: badgeRecords(records) }),
      });
    const first = await send(2, 'order-4711');
    expect(first.status).toBe(202);
    const { id } = (await first.json()) as { id: string };
    const retry = await send(2, 'order-4711');
    expect(retry.status).toBe(202);
    expect(retry.headers.get('location')).toBe(`/v1/batches/${id}`);
    expect(((await retry.json()) as { id: string }).id).toBe(id);
    const other = await send(3, 'order-4711');
    expect(other.status).toBe(422);
    expect(((await other.json()) as { message: string }).message).toBe('the Idempotency-Key "order-4711" was used for a different request within the last 24 hours; send a new key for a new request');
    const fresh = await send(2, 'order-4712');
    expect(((await fresh.json()) as { id: string }).id).not.toBe(id);
  });
});
