/**
 * Bearer-key authentication for `platen serve --api-key`. Keys are compared as SHA-256 digests with
 * timingSafeEqual: equal-length inputs, so the comparison takes the same time whatever the key's length or prefix.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { replyError } from './errors';

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/** True when `header` is `Bearer <key>`. */
export function bearerMatches(header: string | undefined, key: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return timingSafeEqual(digest(match ? match[1].trim() : ''), digest(key)) && match !== null;
}

/** Every route but the open ones (a load balancer's health probe has no key) answers 401 without the key. */
export function requireApiKey(app: FastifyInstance, key: string, openRoutes: ReadonlySet<string>): void {
  app.addHook('onRequest', async (request, reply) => {
    if (openRoutes.has(request.url.split('?')[0])) return;
    if (bearerMatches(request.headers.authorization, key)) return;
    reply.header('WWW-Authenticate', 'Bearer');
    return replyError(reply, 401, 'this server needs an API key: send the header "Authorization: Bearer <key>"');
  });
}
