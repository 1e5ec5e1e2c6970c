// The S3 output store against a real S3-compatible server on loopback (s3rver, from npm: Debian packages none),
// held to the same promises as the directory store: whole writes, streams in parts, ranges, listing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signS3Request } from '../../../../src/server/store/s3Signer';
import { createS3Store, type S3StoreOptions } from '../../../../src/server/store/s3Store';
import { startS3, type TestS3 } from '../../support/s3rver';

const bytes = (text: string) => new Uint8Array(Buffer.from(text));
const read = async (stream: NodeJS.ReadableStream) => {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts);
};

describe('SigV4 signing', () => {
  it('gives the signature of the S3 API reference’s GET Object example', () => {
    const headers = signS3Request(
      { method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'), headers: { Range: 'bytes=0-9' } },
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' },
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('the S3 output store', () => {
  let s3: TestS3 | undefined;
  let options: S3StoreOptions;

  beforeAll(async () => {
    s3 = await startS3();
    options = { endpoint: s3.endpoint, bucket: s3.bucket, prefix: 'outputs/', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' };
  }, 60_000);
  afterAll(() => s3?.stop());

  it('writes a value whole, replacing the old one; a missing key has no value and no size', async () => {
    const store = createS3Store(options);
    await store.put('batches/a/chunks/000001.zip', bytes('first'));
    await store.put('batches/a/chunks/000001.zip', bytes('second run'));
    expect(Buffer.from((await store.get('batches/a/chunks/000001.zip'))!).toString()).toBe('second run');
    expect(await store.size('batches/a/chunks/000001.zip')).toBe(10);
    expect(await store.get('batches/a/nothing.zip')).toBeUndefined();
    expect(await store.size('batches/a/nothing.zip')).toBeUndefined();
  });

  it('streams a small value in one PUT and a large one in parts; a failing stream leaves no key', async () => {
    const store = createS3Store(options);
    async function* pieces(...texts: string[]) {
      for (const text of texts) yield bytes(text);
    }
    expect(await store.putStream('stream/out.zip', pieces('abc', 'defg'))).toBe(7);
    expect((await read(store.open('stream/out.zip'))).toString()).toBe('abcdefg');

    // 20 MiB in 1 MiB pieces: three parts of a multipart upload, each piece numbered so order shows
    const piece = (n: number) => new Uint8Array(1024 * 1024).fill(n);
    async function* large() {
      for (let n = 0; n < 20; n++) yield piece(n);
    }
    expect(await store.putStream('stream/large.pdf', large())).toBe(20 * 1024 * 1024);
    expect(await store.size('stream/large.pdf')).toBe(20 * 1024 * 1024);
    const back = await read(store.open('stream/large.pdf', { start: 9 * 1024 * 1024 - 2, end: 9 * 1024 * 1024 + 1 }));
    expect([...back]).toEqual([8, 8, 9, 9]);

    async function* broken() {
      yield new Uint8Array(9 * 1024 * 1024); // one part already sent
      throw new Error('source failed');
    }
    await expect(store.putStream('stream/broken.zip', broken())).rejects.toThrow('source failed');
    expect(await store.get('stream/broken.zip')).toBeUndefined();
    expect(await store.list('stream/')).toEqual(['stream/large.pdf', 'stream/out.zip']);
  });

  it('opens a byte range with both ends included, as HTTP Range has them', async () => {
    const store = createS3Store(options);
    await store.put('range/output.pdf', bytes('0123456789'));
    expect((await read(store.open('range/output.pdf', { start: 2, end: 5 }))).toString()).toBe('2345');
    expect((await read(store.open('range/output.pdf'))).toString()).toBe('0123456789');
  });

  // 1,003 objects put and removed one request each: minutes on a loaded 2-core machine, so more than the default 60 s
  it('lists keys under a prefix, sorted, past one page of answers, and removes them', { timeout: 300_000 }, async () => {
    const store = createS3Store(options);
    const keys = Array.from({ length: 1003 }, (_, i) => `many/b/chunks/${String(i).padStart(6, '0')}.zip`);
    for (let i = 0; i < keys.length; i += 50) await Promise.all(keys.slice(i, i + 50).map((key) => store.put(key, bytes('x'))));
    await store.put('many/c/output.zip', bytes('y'));
    await store.put('many/b & ü/odd name.pdf', bytes('z'));
    expect(await store.list('many/b/')).toEqual(keys);
    expect(await store.list('many/b &')).toEqual(['many/b & ü/odd name.pdf']);
    await store.remove('many/b/');
    expect(await store.list('many/')).toEqual(['many/b & ü/odd name.pdf', 'many/c/output.zip']);
  });

  // s3rver checks the access key but not a V4 signature's value: the signature is held to the S3 reference above.
  it('names the call and S3’s reason when the server refuses it', async () => {
    const store = createS3Store({ ...options, accessKeyId: 'NOT-A-KEY' });
    await expect(store.put('refused.zip', bytes('x'))).rejects.toThrow(/^S3 PUT \/platen-test\/outputs\/refused\.zip: HTTP 403 \(InvalidAccessKeyId/);
  });
});
