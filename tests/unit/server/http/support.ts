/**
 * `platen serve`'s app on a real socket (127.0.0.1, a free port) over one Node engine per test file, with a scratch
 * data directory; requests go through fetch as a client's would.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { CliEngine } from '../../../../src/node/engine';
import { createLocalRunner } from '../../../../src/server/batches/localRunner';
import { buildServer, type ServerOptions } from '../../../../src/server/http/app';
import { createDirectoryStore } from '../../../../src/server/store/directoryStore';
import { createTemplateStore } from '../../../../src/server/templates/templateStore';
import { createNodeEngine, type NodeEngineOptions } from '../../../../src/worker/node';

export const fixtures = fileURLToPath(new URL('../../cli/fixtures/', import.meta.url));
export const fixtureText = (name: string): string => readFileSync(join(fixtures, name), 'utf8');
export const fixtureJson = (name: string): object => JSON.parse(fixtureText(name)) as object;

export interface TestServer {
  url: string;
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

let engine: Promise<CliEngine> | undefined;

/** The file's one engine (2 workers unless the first call says otherwise), started on first use; closeEngine() in afterAll. */
export const sharedEngine = (options: NodeEngineOptions = { workers: 2 }): Promise<CliEngine> => (engine ??= createNodeEngine(options));

export async function closeEngine(): Promise<void> {
  const started = engine;
  engine = undefined;
  if (started) await (await started).close();
}

/** A listening server; `options` may set limits or an API key. */
export async function startServer(options: Partial<Pick<ServerOptions, 'limits' | 'apiKey'>> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'platen-serve-test-'));
  const engineNow = await sharedEngine();
  const runner = createLocalRunner({ engine: engineNow, store: createDirectoryStore(join(dataDir, 'outputs')) });
  const app = await buildServer({ engine: engineNow, runner, templates: createTemplateStore(join(dataDir, 'templates')), ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    app,
    dataDir,
    async close() {
      await app.close();
      await runner.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** POST JSON. */
export const postJson = (url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** Polls a batch until it leaves queued/running; no clock, only the condition (the test's timeout bounds it). */
export async function finished(url: string, id: string): Promise<Record<string, unknown>> {
  for (;;) {
    const status = (await (await fetch(`${url}/v1/batches/${id}`)).json()) as Record<string, unknown>;
    if (status.state !== 'queued' && status.state !== 'running') return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
