/**
 * `platen worker --redis URL --data-dir DIR`: renders batch chunks from the BullMQ queue that `platen serve --redis`
 * fills, on this machine's own thread pool, writing to the store every machine shares. Runs until Ctrl-C or SIGTERM,
 * then finishes the chunks it holds (a killed worker's chunk is taken up by another after --stall-seconds).
 */
import { parseArgs } from 'node:util';
import { EXIT_OK, EXIT_USAGE, say, type CliIo } from '../../node/io';
import { createNodeEngine } from '../../worker/node';
import { DEFAULT_STALL_MS, startChunkWorker } from '../queue/chunkWorker';
import { DEFAULT_PREFIX } from '../queue/names';
import { DEFAULT_STORE_RETRY_MS } from '../store/storeRetry';
import { probeRedis, shownUrl } from '../queue/redisConnection';
import { chooseStore, STORE_HELP, STORE_OPTIONS } from './storeOption';

const HELP = `Usage: platen worker --redis URL (--data-dir DIR | --store s3://BUCKET/PREFIX) [options]

Renders batch chunks queued by \`platen serve --redis URL\`. Run one per machine; every machine must see the same
output store (--data-dir on a shared volume, or the same --store bucket) and the same Redis.

  -r, --redis URL          Redis, e.g. redis://queue.internal:6379 (required)
  -d, --data-dir DIR       the shared output store (the same directory serve uses)
${STORE_HELP}
  -w, --workers N          rendering threads (default: all cores)
  -c, --concurrency N      chunks rendered at once (default: 1)
      --stall-seconds S    a chunk whose worker stops answering is taken up by another after S seconds
                           (default: ${DEFAULT_STALL_MS / 1000})
      --store-retry-seconds S  a chunk or output the store will not take is written again for S seconds
                           before it counts as failed (default: ${DEFAULT_STORE_RETRY_MS / 1000})
      --prefix NAME        Redis key prefix shared with serve (default: ${DEFAULT_PREFIX})
  -h, --help               this text
`;

const OPTIONS = {
  redis: { type: 'string', short: 'r' },
  'data-dir': { type: 'string', short: 'd' },
  workers: { type: 'string', short: 'w' },
  concurrency: { type: 'string', short: 'c' },
  'stall-seconds': { type: 'string' },
  'store-retry-seconds': { type: 'string' },
  prefix: { type: 'string' },
  ...STORE_OPTIONS,
  help: { type: 'boolean', short: 'h' },
} as const;

/** A positive number from an option, or a message naming it. */
function positive(name: string, value: string | undefined, integer: boolean): number | string | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0 || (integer && !Number.isInteger(number))) {
    return `--${name} must be a positive ${integer ? 'whole number' : 'number'}, got "${value}"`;
  }
  return number;
}

export async function runWorker(argv: string[], io: CliIo, signal?: AbortSignal): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (error) {
    say(io, (error as Error).message);
    io.stderr.write('Run "platen worker --help" for usage.\n');
    return EXIT_USAGE;
  }
  if (values.help) {
    io.stdout.write(HELP);
    return EXIT_OK;
  }
  const workers = positive('workers', values.workers, true);
  const concurrency = positive('concurrency', values.concurrency, true);
  const stallSeconds = positive('stall-seconds', values['stall-seconds'], false);
  const storeRetrySeconds = positive('store-retry-seconds', values['store-retry-seconds'], false);
  const store = chooseStore(values, values['data-dir'], process.env);
  const problem = [
    values.redis ? undefined : '--redis URL is required',
    store.ok ? undefined : store.message,
    ...[workers, concurrency, stallSeconds, storeRetrySeconds].filter((value) => typeof value === 'string'),
  ].find((message) => message !== undefined);
  if (problem !== undefined || !store.ok) {
    say(io, problem ?? 'no output store'); // problem holds the store's own message when it is the only one
    io.stderr.write('Run "platen worker --help" for usage.\n');
    return EXIT_USAGE;
  }
  const redisUrl = values.redis!;
  try {
    await probeRedis(redisUrl);
  } catch (error) {
    say(io, (error as Error).message);
    return EXIT_USAGE;
  }

  const engine = await createNodeEngine({ workers: workers as number | undefined });
  const worker = await startChunkWorker({
    redisUrl,
    engine,
    store: store.open(),
    prefix: values.prefix,
    workers: workers as number | undefined,
    concurrency: concurrency as number | undefined,
    stallMs: stallSeconds === undefined ? undefined : (stallSeconds as number) * 1000,
    storeRetryMs: storeRetrySeconds === undefined ? undefined : (storeRetrySeconds as number) * 1000,
    log: (message) => say(io, message),
  });
  say(io, `worker taking chunks from ${shownUrl(redisUrl)}, output in ${store.describe}`);

  // Ctrl-C arrives as the signal (src/cli/main.ts); a service manager stops with SIGTERM.
  let stop = () => undefined as void;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  signal?.addEventListener('abort', stop, { once: true });
  process.once('SIGTERM', stop);
  if (signal?.aborted) stop();
  await stopped;
  process.off('SIGTERM', stop);
  say(io, 'worker stopping: finishing the chunks it holds');
  await worker.close();
  await engine.close();
  return EXIT_OK;
}
