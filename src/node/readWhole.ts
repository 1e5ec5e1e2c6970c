/**
 * Reads a whole file into a buffer whose freeing does not make glibc hoard memory for the rest of the run.
 *
 * glibc serves an allocation over its mmap threshold (128 KB at start) with a mapping of its own, and when such a
 * mapping between 128 KB and 32 MB is freed it raises the threshold, process-wide, to that size (and the trim threshold
 * to twice it). A 10 MB data file, read and freed, thus let every render thread's malloc arena keep up to 20 MB of
 * freed deflate tables and PDF buffers: 10,000 invoices peaked ~15 MB higher than 1,000 for that alone. The buffer
 * is therefore made at least 33 MB: its free then leaves the threshold alone, and the pages past the file's end are
 * never touched, so they cost address space, not memory. Elsewhere than glibc it is simply a larger allocation.
 */
import { open } from 'node:fs/promises';

/** Larger than glibc's DEFAULT_MMAP_THRESHOLD_MAX (32 MB on 64-bit), the largest size a free raises the threshold to. */
const PAST_DYNAMIC_THRESHOLD = 33 * 1024 * 1024;

export async function readWhole(path: string): Promise<Uint8Array> {
  const file = await open(path, 'r');
  try {
    const size = (await file.stat()).size;
    const room = new Uint8Array(Math.max(size, PAST_DYNAMIC_THRESHOLD));
    let filled = 0;
    while (filled < size) {
      const { bytesRead } = await file.read(room, filled, size - filled, filled);
      if (bytesRead === 0) break; // the file shrank while being read: what was there
      filled += bytesRead;
    }
    return room.subarray(0, filled);
  } finally {
    await file.close();
  }
}
