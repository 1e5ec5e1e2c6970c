/**
 * Idempotency records as files in the data directory (embedded mode): one file per key, claimed by creating it with
 * the exclusive flag (atomic on one file system, also for serve processes sharing the directory), with its expiry
 * inside; an expired file is taken over.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Claim, IdempotencyRecord, IdempotencyStore } from './idempotencyStore';

interface Stored extends IdempotencyRecord {
  expiresAt: number;
}

export function createDirectoryIdempotency(directory: string): IdempotencyStore {
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
  return {
    async claim(key, fingerprint, ttlSeconds): Promise<Claim> {
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
