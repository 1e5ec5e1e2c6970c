import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFIX, QUEUE_NAME } from '../../../../src/server/queue/names';
import { removeScratchDirs, zipEntryNames } from '../../../support/readBack';
import { badgeRecords, badgeTemplate, ended, outputBytes, startCluster, waitFor, type Cluster } from './support';

describe('cancelling a batch on the queue', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster(5);
    await cluster.addWorker();
  }, 120_000);
  afterAll(async () => {
    await cluster?.close();
    removeScratchDirs();
  }, 120_000);

  it('removes the waiting chunks, stops the running one, ends the batch cancelled and keeps what was rendered', { timeout: 240_000 }, async () => {
    const records = badgeRecords(200); // 40 chunks
    const started = await cluster.runner.start({ template: badgeTemplate(), records, options: { output: 'zip' } });
    await waitFor('the batch to be running', async () => {
      const status = await cluster.runner.status(started.id);
      // 10 with one worker and chunks of 5: the first chunk has finished, so there is something to keep.
      return status?.state === 'running' && status.progress.done >= 10 ? status : undefined;
    });

    const cancelled = await cluster.runner.cancel(started.id);
    expect(cancelled?.state).toBe('cancelled');
    const queue = new Queue(QUEUE_NAME, { connection: { url: cluster.redis.url }, prefix: DEFAULT_PREFIX });
    try {
      await waitFor('the queue to be empty', async () => {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
        return Object.values(counts).every((count) => count === 0) ? counts : undefined;
      });
    } finally {
      await queue.close();
    }
    // What was rendered is kept (issue #20): the chunks finished before the cancel are assembled, then removed.
    const status = await waitFor('the finished chunks assembled', async () => {
      const answer = await cluster.runner.status(started.id);
      return answer?.output ? answer : undefined;
    });
    expect(status.state).toBe('cancelled');
    expect(status.progress.done).toBeGreaterThan(0);
    expect(status.progress.done).toBeLessThan(200);
    expect(await zipEntryNames(await outputBytes(cluster.runner, started.id))).toHaveLength(status.progress.done);
    await waitFor('the chunks removed', async () => ((await cluster.store.list(`batches/${started.id}/chunks/`)).length === 0 ? true : undefined));

    // The worker goes on with the next batch.
    const next = await cluster.runner.start({ template: badgeTemplate(), records: badgeRecords(3), options: { output: 'merged' } });
    expect(await ended(cluster.runner, next.id)).toMatchObject({ state: 'done', progress: { done: 3, total: 3 } });
  });

  it('answers undefined for a batch it never had', async () => {
    expect(await cluster.runner.cancel('nosuchbatch')).toBeUndefined();
    expect(await cluster.runner.status('nosuchbatch')).toBeUndefined();
    expect(await cluster.runner.output('nosuchbatch')).toBeUndefined();
  });
});
