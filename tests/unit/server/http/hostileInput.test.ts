/**
 * Issue #20 against `platen serve` as its own process: hostile uploads are answered 413/400 with a sentence while
 * /healthz keeps answering and the process's peak memory stays bounded; a client trickling its request is cut off;
 * SIGTERM completes while such a client is connected; an API key pasted with spaces around it works.
 */
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeScratchDirs } from '../../../support/readBack';
import { platen } from '../../cli/support';
import { killAll, startPlaten, type PlatenProcess } from '../queue/processes';
import { deepJson, emptyJsonRecords, manyCsvRows, zipBomb } from './hostileFiles';
import { fixtureJson } from './support';

const SLOW = 180_000;
const KEY = 'a-key-long-enough-1234';
const auth = { authorization: `Bearer ${KEY}` };
const badge = fixtureJson('badge.json');

let serve: PlatenProcess;
let url: string;
beforeAll(async () => {
  // The key as it arrives from a file or a shell with a newline: trimmed at start, so a request can send it.
  serve = await startPlaten(['serve', '--port', '0', '--workers', '1', '--request-timeout-s', '3', '--shutdown-grace-s', '2'], /listening on http:\/\/\S+/, { PLATEN_API_KEY: `  ${KEY}\n` });
  url = /listening on (http:\/\/\S+)/.exec(serve.output())![1];
}, SLOW);
afterAll(() => {
  killAll();
  removeScratchDirs();
});

