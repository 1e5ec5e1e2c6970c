/**
 * A real Redis for the queue tests: Debian's redis-server on a free loopback port, in a temporary directory, with no
 * persistence unless asked (a restart test needs its append-only file); stopped (and its directory removed) by
 * stop(), which tests call in afterAll.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const REDIS_SERVER = '/usr/bin/redis-server';

export interface TestRedis {
  url: string;
  /** Shuts Redis down (SIGTERM: it writes its append-only file) and starts it again on the same port and directory. */
  restart(): Promise<void>;
  /** Shuts Redis down and leaves it down, until up(): an outage. */
  down(): Promise<void>;
  /** Starts it again on the same port and directory after down(). */
  up(): Promise<void>;
  stop(): Promise<void>;
}

export interface RedisOptions {
  /** keep data across restart() in an append-only file */
  persistent?: boolean;
}

/** A port the system calls free right now (another process could still take it before Redis binds: start retries). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Resolves once the server says it accepts connections; rejects if it exits first. */
function ready(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (data: Buffer) => {
      output += data.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output.slice(-500)}`)));
  });
}

function spawnRedis(port: number, dir: string, persistent: boolean): ChildProcess {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', persistent ? 'yes' : 'no', '--dir', dir];
  return spawn(REDIS_SERVER, args, { stdio: ['ignore', 'pipe', 'pipe'] });
}

const exitOf = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));

export async function startRedis(options: RedisOptions = {}): Promise<TestRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'platen-redis-'));
  const persistent = options.persistent === true;
  let lastError: unknown;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const port = await freePort();
    let child = spawnRedis(port, dir, persistent);
    try {
      await ready(child);
    } catch (error) {
      lastError = error;
      continue;
    }
    const shutDown = async () => {
      const exited = exitOf(child);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    };
    return {
      url: `redis://127.0.0.1:${port}`,
      async restart() {
        await shutDown();
        child = spawnRedis(port, dir, persistent);
        await ready(child);
      },
      async down() {
        await shutDown();
      },
      async up() {
        child = spawnRedis(port, dir, persistent);
        await ready(child);
      },
      async stop() {
        await shutDown();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  rmSync(dir, { recursive: true, force: true });
  throw lastError;
}
