/** Batches through `platen serve` over a real socket: start, poll, download (whole and resumed), errors, cancel. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageCount, pdfText, removeScratchDirs, unzipToDisk, zipEntryNames } from '../../../support/readBack';
import { closeEngine, finished, fixtureJson, fixtureText, postJson, startServer, type TestServer } from './support';

const SLOW = 240_000;
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, SLOW);
afterAll(async () => {
  await server?.close();
  await closeEngine();
  removeScratchDirs();
});

const badge = fixtureJson('badge.json');
const person = (i: number) => ({ name: `Person ${i}`, company: `Company ${i}`, ean: '4006381333931' });

const download = async (url: string, range?: string) => {
  const response = await fetch(url, range ? { headers: { range } } : {});
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
};

describe('POST /v1/batches (JSON) → GET status → GET output', () => {
  it('renders a ZIP named by the pattern, downloadable whole or resumed from the middle with Range', async () => {
    const records = Array.from({ length: 12 }, (_, i) => person(i + 1));
    const created = await postJson(`${server.url}/v1/batches`, { template: badge, records, output: 'zip', fileName: 'badge-{name}.pdf' });
    expect(created.status).toBe(202);
    const { id } = (await created.json()) as { id: string };
    expect(created.headers.get('location')).toBe(`/v1/batches/${id}`);

    const status = await finished(server.url, id);
    expect(status).toMatchObject({ state: 'done', progress: { done: 12, failed: 0, total: 12 }, errors: [] });
    const output = status.output as { url: string; bytes: number; contentType: string };
    expect(output.contentType).toBe('application/zip');

    const whole = await download(`${server.url}${output.url}`);
    expect(whole.response.status).toBe(200);
    expect(whole.response.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.bytes.length).toBe(output.bytes);
    expect((await zipEntryNames(whole.bytes)).sort()).toEqual(records.map((r) => `badge-${r.name}.pdf`).sort());
    const { dir } = await unzipToDisk(whole.bytes);
    expect(await pdfText(`${dir}/badge-Person 7.pdf`)).toContain('Company 7');

    // A download cut off half way resumes from where it stopped; the joined bytes are the whole file.
    const middle = Math.floor(output.bytes / 2);
    const rest = await download(`${server.url}${output.url}`, `bytes=${middle}-`);
    expect(rest.response.status).toBe(206);
    expect(rest.response.headers.get('content-range')).toBe(`bytes ${middle}-${output.bytes - 1}/${output.bytes}`);
    expect(Buffer.concat([whole.bytes.subarray(0, middle), rest.bytes]).equals(whole.bytes)).toBe(true);
    const tail = await download(`${server.url}${output.url}`, 'bytes=-10');
    expect(tail.response.status).toBe(206);
    expect(Buffer.from(tail.bytes).equals(whole.bytes.subarray(output.bytes - 10))).toBe(true);

    const head = await fetch(`${server.url}${output.url}`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length'), head.headers.get('accept-ranges')]).toEqual([200, String(output.bytes), 'bytes']);

    const beyond = await download(`${server.url}${output.url}`, `bytes=${output.bytes}-`);
    expect(beyond.response.status).toBe(416);
    expect(beyond.response.headers.get('content-range')).toBe(`bytes */${output.bytes}`);
  }, SLOW);

  it('merges into one PDF in record order', async () => {
    const created = await postJson(`${server.url}/v1/batches`, { template: badge, records: [person(1), person(2), person(3)], output: 'merged' });
    const { id } = (await created.json()) as { id: string };
    const status = await finished(server.url, id);
    expect(status.state).toBe('done');
    const { response, bytes } = await download(`${server.url}/v1/batches/${id}/output`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(await pageCount(bytes)).toBe(3);
    const text = await pdfText(bytes);
    expect(text.indexOf('Person 1')).toBeLessThan(text.indexOf('Person 2'));
    expect(text.indexOf('Person 2')).toBeLessThan(text.indexOf('Person 3'));
  }, SLOW);
});

describe('uploads', () => {
  it('takes a CSV upload and names the failed record by its line and field, the others rendered', async () => {
    const form = new FormData();
    form.append('template', new Blob([JSON.stringify(badge)], { type: 'application/json' }), 'badge.json');
    form.append('data', new Blob([fixtureText('staff-bad-row.csv')], { type: 'text/csv' }), 'staff-bad-row.csv');
    form.append('output', 'zip');
    const created = await fetch(`${server.url}/v1/batches`, { method: 'POST', body: form });
    expect(created.status).toBe(202);
    const status = await finished(server.url, ((await created.json()) as { id: string }).id);
    expect(status).toMatchObject({ state: 'done', progress: { done: 2, failed: 1, total: 3 } });
    expect(status.errors).toEqual([{ place: 'line 3', field: 'ean', message: 'EAN-13 needs 12 or 13 digits, got “12345”' }]);
    const zip = await download(`${server.url}${(status.output as { url: string }).url}`);
    expect(await zipEntryNames(zip.bytes)).toHaveLength(2);
  }, SLOW);

  it('refuses an upload without records, an unknown form field and a sheet that is not there, each with a sentence', async () => {
    const post = (parts: [string, string | Blob, string?][]) => {
      const form = new FormData();
      for (const [name, value, file] of parts) (file ? form.append(name, value as Blob, file) : form.append(name, value as string));
      return fetch(`${server.url}/v1/batches`, { method: 'POST', body: form });
    };
    const template: [string, string] = ['template', JSON.stringify(badge)];
    const csv: [string, Blob, string] = ['data', new Blob([fixtureText('staff.csv')]), 'staff.csv'];
    const cases = [
      { parts: [template], message: 'the upload has no records' },
      { parts: [template, csv, ['ouput', 'zip']], message: 'unknown field "ouput"' },
      { parts: [template, csv, ['output', 'tar']], message: 'field "output" must be one of "zip", "merged" (got "tar")' },
      { parts: [csv], message: 'the request has no template' },
      { parts: [['template', JSON.stringify(fixtureJson('broken-field.json'))], csv], message: 'the template cannot be used (1 problem)' },
    ] as const;
    for (const { parts, message } of cases) {
      const response = await post(parts as unknown as [string, string | Blob, string?][]);
      expect(response.status, message).toBe(400);
      expect(((await response.json()) as { message: string }).message).toContain(message);
    }
  }, SLOW);
});

describe('DELETE /v1/batches/:id', () => {
  it('cancels a running batch and keeps what was rendered as a whole ZIP', async () => {
    const records = Array.from({ length: 4000 }, (_, i) => person(i + 1));
    const created = await postJson(`${server.url}/v1/batches`, { template: badge, records, fileName: 'b-{name}.pdf' });
    const { id } = (await created.json()) as { id: string };
    // Wait for the first records, not for a time.
    for (;;) {
      const status = (await (await fetch(`${server.url}/v1/batches/${id}`)).json()) as { progress: { done: number } };
      if (status.progress.done > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const early = await fetch(`${server.url}/v1/batches/${id}/output`);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { message: string }).message).toMatch(/has no output \(running, \d+ of 4000 records\)/);
    const cancelled = await fetch(`${server.url}/v1/batches/${id}`, { method: 'DELETE' });
    expect(cancelled.status).toBe(200);
    const status = await finished(server.url, id);
    expect(status.state).toBe('cancelled');
    const { done } = status.progress as { done: number };
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThan(records.length);
    const zip = await download(`${server.url}/v1/batches/${id}/output`);
    expect(zip.response.status).toBe(200);
    expect(await zipEntryNames(zip.bytes)).toHaveLength(done);

    expect((await fetch(`${server.url}/v1/batches/no-such-batch`, { method: 'DELETE' })).status).toBe(404);
    expect((await fetch(`${server.url}/v1/batches/no-such-batch/output`)).status).toBe(404);
  }, SLOW);
});
