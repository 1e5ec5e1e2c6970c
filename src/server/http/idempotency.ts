/**
 * Idempotency-Key on POST /v1/batches and POST /v1/render (issue #20: a retried POST made a second batch). The key is
 * kept per API key in the shared store (src/server/idempotency/) for IDEMPOTENCY_TTL_S: the same key with the same
 * body answers what the first request answered (the same batch), the same key with another body is refused (422).
 * A render has no lasting effect, so its retry is rendered again; only its body is held to the key.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IdempotencyRecord, IdempotencyStore } from '../idempotency/idempotencyStore';

/** How long a key is remembered: a day covers any client's retries. */
export const IDEMPOTENCY_TTL_S = 24 * 60 * 60;
/**
 * How long a claim without an answer holds its key: a process that died while answering must not leave the key
 * answering 409 for a day. Longer than any request takes to be answered (a batch is answered once it is queued).
 */
const PENDING_TTL_S = 5 * 60;
const HEADER = 'idempotency-key';

/** The header as /openapi.json documents it on the routes that read it. */
export const IDEMPOTENCY_HEADER_DOC = {
  'Idempotency-Key': 'retrying with the same key and body within 24 hours answers the first response (the same batch); another body with the key is 422',
};
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** SHA-256 of the body as sent, when the request has an Idempotency-Key (jsonBody.ts, batchInput.ts) */
    bodyDigest?: string;
  }
}

const sha256 = (text: string | Uint8Array) => createHash('sha256').update(text).digest('hex');

/** True when the request's body should be digested as it is read. */
export const wantsBodyDigest = (request: FastifyRequest): boolean => typeof request.headers[HEADER] === 'string';

export function decorateForIdempotency(app: FastifyInstance): void {
  app.decorateRequest('bodyDigest', undefined);
}

export type IdempotentStart =
  /** no key sent (or no store): answer as usual */
  | { kind: 'none' }
  /** the first request with this key: answer, then keep the answer with finish (or forget the key with release) */
  | { kind: 'first'; finish(response: IdempotencyRecord['response']): Promise<void>; release(): Promise<void> }
  /** a retry: the first request's answer, or none yet for a render (render again) */
  | { kind: 'retry'; response?: NonNullable<IdempotencyRecord['response']> }
  | { kind: 'refused'; status: number; message: string };

/** What to do with this request's Idempotency-Key; call once the body has been read. `apiKey` scopes the key. */
export async function startIdempotent(request: FastifyRequest, store: IdempotencyStore | undefined, apiKey: string | undefined): Promise<IdempotentStart> {
  const sent = request.headers[HEADER];
  if (sent === undefined || !store) return { kind: 'none' };
  if (typeof sent !== 'string' || !VALID_KEY.test(sent)) {
    return { kind: 'refused', status: 400, message: 'the Idempotency-Key header takes 1 to 255 visible ASCII characters (e.g. a UUID)' };
  }
  const route = `${request.method} ${request.url.split('?')[0]}`;
  const key = sha256(`${sha256(apiKey ?? '')}\n${route}\n${sent}`);
  const fingerprint = sha256(`${route}\n${request.bodyDigest ?? ''}`);
  let claim;
  try {
    claim = await store.claim(key, fingerprint, PENDING_TTL_S);
  } catch (error) {
    return { kind: 'refused', status: 503, message: `the Idempotency-Key cannot be checked now (${(error as Error).message}); try again shortly` };
  }
  if (claim.kind === 'claimed') {
    return {
      kind: 'first',
      finish: (response) => store.finish(key, { fingerprint, response }, IDEMPOTENCY_TTL_S),
      release: () => store.release(key),
    };
  }
  if (claim.record.fingerprint !== fingerprint) {
    return { kind: 'refused', status: 422, message: `the Idempotency-Key "${sent}" was used for a different request within the last ${IDEMPOTENCY_TTL_S / 3600} hours; send a new key for a new request` };
  }
  if (claim.record.response || request.url.startsWith('/v1/render')) return { kind: 'retry', response: claim.record.response };
  return { kind: 'refused', status: 409, message: `a request with the Idempotency-Key "${sent}" is still being answered; retry once it has been` };
}

/** SHA-256 of bytes, for a body read in parts. */
export const digestOf = (parts: readonly (string | Uint8Array)[]): string => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};
