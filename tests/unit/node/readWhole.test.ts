import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readWhole } from '../../../src/node/readWhole';

describe('readWhole', () => {
  const dir = mkdtempSync(join(tmpdir(), 'platen-read-whole-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const roundTrip = async (bytes: Uint8Array) => {
    const path = join(dir, `file-${bytes.length}`);
    writeFileSync(path, bytes);
    return readWhole(path);
  };

  it('gives back exactly the file, however its size compares with the room it reads into', async () => {
    for (const size of [0, 1, 200_000, 34 * 1024 * 1024]) {
      const bytes = new Uint8Array(size).map((_, i) => (i * 31 + 7) & 0xff);
      const read = await roundTrip(bytes);
      expect(read.length).toBe(size);
      expect(Buffer.from(read).equals(Buffer.from(bytes))).toBe(true);
    }
  });

  it('fails for a missing file with its code, as fs does', async () => {
    await expect(readWhole(join(dir, 'missing.csv'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
