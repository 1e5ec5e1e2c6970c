import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPageTexts, pdfText, removeScratchDirs, zipEntryNames } from '../../../support/readBack';
import { badgeRecords, badgeTemplate, ended, oneMachineOutput, outputBytes, startCluster, type Cluster } from './support';

describe('a batch spread over two queue workers', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster(4);
    await cluster.addWorker();
    await cluster.addWorker();
  }, 120_000);
  afterAll(async () => {
    await cluster?.close();
    removeScratchDirs();
  }, 120_000);

  it('gives the ZIP one machine gives: same names in the same order, each PDF its own record', { timeout: 240_000 }, async () => {
    const template = badgeTemplate();
    const records = badgeRecords(14); // 4 chunks of 4, 4, 4 and 2 records
    const started = await cluster.runner.start({ template, records, options: { output: 'zip', fileName: '{name}.pdf' } });
    expect(started.state).toBe('queued');
    const status = await ended(cluster.runner, started.id);
    expect(status).toMatchObject({ state: 'done', progress: { done: 14, failed: 0, total: 14 }, errors: [] });
    expect(status.output).toMatchObject({ contentType: 'application/zip' });

    const zip = await outputBytes(cluster.runner, started.id);
    expect(status.output!.bytes).toBe(zip.length);
    const reference = await oneMachineOutput(template, records, 'zip', '{name}.pdf');
    const names = await zipEntryNames(zip);
    expect(names).toEqual(await zipEntryNames(reference));
    // Rows 7 and 8 (chunks 2 and 3) share a name: made unique across the chunks, as on one machine.
    expect(names.slice(7, 9)).toEqual(['Person 8.pdf', 'Person 8 (2).pdf']);
    const files = unzipSync(zip);
    for (const [row, record] of records.entries()) {
      expect(await pdfText(files[names[row]])).toContain(record.company);
    }
    // Read by range, as a resumed download would.
    expect(Buffer.from(await outputBytes(cluster.runner, started.id, { start: 10, end: 99 }))).toEqual(Buffer.from(zip.subarray(10, 100)));
    // Only the output and the template stay in the store: no chunk parts, no half-written files.
    expect(await cluster.store.list(`batches/${started.id}/`)).toEqual([`batches/${started.id}/output.zip`, `batches/${started.id}/template.json`]);
  });

  it('merges the chunks into one PDF with the pages in record order', { timeout: 240_000 }, async () => {
    const records = badgeRecords(10); // 3 chunks
    const started = await cluster.runner.start({ template: badgeTemplate(), records, options: { output: 'merged' } });
    const status = await ended(cluster.runner, started.id);
    expect(status).toMatchObject({ state: 'done', progress: { done: 10, failed: 0, total: 10 } });
    const pages = await pdfPageTexts(await outputBytes(cluster.runner, started.id));
    expect(pages).toHaveLength(10);
    for (const [row, record] of records.entries()) expect(pages[row]).toContain(record.company);
  });

  it("names a bad record's row in the whole batch, not in its chunk, and leaves skipped rows out", { timeout: 240_000 }, async () => {
    const records = badgeRecords(11);
    records[9] = { ...records[9], ean: '12345' }; // row 9 is the second row of the third chunk
    const started = await cluster.runner.start({ template: badgeTemplate(), records, options: { output: 'zip', skipRows: [5] } });
    const status = await ended(cluster.runner, started.id);
    expect(status).toMatchObject({ state: 'done', progress: { done: 9, failed: 1, total: 10 } });
    expect(status.errors).toHaveLength(1);
    expect(status.errors[0]).toMatchObject({ row: 9, field: 'ean' });
    const names = await zipEntryNames(await outputBytes(cluster.runner, started.id));
    expect(names).toEqual(['record-01.pdf', 'record-02.pdf', 'record-03.pdf', 'record-04.pdf', 'record-05.pdf', 'record-07.pdf', 'record-08.pdf', 'record-09.pdf', 'record-11.pdf']);
  });
});
