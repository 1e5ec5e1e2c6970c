/** `platen serve` as a user runs it: the compiled binary, a free port, a render over HTTP, SIGTERM, usage errors. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfText, removeScratchDirs, zipEntryNames } from '../../../support/readBack';
import { bin, platen } from '../../cli/support';
import { fixtureJson } from './support';

const SLOW = 180_000;
const dataDir = mkdtempSync(join(tmpdir(), 'platen-serve-cmd-'));
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  removeScratchDirs();
});

interface Running {
  child: ChildProcess;
  url: string;
  stderr: () => string;
  exited: Promise<number | null>;
}

/** Starts `platen serve ...args` and resolves once it prints its URL. */
function serve(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Running> {
  const child = spawn(process.execPath, [bin, 'serve', '--workers', '1', '--data-dir', dataDir, ...args], { env: { ...process.env, ...env } });
  started.push(child);
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /platen serve listening on (http:\/\/\S+)/.exec(stdout)?.[1];
      if (url) resolve({ child, url, stderr: () => stderr, exited });
    });
    void exited.then((code) => reject(new Error(`platen serve exited ${code} before listening: ${stderr}`)));
  });
}

describe('platen serve', () => {
  it('listens on 127.0.0.1, renders over HTTP and stops cleanly on SIGTERM', async () => {
    const running = await serve(['--port', '0']);
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await (await fetch(`${running.url}/healthz`)).json()).toEqual({ status: 'ok', checks: { store: { ok: true } } });
    const record = { name: 'Ada Lovelace', company: 'Analytical Engines Ltd', ean: '4006381333931' };
    const response = await fetch(`${running.url}/v1/render`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ template: fixtureJson('badge.json'), record }) });
    expect(response.status).toBe(200);
    expect(await pdfText(new Uint8Array(await response.arrayBuffer()))).toContain('Ada Lovelace');

    // A batch under way when the service is stopped is cancelled; what it rendered stays in the store as a whole ZIP.
    const records = Array.from({ length: 3000 }, (_, i) => ({ ...record, name: `Person ${i}` }));
    const created = await fetch(`${running.url}/v1/batches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ template: fixtureJson('badge.json'), records }) });
    const { id } = (await created.json()) as { id: string };
    for (;;) {
      const status = (await (await fetch(`${running.url}/v1/batches/${id}`)).json()) as { progress: { done: number } };
      if (status.progress.done > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
    expect(running.stderr()).toContain('platen: stopped');
    const names = await zipEntryNames(join(dataDir, 'batches', id, 'output.zip'));
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThan(records.length);
  }, SLOW);

  it('on another address, starts only with an API key (PLATEN_API_KEY) and then asks for it', async () => {
    const refused = await platen('serve', '--host', '0.0.0.0', '--port', '0');
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('refusing to listen on 0.0.0.0 without an API key');
    const key = 'a-key-long-enough-1234';
    const running = await serve(['--host', '0.0.0.0', '--port', '0'], { PLATEN_API_KEY: key });
    const url = running.url.replace('0.0.0.0', '127.0.0.1');
    expect((await fetch(`${url}/openapi.json`)).status).toBe(401);
    expect((await fetch(`${url}/openapi.json`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(200);
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
  }, SLOW);

  it('answers usage mistakes with exit status 2 and a sentence', async () => {
    const cases: [string[], string][] = [
      [['--port', 'http'], '--port takes a whole number from 0 to 65535, got "http"'],
      [['--max-body-mb', '0'], '--max-body-mb takes a number of megabytes'],
      [['--bogus'], "Unknown option '--bogus'"],
      [['--redis', 'redis://127.0.0.1:1'], '--redis needs --data-dir DIR'],
      [['--api-key', 'short'], 'the API key is too short'],
      [['--chunk-size', '0'], '--chunk-size takes a whole number from 1 to 5000, got "0"'],
      [['--store', 'my-bucket'], '--store takes s3://BUCKET/PREFIX'],
    ];
    for (const [args, message] of cases) {
      const run = await platen('serve', ...args);
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stderr).toContain(message);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    }
    const help = await platen('serve', '--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('--max-records N');
  }, SLOW);
});
