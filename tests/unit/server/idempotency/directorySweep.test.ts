// Issue #20: the embedded service's idempotency files expire but were never removed; a key sent once stayed on disk
// forever. The directory store sweeps files expired before now, started by a claim, and leaves fresh ones,
// answers still owed, and unreadable files young enough to be writes in progress.
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDirectoryIdempotency } from '../../../../src/server/idempotency/directoryIdempotency';

const DAY_MS = 24 * 3600_000;

describe('the directory idempotency store', () => {
  let directory = '';
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  function plant(name: string, content: string, ageMs = 0) {
    const path = join(directory, name);
    writeFileSync(path, content);
    if (ageMs) utimesSync(path, new Date(Date.now() - ageMs), new Date(Date.now() - ageMs));
  }

  it('a claim sweeps the expired files of other keys and keeps the live ones', async () => {
    directory = mkdtempSync(join(tmpdir(), 'platen-idem-'));
    plant('a'.repeat(64) + '.json', JSON.stringify({ fingerprint: 'f', expiresAt: Date.now() - 1000 }));
    plant('b'.repeat(64) + '.json', JSON.stringify({ fingerprint: 'f', expiresAt: Date.now() + DAY_MS, response: { status: 202, body: {} } }));
    plant('c'.repeat(64) + '.json', '{"fingerprint":', 2 * DAY_MS); // cut off long ago
    plant('d'.repeat(64) + '.json', '{"fingerprint":'); // being written now
    plant('notes.txt', 'not ours');
    const store = createDirectoryIdempotency(directory);

    expect(await store.claim('e'.repeat(64), 'g', 60)).toEqual({ kind: 'claimed' });
    expect(await store.sweeping).toBe(2);
    expect(readdirSync(directory).sort()).toEqual(['b'.repeat(64) + '.json', 'd'.repeat(64) + '.json', 'e'.repeat(64) + '.json', 'notes.txt']);
    // the kept record still answers its retry
    expect(await store.claim('b'.repeat(64), 'f', 60)).toEqual({ kind: 'existing', record: { fingerprint: 'f', response: { status: 202, body: {} } } });
  });

  it('sweeps at most once an hour, not on every claim', async () => {
    directory = mkdtempSync(join(tmpdir(), 'platen-idem-'));
    const store = createDirectoryIdempotency(directory);
    await store.claim('1'.repeat(64), 'g', 60);
    await store.sweeping;
    const first = store.sweeping;
    plant('a'.repeat(64) + '.json', JSON.stringify({ fingerprint: 'f', expiresAt: Date.now() - 1000 }));
    await store.claim('2'.repeat(64), 'g', 60);
    expect(store.sweeping).toBe(first);
    expect(readdirSync(directory)).toContain('a'.repeat(64) + '.json');
    // what the hourly sweep will do
    expect(await store.sweep(Date.now())).toBe(1);
  });
});
