/** What the routes of `platen serve` share: the engine, the batch runner, the template store and the limits. */
import type { CliEngine } from '../../node/engine';
import type { BatchRunner } from '../batches/batchRunner';
import type { IdempotencyStore } from '../idempotency/idempotencyStore';
import type { TemplateStore } from '../templates/templateStore';

export interface ServeLimits {
  /** largest request body or uploaded file, MB (10^6 bytes) */
  maxBodyMb: number;
  /** most records one batch may have */
  maxRecords: number;
}

export interface ServeContext {
  /** renders single records and checks base PDFs; batches go through the runner */
  engine: CliEngine;
  runner: BatchRunner;
  templates: TemplateStore;
  limits: ServeLimits;
  /** where Idempotency-Key records are kept; the header is ignored without one */
  idempotency?: IdempotencyStore;
  /** the server's API key, which scopes idempotency keys */
  apiKey?: string;
}

/** Route documentation kept beside each route (its `config.doc`) for /openapi.json; input schemas stay in `schema`. */
export interface RouteDoc {
  summary: string;
  /** status → description, and the JSON schema or media type of the answer */
  replies: Record<number, { description: string; schema?: object; mediaType?: string }>;
  /** a multipart/form-data body read by hand (not by Fastify's validator) */
  multipart?: object;
  /** request headers the route reads by hand: name → what it does */
  headers?: Record<string, string>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** see RouteDoc */
    doc?: RouteDoc;
  }
}
