// The service refuses a template whose fixed text runs away for every record alike (a {…} expression reading no
// record value) with one template error naming the field, before the batch starts, instead of timing each record
// out and retrying it (the CLI's side: tests/unit/cli/runawayFixedText.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEngine, postJson, sharedEngine, startServer, type TestServer } from './support';
import { runawayTemplate as template } from '../../../support/runawayTemplate';

let server: TestServer;

beforeAll(async () => {
  await sharedEngine({ workers: 1, recordTimeoutMs: 2000 });
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
  await closeEngine();
});

describe('a runaway expression in fixed text', () => {
  it('POST /v1/batches refuses the template with one problem naming the field', async () => {
    const answer = await postJson(`${server.url}/v1/batches`, { template, records: [{ name: 'Ada' }, { name: 'Grace' }] });
    const body = (await answer.json()) as { problems?: { place: string; message: string }[] };
    expect(answer.status).toBe(400);
    expect(body.problems).toEqual([
      expect.objectContaining({ place: 'schemas[0][1].content', message: expect.stringMatching(/^Page 1, field “count”: its fixed text took longer than 2 s to work out/) }),
    ]);
  }, 120_000);
});
