/**
 * Issue #17, one row numbering: with `--redis`, any `platen serve` process answers for any batch (queueRunner.ts), so
 * how the uploaded file numbers its rows, and the rows refused before rendering, are kept with the batch. A process
 * that did not take the upload names a failed record "line 5" as the one that did, not "records[3]".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../../../src/server/http/app';
import { createQueueRunner } from '../../../../src/server/queue/queueRunner';
import { createTemplateStore } from '../../../../src/server/templates/templateStore';
import type { BatchRunner } from '../../../../src/server/batches/batchRunner';
import { createNodeEngine, type NodeEngine } from '../../../../src/worker/node';
import { removeScratchDirs } from '../../../support/readBack';
import { badgeTemplate, startCluster, waitFor, type Cluster } from './support';

describe('two serve processes on one queue', () => {
  let cluster: Cluster;
  let engine: NodeEngine;
  let other: BatchRunner;
  const servers: FastifyInstance[] = [];

  const serve = async (runner: BatchRunner) => {
    const app = await buildServer({ engine, runner, templates: createTemplateStore(`${cluster.dataDir}/templates`) });
    servers.push(app);
    return app;
  };

  beforeAll(async () => {
    cluster = await startCluster(2);
    engine = await createNodeEngine({ workers: 1 });
    other = await createQueueRunner({ redisUrl: cluster.redis.url, store: cluster.store, chunkSize: 2 });
  }, 120_000);
  afterAll(async () => {
    for (const app of servers) await app.close();
    await other?.close();
    await engine?.close();
    await cluster?.close();
    removeScratchDirs();
  }, 120_000);

  it('name a failed or refused record by the line of the uploaded CSV, whichever process is asked', { timeout: 240_000 }, async () => {
    const template = badgeTemplate();
    template.schemas[0].push({ name: 'since', type: 'date', position: { x: 8, y: 60 }, width: 40, height: 6 });
    // Line 3 holds a quoted line break, so the records sit on lines 2, 3, 5 and 6.
    const csv = 'name,company,ean,since\nAda,A,4006381333931,2020-01-02\n"Grace","Navy\nCode",4006381333931,soon\nAlan,B,12345,2020-01-02\nKat,C,4006381333931,2020-01-02\n';
    const form = new FormData();
    form.append('template', JSON.stringify(template));
    form.append('data', new Blob([csv]), 'staff.csv');
    const taker = await serve(cluster.runner);
    const asked = await serve(other);
    const created = await taker.inject({ method: 'POST', url: '/v1/batches', payload: form });
    expect(created.statusCode, created.body).toBe(202);
    const { id } = created.json() as { id: string };
    await cluster.addWorker();

    const status = await waitFor('the batch to end', async () => {
      const answer = (await asked.inject({ method: 'GET', url: `/v1/batches/${id}` })).json() as { state: string; errors: unknown[]; progress: { failed: number } };
      return answer.state === 'done' ? answer : undefined;
    });
    expect(status.progress.failed).toBe(2);
    expect(status.errors).toEqual([
      { place: 'line 3', field: 'since', message: expect.stringContaining('“soon” is not a date') },
      { place: 'line 5', field: 'ean', message: expect.stringContaining('12345') },
    ]);
  });
});
