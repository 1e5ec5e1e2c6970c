/**
 * `platen render`'s output file, or directory, says when it is behind (src/cli/outputTarget.ts over src/node/outputBacklog.ts): the
 * batch waits on `ready()` instead of piling chunks up in memory. A named pipe stands in for a slow disk: nothing
 * is written past the pipe's buffer until its reader reads.
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createOutputWriter } from '../../../src/cli/outputTarget';
import { OUTPUT_BACKLOG_BYTES } from '../../../src/node/outputBacklog';
import { ZipWriter } from '../../../src/worker/coordinator/zipWriter';

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

describe('a directory of files slower than the batch', () => {
  it('asks the batch to wait while a file cannot be written, and lets it go once it is', async () => {
    const out = join(dir, 'records');
    execFileSync('mkdir', ['-p', out]);
    // The first record's file is a named pipe nobody reads yet: its write, and every write queued after it, waits.
    execFileSync('mkfifo', [join(out, 'record-1.pdf')]);
    const writer = createOutputWriter(`${out}/`, 'directory');
    const zip = new ZipWriter((chunk, last) => writer.sink(chunk, last));
    const body = new Uint8Array(1 << 20).fill(0x25);
    const files = Math.ceil((OUTPUT_BACKLOG_BYTES * 1.5) / body.length);
    for (let i = 1; i <= files; i += 1) zip.add(`record-${i}.pdf`, body);
    const waiting = writer.ready();
    expect(waiting).toBeInstanceOf(Promise);
    let caughtUp = false;
    void waiting!.then(() => (caughtUp = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(caughtUp).toBe(false);
    const reader = createReadStream(join(out, 'record-1.pdf'));
    let read = 0;
    reader.on('data', (data) => (read += data.length));
    await waiting;
    zip.finish();
    const written = await writer.finish();
    expect(written.files).toBe(files);
    expect(read).toBe(body.length);
    expect(statSync(join(out, `record-${files}.pdf`)).size).toBe(body.length);
  });
});
