/**
 * A file for bytes a batch would otherwise hold in memory for its whole length (the packed records past
 * SPILL_AFTER_BYTES, packedRecords.ts). It has no name: unlinked as soon as it is open, so nothing of the user's data
 * is left behind however the process ends (finished, failed, killed). The main thread opens it: the data thread
 * writes the blocks and the main thread reads them after that thread has ended, and Node closes the descriptors a
 * thread opened itself when it ends.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A new unnamed file in `folder` (the system's temporary folder), open for reading and writing by this user only;
 * undefined when none can be made there, or when an open file cannot be unlinked (Windows): then the bytes stay in
 * memory, as before there was a spill file.
 */
export function openSpillFile(folder = tmpdir()): number | undefined {
  const path = join(folder, `platen-records-${randomBytes(8).toString('hex')}`);
  let fd: number;
  try {
    fd = openSync(path, 'wx+', 0o600);
  } catch {
    return undefined;
  }
  try {
    unlinkSync(path);
    return fd;
  } catch {
    closeSync(fd);
    rmSync(path, { force: true });
    return undefined;
  }
}

/** Writes all of `bytes` at `position` (a write may take fewer bytes than asked). */
export function writeAllAt(fd: number, bytes: Uint8Array, position: number): void {
  for (let done = 0; done < bytes.length; ) {
    const wrote = writeSync(fd, bytes, done, bytes.length - done, position + done);
    if (wrote <= 0) throw new Error('the spill file took no bytes');
    done += wrote;
  }
}

/** The `length` bytes at `position`. */
export function readAllAt(fd: number, length: number, position: number): Buffer {
  const bytes = Buffer.allocUnsafe(length);
  for (let done = 0; done < length; ) {
    const read = readSync(fd, bytes, done, length - done, position + done);
    if (read <= 0) throw new Error('the spill file ended early');
    done += read;
  }
  return bytes;
}

/** Each spill file's holder, closed when the records reading from it are gone (a long-running `platen serve`). */
const closing = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd);
  } catch {
    // already closed: nothing to give back
  }
});
const registered = new WeakSet<object>();

/** Closes `holder.fd` once `holder` is collected; once per holder, so a descriptor number is never closed twice. */
export function closeWhenGone(holder: { fd: number }): void {
  if (registered.has(holder)) return;
  registered.add(holder);
  closing.register(holder, holder.fd);
}
