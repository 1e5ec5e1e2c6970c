/**
 * Idempotency records as files in the data directory (embedded mode): one file per key, claimed by creating it with
 * the exclusive flag (atomic on one file system, also for serve processes sharing the directory), with its expiry
 * inside; an expired file is taken over. Expired files of keys never sent again are swept (Redis expires its own keys):
 * at most once an hour, started by a claim, in the background, so a busy service's directory does not grow forever.
 */
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Claim, IdempotencyRecord, IdempotencyStore } from './idempotencyStore';

interface Stored extends IdempotencyRecord {
  expiresAt: number;
}

const SWEEP_EVERY_MS = 3600_000;
/** a file that does not parse (a write cut off by a crash) is left this long: it may be one being written now */
const UNREADABLE_KEPT_MS = 24 * 3600_000;

export interface DirectoryIdempotency extends IdempotencyStore {
  sweep(now: number): Promise<number>;
  /** the sweep a claim started last (resolved when none ran) */
  readonly sweeping: Promise<number>;
}

export function createDirectoryIdempotency(directory: string): DirectoryIdempotency {
  // Keys are hex digests made by the service (idempotency.ts), never a client's text: safe as file names.
  const pathOf = (key: string) => join(directory, `${key}.json`);
  const write = (key: string, stored: Stored, flag: 'wx' | 'w') => writeFile(pathOf(key), JSON.stringify(stored), { flag });
  const read = async (key: string): Promise<Stored | undefined> => {
    try {
      return JSON.parse(await readFile(pathOf(key), 'utf8')) as Stored;
    } catch {
      return undefined;
    }
  };
  /** Removes the files expired before `now` (ms since the epoch); answers how many. */
  const sweep = async (now: number): Promise<number> => {
    let removed = 0;
    const names = await readdir(directory).catch(() => [] as string[]);
    for (const name of names) {
      if (!name.endsWith('.json')) continue;
      const key = name.slice(0, -'.json'.length);
      const stored = await read(key);
      const expired = stored ? stored.expiresAt < now : await stat(pathOf(key)).then((s) => s.mtimeMs < now - UNREADABLE_KEPT_MS, () => false);
      if (!expired) continue;
      await rm(pathOf(key), { force: true });
      removed += 1;
    }
    return removed;
  };
  let lastSweep = 0;
  let sweeping: Promise<number> = Promise.resolve(0);
  return {
    sweep,
    get sweeping() {
      return sweeping;
    },
    async claim(key, fingerprint, ttlSeconds): Promise<Claim> {
      if (Date.now() - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = Date.now();
        sweeping = sweep(lastSweep).catch(() => 0); // the next hour's sweep tries again
      }
      await mkdir(directory, { recursive: true });
      const fresh: Stored = { fingerprint, expiresAt: Date.now() + ttlSeconds * 1000 };
      for (let attempt = 0; attempt < 2; attempt++) {
        try {
          await write(key, fresh, 'wx');
          return { kind: 'claimed' };
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        }
        const existing = await read(key);
        if (existing && existing.expiresAt > Date.now()) return { kind: 'existing', record: { fingerprint: existing.fingerprint, response: existing.response } };
        await rm(pathOf(key), { force: true });
      }
      throw new Error('the idempotency record is being replaced by another request');
    },
    async finish(key, record, ttlSeconds) {
      await write(key, { ...record, expiresAt: Date.now() + ttlSeconds * 1000 }, 'w');
    },
    async release(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
