/** `platen serve`'s options, parsed with node:util parseArgs; every mistake is a sentence for exit status 2. */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_RETAIN_MS, parseDuration } from '../batches/retention';
import { DEFAULT_LIMITS, DEFAULT_REQUEST_TIMEOUT_S } from '../http/app';
import { MAX_CHUNK_SIZE, MIN_CHUNK_SIZE } from '../queue/chunkJob';
import { chooseStore, STORE_HELP, STORE_OPTIONS, type StoreChoice } from './storeOption';

export interface ServeOptions {
  port: number;
  host: string;
  apiKey?: string;
  workers?: number;
  dataDir: string;
  /** batch outputs: the data directory, or an S3-compatible bucket (--store) */
  store: StoreChoice & { ok: true };
  redis?: string;
  /** records per queued chunk (with --redis) */
  chunkSize?: number;
  maxBodyMb: number;
  maxRecords: number;
  /** seconds a client has to send a whole request */
  requestTimeoutS: number;
  /** seconds in-flight requests get to finish after SIGTERM before their connections are closed */
  shutdownGraceS: number;
  /** ms a batch is kept after it ended (outputs, chunks, state): --retain */
  retainMs: number;
}

/** Seconds requests under way get to finish once the service is asked to stop. */
export const DEFAULT_SHUTDOWN_GRACE_S = 10;

export type ServeArgs = { ok: true; help: true } | { ok: true; help: false; options: ServeOptions } | { ok: false; message: string };

export const SERVE_HELP = `Usage: platen serve [options]

Serves Platen's HTTP API: POST /v1/render, POST /v1/batches, GET /v1/batches/:id[/output|/errors],
DELETE /v1/batches/:id, PUT/GET/DELETE /v1/templates/:id, GET /healthz, GET /openapi.json.

Options:
      --port N           TCP port (default 3000; 0 picks a free one)
      --host ADDRESS     address to listen on (default 127.0.0.1); any other address needs an API key
      --api-key KEY      require "Authorization: Bearer KEY" on every route but /healthz (or PLATEN_API_KEY)
  -w, --workers N        rendering threads (default: all cores)
      --data-dir DIR     where templates and batch outputs are kept (default: platen-serve in the temp folder;
                         with --redis, required: the folder every \`platen worker --data-dir\` shares)
${STORE_HELP}
      --redis URL        run batches on a BullMQ queue that \`platen worker --redis URL\` processes
      --chunk-size N     with --redis, records per queued chunk (default 500): smaller spreads a batch over more
                         machines sooner, larger costs less per record
      --max-body-mb N    largest request body or upload, MB (default ${DEFAULT_LIMITS.maxBodyMb})
      --max-records N    most records in one batch (default ${DEFAULT_LIMITS.maxRecords})
      --request-timeout-s N  seconds a client has to send a whole request, body included (default
                         ${DEFAULT_REQUEST_TIMEOUT_S}); a slower one gets 408 and is disconnected
      --shutdown-grace-s N   on SIGTERM, seconds requests under way get to finish before their connections are
                         closed (default ${DEFAULT_SHUTDOWN_GRACE_S})
      --retain TIME      remove batches that ended longer ago than TIME (outputs, chunks, unfinished writes and
                         their Redis keys): 45s, 30m, 12h or 7d (default 7d)
  -h, --help             this help

Stops on Ctrl-C or SIGTERM: no new requests (503), requests under way get the grace period, running batches are
cancelled (their partial output is kept).
`;

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** True for an address only this machine can reach. */
export const isLoopback = (host: string): boolean => LOOPBACK.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host);

function wholeNumber(text: string | undefined, name: string, min: number, max: number): number | string | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  return Number.isInteger(value) && value >= min && value <= max ? value : `${name} takes a whole number from ${min} to ${max}, got "${text}"`;
}

