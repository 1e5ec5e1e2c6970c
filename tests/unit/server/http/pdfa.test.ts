/** `platen serve` writes PDF/A on request (issue #18): `standard` on /v1/render and /v1/batches, in /openapi.json. */
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disallowed, metadataProblems, runPreflight } from '../../../support/pdfaPreflight';
import { removeScratchDirs, scratchPath } from '../../../support/readBack';
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

const badge = fixtureJson('badge.json') as { platen?: { name?: string } };
const ada = { name: 'Ada Lovelace', company: 'Analytical Engines Ltd', ean: '4006381333931' };
const title = badge.platen?.name?.trim() || 'Untitled';

describe('standard', () => {
  it('POST /v1/render with standard pdfa-3b and a merged batch with pdfa-2b answer conformant PDFs', async () => {
    const response = await postJson(`${server.url}/v1/render`, { template: badge, record: ada, standard: 'pdfa-3b' });
    expect(response.status).toBe(200);
    const single = scratchPath('pdf');
    writeFileSync(single, new Uint8Array(await response.arrayBuffer()));

    const created = await postJson(`${server.url}/v1/batches`, { template: badge, records: [ada, { ...ada, name: 'Grace Hopper' }], output: 'merged', standard: 'pdfa-2b' });
    expect(created.status).toBe(202);
    const { id } = (await created.json()) as { id: string };
    expect((await finished(server.url, id)).state).toBe('done');
    const merged = scratchPath('pdf');
    writeFileSync(merged, new Uint8Array(await (await fetch(`${server.url}/v1/batches/${id}/output`)).arrayBuffer()));

    const results = await runPreflight([single, merged]);
    expect(disallowed(results.get(single) ?? [], 3)).toEqual([]);
    expect(disallowed(results.get(merged) ?? [], 2)).toEqual([]);
    expect(await metadataProblems(single, 3, title)).toEqual([]);
    expect(await metadataProblems(merged, 2, title)).toEqual([]);
  }, SLOW);

  it('refuses a standard it does not know, naming the values it takes (400)', async () => {
    const response = await postJson(`${server.url}/v1/render`, { template: badge, record: ada, standard: 'pdfa-4x' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string };
    expect(body.message).toMatch(/standard.*"pdfa-2b", "pdfa-3b", "none"/);
  }, SLOW);

  it('is documented in /openapi.json', async () => {
    const spec = JSON.stringify(await (await fetch(`${server.url}/openapi.json`)).json());
    expect(spec).toContain('PDF/A-2b, PDF/A-3b or none');
  }, SLOW);
});
