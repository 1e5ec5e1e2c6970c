/** E-invoice batches through `platen serve` (issue #18): one invoice per file, named by number, a bad one refused. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeScratchDirs, zipEntryNames } from '../../../support/readBack';
import { closeEngine, finished, postJson, startServer, type TestServer } from './support';

const example = (name: string): unknown => JSON.parse(readFileSync(fileURLToPath(new URL(`../../../../examples/${name}`, import.meta.url)), 'utf8'));
const template = example('einvoice.json');
const records = (example('einvoices.json') as Record<string, string>[]).slice(0, 3);

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, 240_000);
afterAll(async () => {
  await server?.close();
  await closeEngine();
  removeScratchDirs();
});

describe('POST /v1/batches with an e-invoice template', () => {
  it('refuses one merged PDF with a sentence', async () => {
    const response = await postJson(`${server.url}/v1/batches`, { template, records, output: 'merged' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('one invoice per file');
  });

  it('names the files by invoice number and refuses the invoice that breaks a rule, by row and rule', { timeout: 240_000 }, async () => {
    const bad = records.map((record, i) => (i === 2 ? { ...record, buyerCountry: 'XX' } : record));
    const created = await postJson(`${server.url}/v1/batches`, { template, records: bad, output: 'zip' });
    expect(created.status).toBe(202);
    const { id } = (await created.json()) as { id: string };
    const status = await finished(server.url, id);
    expect(status).toMatchObject({ progress: { done: 2, failed: 1 } });
    expect(JSON.stringify(status.errors)).toContain('BR-CL-14');
    const output = status.output as { url: string };
    const zip = new Uint8Array(await (await fetch(`${server.url}${output.url}`)).arrayBuffer());
    expect((await zipEntryNames(zip)).sort()).toEqual(['RE-2025-1001.pdf', 'RE-2025-1002.pdf']);
  });
});
