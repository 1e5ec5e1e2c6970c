/**
 * An S3-compatible server for the store tests: s3rver (npm; Debian packages no S3 server) on a free loopback port in
 * its own process, with one empty bucket in a temporary directory; stopped (and the directory removed) by stop().
 * Its own process because s3rver makes a listing's continuation token with DES, which Node 20's OpenSSL 3 refuses
 * without --openssl-legacy-provider (every truncated listing would answer 500).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** the credentials s3rver knows */
  env: { AWS_ACCESS_KEY_ID: string; AWS_SECRET_ACCESS_KEY: string; AWS_REGION: string };
  stop(): void;
}

export async function startS3(bucket = 'platen-test'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'platen-s3rver-'));
  const script = `const S3rver = require('s3rver');
    new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.argv[1], configureBuckets: [{ name: process.argv[2] }] })
      .run().then(({ port }) => console.log('port ' + port));`;
  const server = spawn(process.execPath, ['--openssl-legacy-provider', '-e', script, directory, bucket], { stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = () => {
    server.kill();
    rmSync(directory, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      server.stdout!.on('data', (data: Buffer) => {
        out += data.toString();
        const found = /port (\d+)/.exec(out);
        if (found) resolve(Number(found[1]));
      });
      server.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
    });
    return { endpoint: `http://127.0.0.1:${port}`, bucket, env: { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER', AWS_REGION: 'us-east-1' }, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
