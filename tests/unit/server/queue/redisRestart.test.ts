import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPageTexts, removeScratchDirs } from '../../../support/readBack';
import { badgeRecords, badgeTemplate, ended, outputBytes, startCluster, waitFor, type Cluster } from './support';

describe('Redis restarted in the middle of a batch', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    // Batches outlive a restart only if Redis keeps its data: the append-only file, as the README asks of production.
    cluster = await startCluster(5, { persistent: true });
    await cluster.addWorker();
  }, 120_000);
  afterAll(async () => {
    await cluster?.close();
    removeScratchDirs();
  }, 120_000);

  it('resumes: the batch completes with every record once, in order', { timeout: 480_000 }, async () => {
    // 80 chunks: the batch runs on well past its first chunk, so the restart lands mid-batch. With 8 chunks a fast
    // worker went from none done to the batch's end between two polls, and the wait below never saw it running.
    const records = badgeRecords(400);
    const started = await cluster.runner.start({ template: badgeTemplate(), records, options: { output: 'merged' } });
    await waitFor('the batch to be running', async () => {
      const status = await cluster.runner.status(started.id);
      return status?.state === 'running' && status.progress.done > 0 ? status : undefined;
    });
    await cluster.redis.restart();

    const status = await ended(cluster.runner, started.id, 420_000);
    expect(status).toMatchObject({ state: 'done', progress: { done: 400, failed: 0, total: 400 }, errors: [] });
    const pages = await pdfPageTexts(await outputBytes(cluster.runner, started.id));
    expect(pages).toHaveLength(400);
    for (const [row, record] of records.entries()) expect(pages[row]).toContain(record.company);
  });
});
