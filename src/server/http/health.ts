/**
 * What `platen serve` depends on, and the answers built from it: /healthz (is the process up, and what can it reach),
 * /readyz (503 while a dependency is down: a load balancer sends requests elsewhere), and the batch routes' guard,
 * which answers 503 at once while Redis is away. Issue #20: with Redis down, batch routes hung with no timeout,
 * /healthz said ok, and a POST the client had given up on ran when Redis came back.
 */
import type { FastifyInstance } from 'fastify';
import { replyError } from './errors';
import { healthReply } from './schemas';

export interface Dependency {
  /** as /healthz names it: 'redis', 'store' */
  name: string;
  /** null when reachable, otherwise a sentence saying what cannot be reached */
  check(): Promise<string | null>;
  /** what the batch routes need: false makes them answer 503 without waiting (a cheap, synchronous look) */
  availableNow?(): boolean;
  /** the sentence for a 503 while availableNow() is false */
  unavailableMessage?: string;
}

/** A check that has not answered in this time counts as a failure. */
const CHECK_TIMEOUT_MS = 2000;

async function checked(dependency: Dependency): Promise<{ ok: boolean; message?: string }> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => (timer = setTimeout(() => resolve(`${dependency.name} did not answer within ${CHECK_TIMEOUT_MS / 1000} s`), CHECK_TIMEOUT_MS)));
  try {
    const problem = await Promise.race([dependency.check().catch((error: Error) => error.message), late]);
    return problem === null ? { ok: true } : { ok: false, message: problem };
  } finally {
    clearTimeout(timer);
  }
}

async function report(dependencies: readonly Dependency[]) {
  const results = await Promise.all(dependencies.map(async (dependency) => [dependency.name, await checked(dependency)] as const));
  const checks = Object.fromEntries(results);
  const ok = results.every(([, result]) => result.ok);
  return { ok, body: { status: ok ? 'ok' : 'degraded', checks } };
}

/** Registers /healthz and /readyz, and the 503 guard on routes whose URL starts with one of `guardedPrefixes`. */
export function healthRoutes(app: FastifyInstance, dependencies: readonly Dependency[], guardedPrefixes: readonly string[]): void {
  const liveDoc = { summary: 'Is the server up, and can it reach Redis and the store (always 200 while it answers)', replies: { 200: { description: 'up; status "degraded" when a check failed', schema: healthReply } } };
  const readyDoc = {
    summary: 'Can the server take requests now (for load balancers)',
    replies: { 200: { description: 'ready', schema: healthReply }, 503: { description: 'a dependency cannot be reached', schema: healthReply } },
  };
  app.get('/healthz', { config: { doc: liveDoc } }, async () => (await report(dependencies)).body);
  app.get('/readyz', { config: { doc: readyDoc } }, async (_request, reply) => {
    const { ok, body } = await report(dependencies);
    return reply.code(ok ? 200 : 503).send(body);
  });
  const gates = dependencies.filter((dependency) => dependency.availableNow);
  if (gates.length === 0) return;
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (!guardedPrefixes.some((prefix) => path.startsWith(prefix))) return;
    const down = gates.find((dependency) => !dependency.availableNow!());
    if (!down) return;
    // Refused before the body is read: nothing of this request can run later, when the dependency is back.
    reply.header('Retry-After', '5');
    return replyError(reply, 503, down.unavailableMessage ?? `${down.name} cannot be reached; try again shortly`);
  });
}
