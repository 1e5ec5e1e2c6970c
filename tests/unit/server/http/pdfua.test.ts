/** `platen serve` writes tagged PDF on request (issue #19): `pdfua` on /v1/render and /v1/batches, in /openapi.json. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeScratchDirs } from '../../../support/readBack';
import { structureText, taggedInfo } from '../../../support/structureTree';
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

describe('pdfua', () => {
  it('POST /v1/render with pdfua answers a tagged PDF, and without it an untagged one', async () => {
    const tagged = await postJson(`${server.url}/v1/render`, { template: badge, record: ada, pdfua: true });
    expect(tagged.status).toBe(200);
    const pdf = new Uint8Array(await tagged.arrayBuffer());
    expect(await taggedInfo(pdf)).toEqual({ tagged: true, suspects: false });
    expect((await structureText(pdf)).kids[0].tag).toBe('Document');
    const plain = await postJson(`${server.url}/v1/render`, { template: badge, record: ada });
    expect((await taggedInfo(new Uint8Array(await plain.arrayBuffer()))).tagged).toBe(false);
  }, SLOW);

  it('tags every record of a merged batch, one structure tree', async () => {
    const created = await postJson(`${server.url}/v1/batches`, { template: badge, records: [ada, { ...ada, name: 'Grace Hopper' }], output: 'merged', pdfua: true });
    expect(created.status).toBe(202);
    const { id } = (await created.json()) as { id: string };
    expect((await finished(server.url, id)).state).toBe('done');
    const pdf = new Uint8Array(await (await fetch(`${server.url}/v1/batches/${id}/output`)).arrayBuffer());
    expect(await taggedInfo(pdf)).toEqual({ tagged: true, suspects: false });
    const document = (await structureText(pdf)).kids[0];
    expect(document.tag).toBe('Document');
    expect(JSON.stringify(document)).toContain('Grace Hopper');
  }, SLOW);

  it('is documented in /openapi.json', async () => {
    const spec = JSON.stringify(await (await fetch(`${server.url}/openapi.json`)).json());
    expect(spec).toContain('tagged PDF for screen readers (PDF/UA-1');
  }, SLOW);
});
