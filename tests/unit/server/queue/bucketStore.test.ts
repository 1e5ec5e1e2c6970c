// Machines that share no volume: `platen serve --redis --store s3://…` and two `platen worker --store s3://…`
// processes keep chunks and the assembled output in an S3-compatible bucket (s3rver on loopback), and the ZIP served
// over HTTP is whole: every record once, in order, each reading back as its own.
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Store } from '../../../../src/server/store/s3Store';
import { mapLimit, pdfText, removeScratchDirs, zipEntryNames } from '../../../support/readBack';
import { startRedis, type TestRedis } from '../../support/redis';
import { startS3, type TestS3 } from '../../support/s3rver';
import { batchEnded, killAll, startPlaten, startServe, submitBatch } from './processes';
import { badgeTemplate } from './support';

/** Three chunks of 500 (serve's chunk size), so chunks from both workers meet in the bucket. */
const RECORDS = 1200;

describe('a queued batch whose output store is an S3 bucket', () => {
  let redis: TestRedis;
  let s3: TestS3;
  let url: string;

  beforeAll(async () => {
    [redis, s3] = await Promise.all([startRedis(), startS3()]);
    const store = ['--store', `s3://${s3.bucket}/platen`, '--s3-endpoint', s3.endpoint];
    url = await startServe(['--redis', redis.url, ...store], s3.env);
    await Promise.all([1, 2].map(() => startPlaten(['worker', '--redis', redis.url, ...store, '--workers', '1'], /worker taking chunks/, s3.env)));
  }, 120_000);

  afterAll(async () => {
    killAll();
    await redis?.stop();
    s3?.stop();
    removeScratchDirs();
  }, 120_000);

  it('assembles the ZIP in the bucket and serves it, every record once', { timeout: 600_000 }, async () => {
    const records = Array.from({ length: RECORDS }, (_, row) => ({ name: `Person ${row + 1}`, company: `Company ${row + 1}`, ean: '4006381333931' }));
    const id = await submitBatch(url, { template: badgeTemplate(), records, output: 'zip', fileName: '{company}.pdf' });
    const status = await batchEnded(url, id, 540_000);
    expect(status).toMatchObject({ state: 'done', progress: { done: RECORDS, failed: 0, total: RECORDS } });

    const zip = new Uint8Array(await (await fetch(`${url}/v1/batches/${id}/output`)).arrayBuffer());
    const names = await zipEntryNames(zip);
    expect(names).toEqual(records.map((record) => `${record.company}.pdf`));
    const files = unzipSync(zip);
    const wrong = (await mapLimit(names, 4, async (name, row) => ((await pdfText(files[name])).includes(records[row].name) ? undefined : name))).filter(Boolean);
    expect(wrong).toEqual([]);
    // A resumed download reads a range from the bucket.
    const ranged = await fetch(`${url}/v1/batches/${id}/output`, { headers: { range: 'bytes=100-199' } });
    expect(ranged.status).toBe(206);
    expect(Buffer.from(await ranged.arrayBuffer())).toEqual(Buffer.from(zip.subarray(100, 200)));
    // The bucket holds the output and the template, under the prefix; no chunk part is left.
    const bucket = createS3Store({ endpoint: s3.endpoint, bucket: s3.bucket, prefix: 'platen/', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' });
    expect(await bucket.list(`batches/${id}/`)).toEqual([`batches/${id}/output.zip`, `batches/${id}/template.json`]);
  });
});
