/** `platen serve`'s guards over a real socket: the API key (401), body, upload and record limits (413). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerMatches } from '../../../../src/server/http/auth';
import { parseRange } from '../../../../src/server/http/range';
import { closeEngine, fixtureJson, postJson, startServer, type TestServer } from './support';

const KEY = 'test-key-0123456789abcdef';
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ apiKey: KEY, limits: { maxBodyMb: 0.02, maxRecords: 5 } });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await closeEngine();
});

const auth = { authorization: `Bearer ${KEY}` };
const badge = fixtureJson('badge.json');

describe('the API key', () => {
  it('is needed on every route but /healthz', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    for (const [method, path] of [['GET', '/openapi.json'], ['GET', '/v1/batches/x'], ['POST', '/v1/render'], ['PUT', '/v1/templates/a'], ['DELETE', '/v1/batches/x']]) {
      const response = await fetch(`${server.url}${path}`, { method, headers: { 'content-type': 'application/json' }, body: method === 'GET' || method === 'DELETE' ? undefined : '{}' });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(((await response.json()) as { message: string }).message).toContain('Authorization: Bearer');
    }
    expect((await fetch(`${server.url}/openapi.json`, { headers: { authorization: `Bearer ${KEY}x` } })).status).toBe(401);
    expect((await fetch(`${server.url}/openapi.json`, { headers: { authorization: KEY } })).status).toBe(401);
    expect((await fetch(`${server.url}/openapi.json`, { headers: auth })).status).toBe(200);
  });

  it('is compared whole, whatever its length', () => {
    expect(bearerMatches(`Bearer ${KEY}`, KEY)).toBe(true);
    expect(bearerMatches(`bearer  ${KEY}`, KEY)).toBe(true);
    expect(bearerMatches(`Bearer ${KEY.slice(0, -1)}`, KEY)).toBe(false);
    expect(bearerMatches('Bearer ', KEY)).toBe(false);
    expect(bearerMatches(undefined, KEY)).toBe(false);
  });
});

describe('limits', () => {
  it('answers 413 with the limit and the option for a body, an upload and a batch over them', async () => {
    const big = { template: badge, record: { name: 'x'.repeat(30_000) } };
    const body = await postJson(`${server.url}/v1/render`, big, auth);
    expect(body.status).toBe(413);
    expect(((await body.json()) as { message: string }).message).toBe("the request body is larger than the server's limit of 0.02 MB (platen serve --max-body-mb)");

    const form = new FormData();
    form.append('template', JSON.stringify(badge));
    form.append('data', new Blob([`name,company,ean\n${'Ada,X,4006381333931\n'.repeat(2000)}`]), 'big.csv');
    const upload = await fetch(`${server.url}/v1/batches`, { method: 'POST', body: form, headers: auth });
    expect(upload.status).toBe(413);
    expect(((await upload.json()) as { message: string }).message).toContain("limit of 0.02 MB");

    const records = Array.from({ length: 6 }, (_, i) => ({ name: `P${i}`, company: 'C', ean: '4006381333931' }));
    const many = await postJson(`${server.url}/v1/batches`, { template: badge, records }, auth);
    expect(many.status).toBe(413);
    expect(((await many.json()) as { message: string }).message).toBe('the batch has more than 5 records; this server takes at most 5 per batch (platen serve --max-records)');
  });
});

describe('Range headers', () => {
  it('reads one range, a suffix or an open end, and refuses what lies outside', () => {
    expect(parseRange(undefined, 100)).toEqual({ kind: 'whole' });
    expect(parseRange('bytes=10-19', 100)).toEqual({ kind: 'part', start: 10, end: 19 });
    expect(parseRange('bytes=90-', 100)).toEqual({ kind: 'part', start: 90, end: 99 });
    expect(parseRange('bytes=90-500', 100)).toEqual({ kind: 'part', start: 90, end: 99 });
    expect(parseRange('bytes=-5', 100)).toEqual({ kind: 'part', start: 95, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ kind: 'part', start: 0, end: 99 });
    expect(parseRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=20-10', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-1,5-6', 100)).toEqual({ kind: 'whole' });
    expect(parseRange('items=0-1', 100)).toEqual({ kind: 'whole' });
  });
});