/** Parse `platen serve` arguments; `env` supplies PLATEN_API_KEY. */
export function parseServeArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): ServeArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'api-key': { type: 'string' },
        workers: { type: 'string', short: 'w' },
        'data-dir': { type: 'string' },
        redis: { type: 'string' },
        'chunk-size': { type: 'string' },
        ...STORE_OPTIONS,
        'max-body-mb': { type: 'string' },
        'max-records': { type: 'string' },
        'request-timeout-s': { type: 'string' },
        'shutdown-grace-s': { type: 'string' },
        retain: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return { ok: false, message: (error as Error).message.replace(/\. To specify a positional argument.*$/s, '') };
  }
  if (values.help) return { ok: true, help: true };
  const port = wholeNumber(values.port, '--port', 0, 65535) ?? 3000;
  const workers = wholeNumber(values.workers, '--workers', 1, 64);
  const maxRecords = wholeNumber(values['max-records'], '--max-records', 1, 10_000_000) ?? DEFAULT_LIMITS.maxRecords;
  const chunkSize = wholeNumber(values['chunk-size'], '--chunk-size', MIN_CHUNK_SIZE, MAX_CHUNK_SIZE);
  const requestTimeoutS = wholeNumber(values['request-timeout-s'], '--request-timeout-s', 1, 3600) ?? DEFAULT_REQUEST_TIMEOUT_S;
  const shutdownGraceS = wholeNumber(values['shutdown-grace-s'], '--shutdown-grace-s', 0, 3600) ?? DEFAULT_SHUTDOWN_GRACE_S;
  for (const checked of [port, workers, maxRecords, chunkSize, requestTimeoutS, shutdownGraceS]) if (typeof checked === 'string') return { ok: false, message: checked };
  const maxBodyMb = values['max-body-mb'] === undefined ? DEFAULT_LIMITS.maxBodyMb : Number(values['max-body-mb']);
  if (!(maxBodyMb > 0 && maxBodyMb <= 4096)) return { ok: false, message: `--max-body-mb takes a number of megabytes from 0 to 4096, got "${values['max-body-mb']}"` };
  const retainMs = values.retain === undefined ? DEFAULT_RETAIN_MS : parseDuration(values.retain);
  if (retainMs === undefined) return { ok: false, message: `--retain takes a time like 45s, 30m, 12h or 7d, got "${values.retain}"` };
  const host = values.host ?? '127.0.0.1';
  // A key pasted with a newline or spaces around it would be kept whole and no request could ever send it (issue #20):
  // the ends are trimmed; whitespace inside cannot be sent in a header as it is, so such a key is refused.
  const givenKey = (values['api-key'] ?? env.PLATEN_API_KEY)?.trim() || undefined;
  if (givenKey !== undefined && /\s/.test(givenKey)) {
    return { ok: false, message: `the API key has whitespace inside it; clients send it as one word after "Bearer ", so use a key without spaces (e.g. openssl rand -hex 24)` };
  }
  const apiKey = givenKey;
  if (!isLoopback(host) && !apiKey) {
    return { ok: false, message: `refusing to listen on ${host} without an API key: anyone who can reach it could use it. Give --api-key KEY or set PLATEN_API_KEY (or keep the default --host 127.0.0.1)` };
  }
  if (apiKey !== undefined && apiKey.length < 16) return { ok: false, message: 'the API key is too short: use at least 16 characters (e.g. openssl rand -hex 24)' };
  if (values.redis !== undefined && !/^rediss?:\/\//.test(values.redis)) return { ok: false, message: `--redis takes a URL like redis://host:6379, got "${values.redis}"` };
  if (values.redis !== undefined && values['data-dir'] === undefined && values.store === undefined) {
    return { ok: false, message: '--redis needs --data-dir DIR or --store s3://BUCKET/PREFIX: the output store shared with `platen worker` (a volume every machine mounts, or a bucket)' };
  }
  const dataDir = values['data-dir'] ?? join(tmpdir(), 'platen-serve');
  // The outputs live in the data directory itself: `platen worker --data-dir` names the same folder.
  const store = chooseStore(values, dataDir, env);
  if (!store.ok) return store;
  return {
    ok: true,
    help: false,
    options: {
      port: port as number,
      host,
      apiKey,
      workers: workers as number | undefined,
      dataDir,
      store,
      redis: values.redis,
      chunkSize: chunkSize as number | undefined,
      maxBodyMb,
      maxRecords: maxRecords as number,
      requestTimeoutS: requestTimeoutS as number,
      shutdownGraceS: shutdownGraceS as number,
      retainMs,
    },
  };
}
