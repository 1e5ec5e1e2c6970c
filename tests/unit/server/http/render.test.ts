/** `platen serve` over a real socket: one record to a PDF, templates by id, errors with places, /openapi.json. */
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageCount, pdfText, removeScratchDirs } from '../../../support/readBack';
import { closeEngine, finished, fixtureJson, postJson, startServer, type TestServer } from './support';

const SLOW = 120_000;
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, SLOW);
afterAll(async () => {
  await server?.close();
  await closeEngine();
  removeScratchDirs();
});

const badge = fixtureJson('badge.json');
const ada = { name: 'Ada Lovelace', company: 'Analytical Engines Ltd', ean: '4006381333931' };

describe('POST /v1/render', () => {
  it('answers a PDF with the record in it', async () => {
    const response = await postJson(`${server.url}/v1/render`, { template: badge, record: ada });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = new Uint8Array(await response.arrayBuffer());
    expect(await pageCount(pdf)).toBe(1);
    const text = await pdfText(pdf);
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('Analytical Engines Ltd');
  }, SLOW);

  it('names the place of a template problem as the CLI does (400), with no stack trace', async () => {
    const response = await postJson(`${server.url}/v1/render`, { template: fixtureJson('broken-field.json'), record: ada });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; problems: { place: string; message: string }[] };
    expect(body.message).toBe('the template cannot be used (1 problem)');
    expect(body.problems).toEqual([expect.objectContaining({ place: 'schemas[0][1].width', message: expect.stringContaining('width must be a positive number') })]);
    expect(JSON.stringify(body)).not.toMatch(/\n\s+at |\.ts:\d+/);
  }, SLOW);

  it('names the field of a value that cannot be printed (422)', async () => {
    const response = await postJson(`${server.url}/v1/render`, { template: badge, record: { ...ada, ean: '12345' } });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { problems: { place: string; message: string }[] };
    expect(body.problems).toEqual([{ place: 'record, field "ean"', message: 'EAN-13 needs 12 or 13 digits, got “12345”', severity: 'error' }]);
  }, SLOW);

  it('refuses a body that is not the expected shape, and malformed JSON, with 400 and a sentence', async () => {
    const missing = await postJson(`${server.url}/v1/render`, { template: badge });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toContain("must have required property 'record'");
    const malformed = await fetch(`${server.url}/v1/render`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"template": ' });
    expect(malformed.status).toBe(400);
    const body = (await malformed.json()) as { message: string };
    expect(body.message).toMatch(/JSON/);
    expect(JSON.stringify(body)).not.toMatch(/\n\s+at /);
    const noTemplate = await postJson(`${server.url}/v1/render`, { record: ada });
    expect(noTemplate.status).toBe(400);
  }, SLOW);
});

describe('templates by id', () => {
  it('stores a checked template, reads it back and renders by templateId', async () => {
    const put = await fetch(`${server.url}/v1/templates/badge-1`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(badge) });
    expect(put.status).toBe(201);
    expect(put.headers.get('location')).toBe('/v1/templates/badge-1');
    const again = await fetch(`${server.url}/v1/templates/badge-1`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(badge) });
    expect(again.status).toBe(200);
    expect(await (await fetch(`${server.url}/v1/templates/badge-1`)).json()).toEqual(badge);
    const rendered = await postJson(`${server.url}/v1/render`, { templateId: 'badge-1', record: { ...ada, name: 'Grace Hopper' } });
    expect(rendered.status).toBe(200);
    expect(await pdfText(new Uint8Array(await rendered.arrayBuffer()))).toContain('Grace Hopper');
  }, SLOW);

  it('refuses a broken template with its places, an unsafe id, and answers 404 for an unknown one', async () => {
    const broken = await fetch(`${server.url}/v1/templates/broken`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fixtureJson('broken-field.json')) });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { problems: { place: string }[] }).problems[0].place).toBe('schemas[0][1].width');
    expect((await fetch(`${server.url}/v1/templates/broken`)).status).toBe(404);
    const unsafe = await fetch(`${server.url}/v1/templates/..%2Fescape`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(badge) });
    expect(unsafe.status).toBe(400);
    const unknown = await postJson(`${server.url}/v1/render`, { templateId: 'nope', record: ada });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toContain('there is no template "nope"');
  }, SLOW);
});

describe('no request makes the server fetch', () => {
  let listener: Server;
  let connections = 0;
  beforeAll(async () => {
    listener = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

  it('renders or refuses templates and records that name web addresses, without opening a connection', async () => {
    const address = listener.address();
    const at = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const picture = { name: 'logo', type: 'image', position: { x: 60, y: 40 }, width: 30, height: 20, content: `${at}/logo.png` };
    const withPicture = { ...badge, schemas: [[...(badge as { schemas: object[][] }).schemas[0], picture]] };
    const answers = [
      await postJson(`${server.url}/v1/render`, { template: { ...badge, basePdf: `${at}/base.pdf` }, record: ada }),
      await postJson(`${server.url}/v1/render`, { template: withPicture, record: { ...ada, logo: `${at}/photo.png` } }),
      await postJson(`${server.url}/v1/render`, { template: { ...withPicture, schemas: [[...withPicture.schemas[0].slice(0, 3), { ...picture, readOnly: true }]] }, record: ada }),
      await postJson(`${server.url}/v1/batches`, { template: withPicture, records: [{ ...ada, logo: `${at}/a.png` }, { ...ada, logo: `${at}/b.jpg` }] }),
    ];
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as { problems?: { place: string }[]; id?: string }[];
    // base PDF at a web address: refused; a record's picture at one: that record fails; a fixed one: refused
    expect(answers.map((answer) => answer.status)).toEqual([400, 422, 400, 202]);
    expect(bodies.slice(0, 3).map((body) => body.problems?.[0].place)).toEqual(['basePdf', 'record, field "logo"', 'schemas[0][3].content']);
    const batch = await finished(server.url, bodies[3].id!);
    expect(batch.errors).toEqual([
      expect.objectContaining({ place: 'records[0]', field: 'logo', message: expect.stringContaining('is a web address') }),
      expect.objectContaining({ place: 'records[1]', field: 'logo' }),
    ]);
    expect(connections).toBe(0);
    // The listener does count: a connection made on purpose is seen.
    await fetch(`${at}/check`).catch(() => undefined);
    expect(connections).toBe(1);
  }, SLOW);
});

describe('/openapi.json and /healthz', () => {
  it('documents every route with the schemas the server validates with', async () => {
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok', checks: {} });
    const document = (await (await fetch(`${server.url}/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> }; responses: Record<string, unknown> }>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    const routes = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(routes.sort()).toEqual([
      'DELETE /v1/batches/{id}',
      'DELETE /v1/templates/{id}',
      'GET /healthz',
      'GET /readyz',
      'GET /v1/batches/{id}',
      'GET /v1/batches/{id}/errors',
      'GET /v1/batches/{id}/output',
      'GET /v1/templates/{id}',
      'POST /v1/batches',
      'POST /v1/render',
      'PUT /v1/templates/{id}',
    ]);
    const batches = document.paths['/v1/batches'].post.requestBody!.content;
    expect(Object.keys(batches).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(document.paths['/v1/render'].post.requestBody!.content['application/json']).toEqual({ schema: expect.objectContaining({ required: ['record'] }) });
    const unknown = await fetch(`${server.url}/v2/nothing`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe('no route GET /v2/nothing');
  }, SLOW);
});
