import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeKeys } from '../../../../src/server/queue/names';
import { pdfPageTexts, removeScratchDirs } from '../../../support/readBack';
import { badgeRecords, badgeTemplate, ended, outputBytes, startCluster, type Cluster } from './support';

describe('a chunk that fails on every attempt', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster(4);
  }, 120_000);
  afterAll(async () => {
    await cluster?.close();
    removeScratchDirs();
  }, 120_000);

  it('ends as failed records naming their rows, and the batch still ends with the other chunks', { timeout: 240_000 }, async () => {
    const records = badgeRecords(10); // chunks: rows 0–3, 4–7, 8–9
    const started = await cluster.runner.start({ template: badgeTemplate(), records, options: { output: 'merged' } });
    // The second chunk's input is lost from the store before any worker runs: every attempt at it fails.
    await cluster.store.remove(storeKeys(started.id).chunkInput(1));
    await cluster.addWorker();

    const status = await ended(cluster.runner, started.id);
    expect(status).toMatchObject({ state: 'done', progress: { done: 6, failed: 4, total: 10 } });
    expect(status.errors.map((error) => error.row)).toEqual([4, 5, 6, 7]);
    expect(status.errors[0].message).toMatch(/chunk 2 \(rows 5–8\) failed on every attempt/);
    const pages = await pdfPageTexts(await outputBytes(cluster.runner, started.id));
    expect(pages).toHaveLength(6);
    for (const [page, row] of [0, 1, 2, 3, 8, 9].entries()) expect(pages[page]).toContain(records[row].company);
  });
});
