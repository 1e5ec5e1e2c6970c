/**
 * The HTTP API of `platen serve` as a Fastify instance: tests drive it with inject() or a real socket, serveCommand
 * listens with it. Routes: src/server/http/routes/; input schemas: schemas.ts; /openapi.json: openapi.ts.
 */
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { requireApiKey } from './auth';
import type { ServeContext, ServeLimits } from './context';
import { installErrorHandling } from './errors';
import { installJsonBodyParser } from './jsonBody';
import { serveOpenApi } from './openapi';
import { batchRoutes } from './routes/batches';
import { renderRoutes } from './routes/render';
import { templateRoutes } from './routes/templates';
import { healthRoutes, type Dependency } from './health';
import { decorateForIdempotency } from './idempotency';

export const DEFAULT_LIMITS: ServeLimits = { maxBodyMb: 50, maxRecords: 100_000 };
/** Seconds a client has to send a whole request, headers and body (a 50 MB upload at ~1 MB/s fits). */
export const DEFAULT_REQUEST_TIMEOUT_S = 60;

export interface ServerOptions extends Omit<ServeContext, 'limits' | 'apiKey'> {
  limits?: Partial<ServeLimits>;
  /** every route but /healthz then needs `Authorization: Bearer <apiKey>` */
  apiKey?: string;
  /** what /healthz and /readyz check; a dependency with availableNow also guards the batch routes (503) */
  dependencies?: Dependency[];
  /** seconds to receive a whole request; a client still sending then gets 408 and is disconnected */
  requestTimeoutS?: number;
  /** where failures the client is not shown are logged (one JSON line each); none when left out */
  log?: { write(line: string): unknown };
}

const OPEN_ROUTES = new Set(['/healthz', '/readyz']);
/** Routes that need Redis in queue mode: answered 503 at once while it is away. */
const BATCH_ROUTES = ['/v1/batches'];

/** A Fastify instance with every route registered; the caller listens (or injects) and closes it. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const limits: ServeLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const bodyLimit = Math.round(limits.maxBodyMb * 1e6);
  // Node's default is no request timeout in Fastify: 300 connections trickling a byte at a time were held for minutes
  // (issue #20). Node checks open requests every connectionsCheckingInterval, so it is kept below the timeout.
  const requestTimeout = Math.round((options.requestTimeoutS ?? DEFAULT_REQUEST_TIMEOUT_S) * 1000);
  const http = { requestTimeout, headersTimeout: requestTimeout, connectionsCheckingInterval: Math.min(30_000, Math.max(250, requestTimeout / 4)) };
  const app = Fastify({ logger: options.log ? { level: 'warn', stream: options.log } : false, bodyLimit, return503OnClosing: true, requestTimeout, http });
  installErrorHandling(app, limits);
  installJsonBodyParser(app, limits.maxRecords);
  if (options.apiKey) requireApiKey(app, options.apiKey, OPEN_ROUTES);
  await app.register(multipart, { limits: { fileSize: bodyLimit, files: 2, fields: 8, parts: 10, fieldSize: bodyLimit } });
  serveOpenApi(app, OPEN_ROUTES);

  decorateForIdempotency(app);
  const context: ServeContext = { engine: options.engine, runner: options.runner, templates: options.templates, limits, idempotency: options.idempotency, apiKey: options.apiKey };
  healthRoutes(app, options.dependencies ?? [], BATCH_ROUTES);
  renderRoutes(app, context);
  batchRoutes(app, context);
  templateRoutes(app, context);
  return app;
}
