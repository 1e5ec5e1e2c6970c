/**
 * `platen render`'s output file says when it is behind (src/cli/outputTarget.ts over src/node/outputBacklog.ts): the
 * batch waits on `ready()` instead of piling chunks up in memory. A named pipe stands in for a slow disk: nothing
 * is written past the pipe's buffer until its reader reads.
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createOutputWriter } from '../../../src/cli/outputTarget';
import { OUTPUT_BACKLOG_BYTES } from '../../../src/node/outputBacklog';

const dir = mkdtempSync(join(tmpdir(), 'platen-back-pressure-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('an output file slower than the batch', () => {
  it('asks the batch to wait while more than the backlog is unwritten, and lets it go as the disk catches up', async () => {
    const out = join(dir, 'out.pdf');
    execFileSync('mkfifo', [`${out}.partial`]);
    const reader = createReadStream(`${out}.partial`);
    reader.pause();
    let read = 0;
    reader.on('data', (data) => (read += data.length));
    const readerDone = new Promise<void>((resolve) => reader.on('close', () => resolve()));

    const writer = createOutputWriter(out, 'merged');
    expect(writer.ready()).toBeUndefined(); // nothing written yet
    const chunk = new Uint8Array(96 * 1024).fill(0x25);
    const chunks = Math.ceil((OUTPUT_BACKLOG_BYTES * 1.5) / chunk.length);
    for (let i = 0; i < chunks; i += 1) writer.sink(chunk, false);
    const waiting = writer.ready();
    expect(waiting).toBeInstanceOf(Promise);
    let caughtUp = false;
    void waiting!.then(() => (caughtUp = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(caughtUp).toBe(false); // the pipe's reader has read nothing: the chunks still wait
    reader.resume();
    await waiting;
    expect(read).toBeGreaterThan(0);
    writer.sink(new Uint8Array(0), true);
    const { bytes } = await writer.finish();
    await readerDone;
    expect(bytes).toBe(chunks * chunk.length);
    expect(read).toBe(bytes);
    expect(writer.ready()).toBeUndefined();
  });
});
