import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDirectoryStore } from '../../../../src/server/store/directoryStore';

const root = mkdtempSync(join(tmpdir(), 'platen-store-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const bytes = (text: string) => new Uint8Array(Buffer.from(text));
const read = async (stream: NodeJS.ReadableStream) => {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts).toString();
};
async function* pieces(...texts: string[]) {
  for (const text of texts) yield bytes(text);
}

describe('the directory output store', () => {
  it('writes a value whole, replacing the old one, and leaves no temporary file', async () => {
    const store = createDirectoryStore(join(root, 'put'));
    await store.put('batches/a/chunks/000001.zip', bytes('first'));
    await store.put('batches/a/chunks/000001.zip', bytes('second run'));
    expect(Buffer.from((await store.get('batches/a/chunks/000001.zip'))!).toString()).toBe('second run');
    expect(await store.size('batches/a/chunks/000001.zip')).toBe(10);
    expect(readdirSync(join(root, 'put', 'batches', 'a', 'chunks'))).toEqual(['000001.zip']);
  });

  it('writes a stream and answers its length; a failing stream leaves neither the key nor a part file', async () => {
    const store = createDirectoryStore(join(root, 'stream'));
    expect(await store.putStream('out.zip', pieces('abc', 'defg'))).toBe(7);
    expect(await read(store.open('out.zip'))).toBe('abcdefg');
    async function* broken() {
      yield bytes('half');
      throw new Error('source failed');
    }
    await expect(store.putStream('broken.zip', broken())).rejects.toThrow('source failed');
    expect(await store.get('broken.zip')).toBeUndefined();
    expect(readdirSync(join(root, 'stream'))).toEqual(['out.zip']);
  });

  it('opens a byte range with both ends included, as HTTP Range has them', async () => {
    const store = createDirectoryStore(join(root, 'range'));
    await store.put('output.pdf', bytes('0123456789'));
    expect(await read(store.open('output.pdf', { start: 2, end: 5 }))).toBe('2345');
    expect(await read(store.open('output.pdf'))).toBe('0123456789');
  });

  it('lists keys under a prefix, sorted, and removes them', async () => {
    const store = createDirectoryStore(join(root, 'list'));
    for (const key of ['batches/b/output.zip', 'batches/a/chunks/000002.zip', 'batches/a/chunks/000001.zip', 'batches/a/template.json']) {
      await store.put(key, bytes(key));
    }
    expect(await store.list('batches/a/')).toEqual(['batches/a/chunks/000001.zip', 'batches/a/chunks/000002.zip', 'batches/a/template.json']);
    await store.remove('batches/a/chunks/');
    expect(await store.list('batches/')).toEqual(['batches/a/template.json', 'batches/b/output.zip']);
    expect(await store.list('nothing/')).toEqual([]);
  });

  it('answers undefined for a missing key', async () => {
    const store = createDirectoryStore(join(root, 'missing'));
    expect(await store.get('no/such.pdf')).toBeUndefined();
    expect(await store.size('no/such.pdf')).toBeUndefined();
  });

  it('refuses a key that leads outside the store', async () => {
    const store = createDirectoryStore(join(root, 'guard'));
    await expect(store.put('../escaped.txt', bytes('x'))).rejects.toThrow('outside the store');
    await expect(store.get('batches/../../escaped.txt')).rejects.toThrow('outside the store');
    expect(() => store.open('../../etc/passwd')).toThrow('outside the store');
    expect(readdirSync(root)).not.toContain('escaped.txt');
  });
});
