/**
 * Issue #20 in embedded mode (no Redis): a batch's state is kept in the data directory, not in the serve process, so
 * a serve started again over the same directory answers for the batches of the one before, counts and paged errors
 * alike; and a retention sweep removes ended batches' files.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { BatchRunner } from '../../../../src/server/batches/batchRunner';
import { createLocalRunner } from '../../../../src/server/batches/localRunner';
import { buildServer } from '../../../../src/server/http/app';
import { createDirectoryStore } from '../../../../src/server/store/directoryStore';
import type { OutputStore } from '../../../../src/server/store/outputStore';
import { createTemplateStore } from '../../../../src/server/templates/templateStore';
import { removeScratchDirs } from '../../../support/readBack';
import { closeEngine, fixtureJson, sharedEngine } from './support';

const dataDir = mkdtempSync(join(tmpdir(), 'platen-embedded-state-'));
const started: { app: FastifyInstance; runner: BatchRunner }[] = [];
afterAll(async () => {
  for (const { app, runner } of started) await Promise.all([app.close(), runner.close()]);
  await closeEngine();
  rmSync(dataDir, { recursive: true, force: true });
  removeScratchDirs();
});

/** `platen serve` over the data directory, as a process started (again) would be; `stateWriteMs` slows its state writes. */
async function serve(stateWriteMs = 0) {
  const engine = await sharedEngine();
  const directory = createDirectoryStore(join(dataDir, 'outputs'));
  const store: OutputStore = {
    ...directory,
    put: async (key, bytes) => {
      if (key.endsWith('state.json')) await new Promise((resolve) => setTimeout(resolve, stateWriteMs));
      return directory.put(key, bytes);
    },
  };
  const runner = createLocalRunner({ engine, store });
  const app = await buildServer({ engine, runner, templates: createTemplateStore(join(dataDir, 'templates')) });
  started.push({ app, runner });
  return { app, runner };
}

type Status = { state: string; progress: { done: number; failed: number; total: number }; errors: { place: string }[]; errorCount: number; moreErrors?: string };

/** Posts a ZIP batch of `records` and polls its status until it is neither queued nor running; gives its id and that status. */
async function endedStatus(app: FastifyInstance, template: object, records: object[]): Promise<{ id: string; status: Status }> {
  const created = await app.inject({ method: 'POST', url: '/v1/batches', payload: { template, records, output: 'zip' } });
  expect(created.statusCode, created.body).toBe(202);
  const { id } = created.json() as { id: string };
  for (;;) {
    const status = (await app.inject({ method: 'GET', url: `/v1/batches/${id}` })).json() as Status;
    if (status.state !== 'queued' && status.state !== 'running') return { id, status };
    // A poll, not a spin: the engine's messages need the loop. Short, so that a "done" answered before its state
    // write is stored would be seen (the slow-disk test below).
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('embedded batches kept in the data directory', () => {
  it('are answered alike by a serve started again, counts adding up and errors paged', { timeout: 240_000 }, async () => {
    const template = fixtureJson('badge.json') as { schemas: object[][] };
    template.schemas[0].push({ name: 'since', type: 'date', position: { x: 8, y: 60 }, width: 40, height: 6 });
    const records = Array.from({ length: 150 }, (_, row) => ({ name: `P${row}`, company: 'C', ean: '4006381333931', since: row % 2 === 0 ? 'soon' : '2020-01-02' }));
    const first = await serve();
    const { id, status } = await endedStatus(first.app, template, records);
    expect(status).toMatchObject({ state: 'done', progress: { done: 75, failed: 75, total: 150 }, errorCount: 75 });
    expect(status.errors).toHaveLength(75);
    expect(status.moreErrors).toBeUndefined();

    const again = await serve();
    expect((await again.app.inject({ method: 'GET', url: `/v1/batches/${id}` })).json()).toEqual(status);
    const page = (await again.app.inject({ method: 'GET', url: `/v1/batches/${id}/errors?cursor=70&limit=3` })).json() as { errors: { place: string }[]; next?: string };
    expect(page.errors.map((error) => error.place)).toEqual(['records[140]', 'records[142]', 'records[144]']);
    expect(page.next).toBe(`/v1/batches/${id}/errors?cursor=73&limit=3`);
    expect((await again.app.inject({ method: 'GET', url: `/v1/batches/${id}/output` })).statusCode).toBe(200);

    // Ended before "now + 1 ms": swept, files and all.
    expect(await again.runner.sweep(Date.now() + 1)).toBe(1);
    expect(existsSync(join(dataDir, 'outputs', 'batches', id))).toBe(false);
    expect((await again.app.inject({ method: 'GET', url: `/v1/batches/${id}` })).statusCode).toBe(404);
  });

  it('says a batch ended only once its end is stored, so a serve started again answers the same (a slow disk)', { timeout: 240_000 }, async () => {
    const template = fixtureJson('badge.json');
    const records = Array.from({ length: 6 }, (_, row) => ({ name: `P${row}`, company: 'C', ean: '4006381333931' }));
    // Each state write takes 400 ms: a "done" answered before its write reached the directory would be read back
    // by the next serve as the "queued" written at the start, that is, as a batch the server stopped under.
    const first = await serve(400);
    const { id, status } = await endedStatus(first.app, template, records);
    expect(status).toMatchObject({ state: 'done', progress: { done: 6, failed: 0, total: 6 } });
    const again = await serve();
    expect((await again.app.inject({ method: 'GET', url: `/v1/batches/${id}` })).json()).toEqual(status);
  });
});
