/**
 * `npm pack` gives a package whose `platen` works from the tarball in a folder that has never seen Platen's sources:
 * the compiled CLI and its worker are in it; its run-time dependencies are the font packages and, for `platen serve`
 * and `platen worker` only, Fastify and BullMQ.
 */
import { execFile, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import * as readBack from '../../support/readBack';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'platen-pack-'));

function run(command: string, args: string[], cwd: string): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    // npm_config_* from an enclosing `npm test` would point npm at this repository's settings: start clean.
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')));
    execFile(command, args, { cwd, env, timeout: 600_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ status: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

// Removing the installed node_modules takes over vitest's 10 s hook default on a loaded 2-core machine.
afterAll(() => rmSync(work, { recursive: true, force: true }), 300_000);

describe('the npm package', () => {
  it('installs from its tarball and renders with npx platen in a fresh folder', { timeout: 900_000 }, async () => {
    const packed = await run('npm', ['pack', '--pack-destination', work, '--ignore-scripts'], repo);
    expect(packed.status, packed.stderr).toBe(0);
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'))!;

    const app = join(work, 'app');
    await run('mkdir', ['-p', app], work);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'uses-platen', version: '1.0.0', private: true }));
    const installed = await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', join(work, tarball)], app);
    expect(installed.status, installed.stderr).toBe(0);

    copyFileSync(join(repo, 'examples/invoice.json'), join(app, 'invoice.json'));
    copyFileSync(join(repo, 'examples/invoices.json'), join(app, 'invoices.json'));
    const rendered = await run('npx', ['--no', 'platen', 'render', '-t', 'invoice.json', '-d', 'invoices.json', '-o', 'out.pdf', '-w', '1'], app);
    expect(rendered.status, rendered.stderr).toBe(0);
    expect(await readBack.pdfText(join(app, 'out.pdf'))).toContain('INV-2025-0142');

    const version = await run('npx', ['--no', '--', 'platen', '--version'], app);
    expect(version.stdout.trim()).toMatch(/^platen \d+\.\d+\.\d+$/);

    // The service starts from the package too: Fastify is resolved from the installed dependencies.
    const serve = spawn(join(app, 'node_modules/.bin/platen'), ['serve', '--port', '0', '-w', '1', '--data-dir', join(work, 'serve-data')], { cwd: app });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        serve.stdout.on('data', (chunk) => {
          out += chunk;
          const found = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
          if (found) resolve(found[1]);
        });
        serve.on('exit', (code) => reject(new Error(`platen serve exited ${code} before listening: ${out}`)));
      });
      const health = await fetch(`${url}/healthz`);
      expect(health.status).toBe(200);
    } finally {
      serve.kill('SIGTERM');
    }
  });
});
