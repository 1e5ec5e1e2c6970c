/**
 * `platen serve`: the HTTP API (src/server/http/app.ts) over one Node engine, batches run in this process
 * (localRunner) or, with --redis, on the BullMQ queue that `platen worker` processes. Runs until the abort signal
 * (Ctrl-C) or SIGTERM, then stops accepting, cancels running batches (their partial output is kept) and closes the
 * engine. Resolves with the exit status.
 */
import { join } from 'node:path';
import { startEngine, type CliEngine, type EngineStarter } from '../../node/engine';
import { EXIT_INTERNAL, EXIT_OK, EXIT_USAGE, say, type CliIo } from '../../node/io';
import type { BatchRunner } from '../batches/batchRunner';
import { createLocalRunner } from '../batches/localRunner';
import { startRetention } from '../batches/retention';
import { buildServer } from '../http/app';
import type { Dependency } from '../http/health';
import { createDirectoryIdempotency } from '../idempotency/directoryIdempotency';
import { storeDependency } from '../store/storeHealth';
import type { OutputStore } from '../store/outputStore';
import { createTemplateStore } from '../templates/templateStore';
import { parseServeArgs, SERVE_HELP, type ServeOptions } from './serveOptions';

/** The batch runner the options ask for, or a sentence saying why it cannot be had. */
async function startRunner(options: ServeOptions, engine: CliEngine, store: OutputStore): Promise<BatchRunner | string> {
  if (!options.redis) return createLocalRunner({ engine, store });
  const [queue, redis] = await Promise.all([import('../queue/queueRunner'), import('../queue/redisConnection')]);
  try {
    // BullMQ's connection retries forever: a wrong URL would hang without a word, so connect once first.
    await redis.probeRedis(options.redis);
    return await queue.createQueueRunner({ redisUrl: options.redis, store, chunkSize: options.chunkSize });
  } catch (error) {
    const message = (error as Error).message;
    return message.includes('Redis at') ? message : `--redis ${redis.shownUrl(options.redis)}: ${message}`;
  }
}

/** Resolves when the signal aborts or the process gets SIGTERM (a container's stop). */
function stopRequested(signal?: AbortSignal): Promise<string> {
  return new Promise((resolve) => {
    const onTerm = () => resolve('SIGTERM');
    process.once('SIGTERM', onTerm);
    const onAbort = () => {
      process.off('SIGTERM', onTerm);
      resolve('interrupt');
    };
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Run `platen serve`; `start` replaces how the engine starts (tests share one engine). */
export async function runServe(argv: string[], io: CliIo, signal?: AbortSignal, start: EngineStarter = startEngine): Promise<number> {
  const parsed = parseServeArgs(argv);
  if (!parsed.ok) {
    say(io, parsed.message);
    io.stderr.write('Run "platen serve --help" for usage.\n');
    return EXIT_USAGE;
  }
  if (parsed.help) return io.stdout.write(SERVE_HELP), EXIT_OK;
  const { options } = parsed;

  let engine: CliEngine;
  try {
    engine = await start({ workers: options.workers });
  } catch (error) {
    say(io, `the rendering engine did not start: ${(error as Error).message}`);
    return EXIT_INTERNAL;
  }
  const store = options.store.open();
  const runner = await startRunner(options, engine, store);
  if (typeof runner === 'string') {
    await engine.close().catch(() => undefined);
    return say(io, runner), EXIT_USAGE;
  }
  const dependencies: Dependency[] = [storeDependency(store, options.store.describe)];
  const redisWatch = options.redis ? (await import('../queue/redisHealth')).redisDependency(options.redis) : undefined;
  if (redisWatch) dependencies.unshift(redisWatch);
  // Idempotency keys live where the batches do, so every serve process sees the same ones.
  const idempotency = options.redis
    ? (await import('../queue/redisIdempotency')).createRedisIdempotency(options.redis)
    : createDirectoryIdempotency(join(options.dataDir, 'idempotency'));
  const app = await buildServer({
    dependencies,
    idempotency,
    engine,
    runner,
    templates: createTemplateStore(join(options.dataDir, 'templates')),
    limits: { maxBodyMb: options.maxBodyMb, maxRecords: options.maxRecords },
    apiKey: options.apiKey,
    requestTimeoutS: options.requestTimeoutS,
    log: io.stderr,
  });
  // Every serve sweeps (removal is idempotent): no process has to be the one that does.
  const retention = startRetention(runner, options.retainMs, (message) => say(io, message));
  const stopped = stopRequested(signal);
  try {
    await app.listen({ port: options.port, host: options.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    say(io, code === 'EADDRINUSE' ? `port ${options.port} is in use; pick another with --port (0 picks a free one)` : `cannot listen on ${options.host}:${options.port}: ${(error as Error).message}`);
    redisWatch?.close();
    idempotency.close?.();
    await retention.stop();
    await Promise.all([runner.close(), engine.close()]).catch(() => undefined);
    return EXIT_USAGE;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const shownHost = options.host.includes(':') ? `[${options.host}]` : options.host;
  io.stdout.write(`platen serve listening on http://${shownHost}:${port}\n`);
  if (options.redis) {
    const url = (await import('../queue/redisConnection')).shownUrl(options.redis);
    const storeArgs = options.store.describe === options.dataDir ? `--data-dir ${options.dataDir}` : `--store … (the same bucket: ${options.store.describe})`;
    say(io, `batches go to the queue at ${url}; start workers with: platen worker --redis ${url} ${storeArgs}`);
  }

  const why = await stopped;
  say(io, `${why}: stopping (no new requests; running batches are cancelled, their partial output kept)`);
  // The server first (it finishes the requests under way, a render may need the engine), then the batches: their
  // cancels let the engine close the ZIPs it was writing.
  // A client still sending (or a render still running) may keep its connection no longer than the grace period: a slow
  // client held shutdown until it left (issue #20). Then its connection is cut and the rest of the stop goes on.
  const closing = app.close().catch(() => undefined);
  let grace: NodeJS.Timeout | undefined;
  const graceOver = new Promise<'over'>((resolve) => (grace = setTimeout(() => resolve('over'), options.shutdownGraceS * 1000)));
  if ((await Promise.race([closing, graceOver])) === 'over') {
    say(io, `requests still under way after ${options.shutdownGraceS} s: closing their connections`);
    app.server.closeAllConnections();
    await closing;
  }
  clearTimeout(grace);
  redisWatch?.close();
  idempotency.close?.();
  await retention.stop();
  await runner.close().catch((error: Error) => say(io, `stopping batches: ${error.message}`));
  await engine.close().catch(() => undefined);
  say(io, 'stopped');
  return EXIT_OK;
}
