/**
 * A BullMQ worker over this machine's engine: takes chunk jobs (chunkProcessor.ts) and the batch's single assemble
 * job (assemble.ts). Whoever finishes the last chunk adds the assemble job under the batch's one job id, so however
 * many workers see "all chunks finished" (a chunk re-run after its machine was lost included), it exists once.
 */
import { Queue, Worker, type Job } from 'bullmq';
import type { NodeEngine } from '../../worker/node';
import type { OutputStore } from '../store/outputStore';
import { assembleBatch } from './assemble';
import { RunningJobs, settledWithin } from './boundedClose';
import { finishBatch } from './batchRecord';
import { CHUNK_JOB_OPTIONS, type AssembleJobData, type ChunkJobData } from './chunkJob';
import { failChunk, processChunk, type ChunkContext } from './chunkProcessor';
import { redisConnection } from './redisConnection';
import { DEFAULT_STORE_RETRY_MS, publicReason } from '../store/storeRetry';
import { ASSEMBLE_JOB, assembleJobId, batchKeys, CHUNK_JOB, DEFAULT_PREFIX, QUEUE_NAME } from './names';

export interface ChunkWorkerOptions {
  redisUrl: string;
  engine: NodeEngine;
  store: OutputStore;
  prefix?: string;
  /** render threads per chunk (the engine's pool) */
  workers?: number;
  /** chunks this machine renders at once; default 1 (a chunk already keeps the pool busy) */
  concurrency?: number;
  /**
   * ms a chunk's lock lives without renewal: after this, a chunk whose machine died is taken up by another worker.
   * Default 30 s; a busy machine renews every half of it.
   */
  stallMs?: number;
  /** ms a failing store write is retried before it counts as failed; default 10 minutes (storeRetry.ts) */
  storeRetryMs?: number;
  /** where worker-level problems (Redis gone, a chunk given up, a store write retried) are told */
  log?: (message: string) => void;
}

export interface ChunkWorker {
  /** Stops taking jobs and waits for the running ones. */
  close(): Promise<void>;
}

export const DEFAULT_STALL_MS = 30_000;

const isFinalAttempt = (job: Job) => job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function startChunkWorker(options: ChunkWorkerOptions): Promise<ChunkWorker> {
  const prefix = options.prefix ?? DEFAULT_PREFIX;
  const log = options.log ?? (() => undefined);
  // BullMQ leaves connections it was given open on close: these are closed here.
  const connections = [0, 1, 2].map(() => redisConnection(options.redisUrl));
  const [redis, queueConnection, workerConnection] = connections;
  const queue = new Queue(QUEUE_NAME, { connection: queueConnection, prefix });
  // Redis away: the worker's own 'error' handler below says so once per failure; the queue's would repeat it.
  queue.on('error', () => undefined);
  const context: ChunkContext = {
    redis,
    prefix,
    engine: options.engine,
    store: options.store,
    workers: options.workers,
    storeRetryMs: options.storeRetryMs ?? DEFAULT_STORE_RETRY_MS,
    log,
  };

  const assembleWhenAllFinished = async (batchId: string, chunksFinished: number | undefined) => {
    const chunks = Number(await redis.hget(batchKeys(prefix, batchId).meta, 'chunks'));
    if (chunksFinished === undefined || chunksFinished < chunks) return;
    await queue.add(ASSEMBLE_JOB, { batchId } satisfies AssembleJobData, { ...CHUNK_JOB_OPTIONS, jobId: assembleJobId(batchId) });
  };

  const runChunk = async (job: Job<ChunkJobData>) => {
    let chunksFinished: number | undefined;
    try {
      const outcome = await processChunk(context, job.data);
      if (outcome.kind !== 'finished') return outcome.kind;
      chunksFinished = outcome.chunksFinished;
    } catch (error) {
      // A retry may succeed on another machine; the last attempt turns the chunk's rows into failed records.
      if (!isFinalAttempt(job)) throw error;
      // Told to clients in the batch's errors: what failed, never a path on this machine.
      log(`chunk ${job.data.index + 1} of batch ${job.data.batchId} failed on every attempt: ${publicReason(error)}`);
      chunksFinished = await failChunk(context, job.data, publicReason(error));
    }
    await assembleWhenAllFinished(job.data.batchId, chunksFinished);
    return 'finished';
  };

  const runAssemble = async (job: Job<AssembleJobData>) => {
    try {
      await assembleBatch(context, job.data.batchId);
    } catch (error) {
      if (!isFinalAttempt(job)) throw error;
      // The chunks stay in the store: nothing rendered is lost, and the assembly can be run again.
      const message = `the output of batch ${job.data.batchId} could not be assembled: ${publicReason(error)}`;
      await finishBatch(redis, batchKeys(prefix, job.data.batchId).meta, 'failed', { message });
    }
    return 'assembled';
  };

  const stallMs = options.stallMs ?? DEFAULT_STALL_MS;
  const running = new RunningJobs();
  const worker = new Worker(
    QUEUE_NAME,
    (job: Job) =>
      running.track(() => (job.name === CHUNK_JOB ? runChunk(job as Job<ChunkJobData>) : runAssemble(job as Job<AssembleJobData>))),
    {
      connection: workerConnection,
      prefix,
      concurrency: options.concurrency ?? 1,
      lockDuration: stallMs,
      stalledInterval: stallMs,
      maxStalledCount: 2,
    },
  );
  worker.on('error', (error) => log(`queue: ${messageOf(error)}`));
  // A chunk whose machines kept dying fails in BullMQ's stalled check, outside any processor: end its rows here.
  worker.on('failed', (job, error) => {
    if (!job || job.name !== CHUNK_JOB || !/stalled/i.test(error.message)) return;
    const data = job.data as ChunkJobData;
    void failChunk(context, data, 'its worker was lost on every attempt')
      .then((chunksFinished) => assembleWhenAllFinished(data.batchId, chunksFinished))
      .catch((failure) => log(`chunk ${data.index + 1} of batch ${data.batchId}: ${messageOf(failure)}`));
  });
  await worker.waitUntilReady();

  return {
    async close() {
      // The chunks held are finished first however long they take; only a close stuck after them is given up on.
      if (!(await settledWithin(worker.close(), running.idle()))) log('queue: the worker did not close in time; its connections are dropped');
      await settledWithin(queue.close(), Promise.resolve());
      for (const connection of connections) connection.disconnect();
    },
  };
}
