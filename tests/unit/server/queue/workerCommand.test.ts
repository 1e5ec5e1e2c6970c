import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { EXIT_OK, EXIT_USAGE } from '../../../../src/node/io';
import { runWorker } from '../../../../src/server/commands/workerCommand';

/** What `platen worker …` prints and answers, run in this process. */
async function worker(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const io = { stdout: { write: (text: string) => (stdout += text) }, stderr: { write: (text: string) => (stderr += text), isTTY: false } };
  const status = await runWorker(argv, io as never);
  return { status, stdout, stderr };
}

/** A loopback port nothing listens on. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('platen worker options', () => {
  it('prints its usage with --help', async () => {
    const run = await worker('--help');
    expect(run.status).toBe(EXIT_OK);
    expect(run.stdout).toContain('--redis URL');
    expect(run.stdout).toContain('--data-dir DIR');
  });

  it('names what is missing or wrong, with exit status 2', async () => {
    expect(await worker('--data-dir', '/tmp/x')).toMatchObject({ status: EXIT_USAGE, stderr: expect.stringContaining('--redis URL is required') });
    expect(await worker('--redis', 'redis://127.0.0.1:1')).toMatchObject({
      status: EXIT_USAGE,
      stderr: expect.stringContaining('--data-dir DIR or --store s3://BUCKET/PREFIX is required'),
    });
    expect(await worker('--redis', 'redis://127.0.0.1:1', '--store', 'http://bucket')).toMatchObject({
      status: EXIT_USAGE,
      stderr: expect.stringContaining('--store takes s3://BUCKET/PREFIX'),
    });
    expect(await worker('--redis', 'redis://x', '--data-dir', '/tmp/x', '--workers', 'two')).toMatchObject({
      status: EXIT_USAGE,
      stderr: expect.stringContaining('--workers must be a positive whole number, got "two"'),
    });
    expect(await worker('--redis', 'redis://x', '--data-dir', '/tmp/x', '--colour')).toMatchObject({ status: EXIT_USAGE, stderr: expect.stringContaining("'--colour'") });
  });

  it('says it cannot reach Redis instead of waiting for it forever, without printing the password', async () => {
    const port = await closedPort();
    const run = await worker('--redis', `redis://user:secret@127.0.0.1:${port}`, '--data-dir', '/tmp/x');
    expect(run.status).toBe(EXIT_USAGE);
    expect(run.stderr).toContain(`cannot reach Redis at redis://user:***@127.0.0.1:${port}`);
    expect(run.stderr).not.toContain('secret');
  });
});