/** The serve process's peak resident memory so far, MB (Linux: VmHWM). */
function peakRssMb(): number {
  const status = readFileSync(`/proc/${serve.process.pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/** GET /healthz answers 200. */
async function healthy(): Promise<void> {
  const response = await fetch(`${url}/healthz`);
  expect(response.status).toBe(200);
}

/**
 * POSTs `body` in two halves and asks /healthz between them, so it is answered while the upload is in flight; then
 * sends the rest and resolves with the answer, and asks /healthz once more.
 */
async function postWhileHealthy(path: string, contentType: string, body: Uint8Array): Promise<{ status: number; message: string }> {
  let sendRest!: () => void;
  const rest = new Promise<void>((resolve) => (sendRest = resolve));
  const half = Math.floor(body.length / 2);
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(body.subarray(0, half));
      await rest;
      controller.enqueue(body.subarray(half));
      controller.close();
    },
  });
  const answer = fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': contentType, ...auth }, body: stream, duplex: 'half' } as RequestInit);
  await healthy();
  sendRest();
  const response = await answer;
  const reply = (await response.json()) as { message: string };
  await healthy();
  return { status: response.status, message: reply.message };
}

/** A multipart form with the badge template and `data` as the file `name`, as bytes. */
async function uploadForm(name: string, data: Uint8Array): Promise<{ contentType: string; body: Uint8Array }> {
  const form = new FormData();
  form.append('template', JSON.stringify(badge));
  form.append('data', new Blob([Buffer.from(data)]), name);
  const request = new Request('http://form.invalid/', { method: 'POST', body: form });
  return { contentType: request.headers.get('content-type')!, body: new Uint8Array(await request.arrayBuffer()) };
}

const text = (value: string) => new Uint8Array(Buffer.from(value));

describe('hostile uploads', () => {
  it('a JSON body of 1,000,000 empty records: 413 naming the limit, before it is parsed', { timeout: SLOW }, async () => {
    const body = text(`{"template":${JSON.stringify(badge)},"records":${emptyJsonRecords(1_000_000)}}`);
    const answer = await postWhileHealthy('/v1/batches', 'application/json', body);
    expect(answer).toEqual({ status: 413, message: 'the batch has more than 100,000 records; this server takes at most 100,000 per batch (platen serve --max-records)' });
  });

  it('a 36 MB JSON body: 413, and the server lives on', { timeout: SLOW }, async () => {
    const body = text(`{"template":${JSON.stringify(badge)},"records":${emptyJsonRecords(12_000_000)}}`);
    expect(body.length).toBeGreaterThan(36e6);
    const answer = await postWhileHealthy('/v1/batches', 'application/json', body);
    expect(answer.status).toBe(413);
    expect(answer.message).toContain('more than 100,000 records');
  });

  it('a JSON file of 1,000,000 empty records: 413 naming the file', { timeout: SLOW }, async () => {
    const form = await uploadForm('people.json', text(emptyJsonRecords(1_000_000)));
    const answer = await postWhileHealthy('/v1/batches', form.contentType, form.body);
    expect(answer.status).toBe(413);
    expect(answer.message).toBe('people.json: “people.json” holds more than 100,000 records; this reader takes at most 100,000 (it stopped reading there) (platen serve --max-records)');
  });

  it('a CSV of 2,000,000 rows: 413 naming the file', { timeout: SLOW }, async () => {
    const form = await uploadForm('people.csv', text(manyCsvRows(2_000_000)));
    const answer = await postWhileHealthy('/v1/batches', form.contentType, form.body);
    expect(answer.status).toBe(413);
    expect(answer.message).toContain('“people.csv” holds more than 100,000 records');
  });

  it('a zip bomb named .xlsx, stating its size or hiding it: 413 naming the unpacked limit', { timeout: SLOW }, async () => {
    for (const honest of [true, false]) {
      const form = await uploadForm('bomb.xlsx', zipBomb(300, honest));
      const answer = await postWhileHealthy('/v1/batches', form.contentType, form.body);
      expect(answer.status, honest ? 'stated' : 'hidden').toBe(413);
      expect(answer.message).toContain('unpacks to more than 256 MB');
    }
  });

  it('JSON nested 10,000 deep, as a body and as a file: 400 with the place, no stack', { timeout: SLOW }, async () => {
    const body = await postWhileHealthy('/v1/batches', 'application/json', text(`{"template":${deepJson(10_000)},"records":[]}`));
    expect(body).toEqual({ status: 400, message: 'the body nests lists or objects more than 66 deep (at line 1, column 78); a template or a record is at most a few levels deep' });
    const form = await uploadForm('deep.json', text(deepJson(10_000)));
    const file = await postWhileHealthy('/v1/batches', form.contentType, form.body);
    expect(file.status).toBe(400);
    expect(file.message).toContain('nests lists or objects more than 64 deep');
    expect(serve.output()).not.toContain('RangeError');
  });

  it('left the server within a bounded peak memory', () => {
    // Before: 580 MB more for the million records, 2.3 GB for the CSV, a heap abort for 36 MB. Generous: 1.5 GB.
    expect(peakRssMb()).toBeLessThan(1536);
  });
});

describe('the API key', () => {
  it('pasted with spaces around it, works trimmed (every request above sent it trimmed)', async () => {
    expect((await fetch(`${url}/openapi.json`, { headers: auth })).status).toBe(200);
  });

  it('with whitespace inside, is refused at start with a sentence', async () => {
    const refused = await platen('serve', '--port', '0', '--api-key', 'a key with spaces inside it');
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('the API key has whitespace inside it');
  });
});

describe('Idempotency-Key, kept in the data directory', () => {
  it('a retried POST gets the same batch, a render is held to its body, and a malformed key is refused', { timeout: SLOW }, async () => {
    const post = (path: string, body: object, key: string) =>
      fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key, ...auth }, body: JSON.stringify(body) });
    const record = { name: 'Ada', company: 'Engines', ean: '4006381333931' };
    const batch = { template: badge, records: [record] };
    const first = await post('/v1/batches', batch, 'retry-me');
    expect(first.status).toBe(202);
    const { id } = (await first.json()) as { id: string };
    const again = await post('/v1/batches', batch, 'retry-me');
    expect([again.status, ((await again.json()) as { id: string }).id]).toEqual([202, id]);
    const changed = await post('/v1/batches', { ...batch, records: [record, record] }, 'retry-me');
    expect(changed.status).toBe(422);

    const render = { template: badge, record };
    expect((await post('/v1/render', render, 'render-1')).status).toBe(200);
    expect((await post('/v1/render', render, 'render-1')).status).toBe(200);
    expect((await post('/v1/render', { ...render, record: { ...record, name: 'Grace' } }, 'render-1')).status).toBe(422);
    const malformed = await post('/v1/render', render, 'has spaces');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { message: string }).message).toBe('the Idempotency-Key header takes 1 to 255 visible ASCII characters (e.g. a UUID)');
  });
});

describe('slow clients', () => {
  it('a client trickling its request is answered 408 and disconnected', { timeout: SLOW }, async () => {
    const { port } = new URL(url);
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (data) => void (received += data.toString()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(`POST /v1/render HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\nAuthorization: Bearer ${KEY}\r\n\r\n{`);
    // One byte a second, never the whole body: only the server's timeout can end this.
    const trickle = setInterval(() => socket.writable && socket.write(' '), 1000);
    await closed;
    clearInterval(trickle);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('SIGTERM stops the server while a client is still sending', { timeout: SLOW }, async () => {
    // A request timeout far longer than the test: only the shutdown grace can end this client's request.
    const patient = await startPlaten(['serve', '--port', '0', '--workers', '1', '--request-timeout-s', '3600', '--shutdown-grace-s', '1'], /listening on http:\/\/\S+/);
    const { port } = new URL(/listening on (http:\/\/\S+)/.exec(patient.output())![1]);
    const socket = connect(Number(port), '127.0.0.1');
    socket.on('error', () => undefined);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(`POST /v1/render HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\nAuthorization: Bearer ${KEY}\r\n\r\n{`);
    const trickle = setInterval(() => socket.writable && socket.write(' '), 200);
    const exited = new Promise<number | null>((resolve) => patient.process.once('exit', (code) => resolve(code)));
    // Stopped only once the server has the request: its first bytes have been answered by nothing yet.
    await new Promise((resolve) => setTimeout(resolve, 500));
    patient.process.kill('SIGTERM');
    expect(await exited).toBe(0);
    clearInterval(trickle);
    socket.destroy();
    expect(patient.output()).toContain('requests still under way after 1 s: closing their connections');
    expect(patient.output()).toContain('platen: stopped');
  });
});
