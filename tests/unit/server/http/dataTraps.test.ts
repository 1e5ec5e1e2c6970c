/**
 * Issue #17 through `platen serve` on a real socket: the data path's traps are refused with a 400 naming the place
 * (as `platen render` exits 2), batch errors are numbered one way (the `place` the user's file uses), and every enum
 * the API validates names its allowed values.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEngine, finished, fixtureJson, fixtureText, postJson, startServer, type TestServer } from './support';

const SLOW = 240_000;
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, SLOW);
afterAll(async () => {
  await server?.close();
  await closeEngine();
});

const badge = fixtureJson('badge.json');
const png = readFileSync(new URL('../../../../docs/multi-script.png', import.meta.url));

interface ErrorAnswer {
  message: string;
  problems?: { place: string; message: string }[];
}

function upload(data: Blob, name: string, fields: Record<string, string> = {}): Promise<Response> {
  const form = new FormData();
  form.append('template', JSON.stringify(badge));
  form.append('data', data, name);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return fetch(`${server.url}/v1/batches`, { method: 'POST', body: form });
}

describe('POST /v1/batches refuses a data file that cannot be used', () => {
  it('a CSV whose rows an unclosed quote merged: 400 naming the line where the quote opened', async () => {
    const csv = 'name,company,ean\nAda,A,4006381333931\nAlan,B,5901234123457\n"Grace,Navy,9780201379624\nKat,NASA,4006381333931\n';
    const response = await upload(new Blob([csv]), 'staff.csv');
    expect(response.status).toBe(400);
    const answer = (await response.json()) as ErrorAnswer;
    expect(answer.message).toContain('line 4: a quote opened here is never closed, so lines 4–5 ran into one cell');
    expect(answer.problems).toEqual([{ place: 'staff.csv', message: expect.stringContaining('“staff.csv”, line 4: a quote opened here is never closed'), severity: 'error' }]);
  }, SLOW);

  it('a PNG sent as CSV: 400 saying what it looks like, none of its bytes in the answer', async () => {
    const response = await upload(new Blob([png]), 'data.csv');
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).toContain('“data.csv” looks like a PNG image, not CSV text');
    expect(text).not.toMatch(/PNG\\r|\\u001a|\ufffd/);
  }, SLOW);
});

describe('POST /v1/batches refuses a fileName naming a column that does not exist', () => {
  it('as JSON: 400 before anything is rendered, naming the placeholder and listing the names there are', async () => {
    const records = [{ name: 'Ada', company: 'A', ean: '4006381333931' }];
    const response = await postJson(`${server.url}/v1/batches`, { template: badge, records, output: 'zip', fileName: 'badge-{fullname}.pdf' });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as ErrorAnswer;
    expect(answer.problems).toEqual([
      { place: 'fileName', message: expect.stringContaining('there is no column or field “fullname”; the columns and fields are: name, company, ean (and {row}'), severity: 'error' },
    ]);
  }, SLOW);

  it('as an upload: the same check against the file\'s columns', async () => {
    const response = await upload(new Blob([fixtureText('staff.csv')]), 'staff.csv', { output: 'zip', fileName: '{Company}.pdf' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorAnswer).problems?.[0].message).toContain('there is no column or field “Company” (did you mean {company}?)');
  }, SLOW);
});

describe('POST /v1/batches refuses a condition reading a name that is no column or field', () => {
  it('400 before anything is rendered, naming the name and the columns; a condition on a column no field is named after runs', async () => {
    const template = badge as { schemas: { name: string }[][] };
    const withCondition = (condition: string) => ({
      ...template,
      schemas: [template.schemas[0].map((field: { name: string }, index: number) => (index === 0 ? { ...field, platenShowIf: condition } : field))],
    });
    const records = [{ name: 'Ada', company: 'A', ean: '4006381333931', Fragile: 'yes' }];
    const refused = await postJson(`${server.url}/v1/batches`, { template: withCondition('Fragil === "yes"'), records, output: 'zip' });
    expect(refused.status).toBe(400);
    const answer = (await refused.json()) as ErrorAnswer;
    expect(answer.problems?.[0].message).toContain('Fragil');
    expect(answer.problems?.[0].message).toContain('Fragile');
    const accepted = await postJson(`${server.url}/v1/batches`, { template: withCondition('Fragile === "yes"'), records, output: 'zip' });
    expect(accepted.status).toBe(202);
    expect((await finished(server.url, ((await accepted.json()) as { id: string }).id)).errors).toEqual([]);
  }, SLOW);
});

describe('one row numbering', () => {
  it('a failed record is named by its place in the file only: no 0-based row beside "line 3"', async () => {
    const created = await upload(new Blob([fixtureText('staff-bad-row.csv')]), 'staff-bad-row.csv', { output: 'zip' });
    expect(created.status).toBe(202);
    const status = await finished(server.url, ((await created.json()) as { id: string }).id);
    expect(status.errors).toEqual([{ place: 'line 3', field: 'ean', message: 'EAN-13 needs 12 or 13 digits, got “12345”' }]);
  }, SLOW);

  it('the OpenAPI document says what place is, and has no row to confuse it with', async () => {
    const api = (await (await fetch(`${server.url}/openapi.json`)).json()) as Record<string, any>;
    const recordError = api.paths['/v1/batches/{id}'].get.responses['200'].content['application/json'].schema.properties.errors.items;
    expect(Object.keys(recordError.properties)).toEqual(['place', 'field', 'message']);
    expect(recordError.properties.place.description).toContain('the one numbering every surface uses');
  }, SLOW);
});

describe('enum errors list the allowed values', () => {
  it('output=pdf as JSON and as a form field is answered with "zip", "merged"', async () => {
    const json = await postJson(`${server.url}/v1/batches`, { template: badge, records: [{ name: 'Ada' }], output: 'pdf' });
    expect(json.status).toBe(400);
    expect(((await json.json()) as ErrorAnswer).message).toBe('field "output" must be one of "zip", "merged" (got "pdf")');
    const form = await upload(new Blob([fixtureText('staff.csv')]), 'staff.csv', { output: 'pdf' });
    expect(form.status).toBe(400);
    expect(((await form.json()) as ErrorAnswer).message).toBe('field "output" must be one of "zip", "merged" (got "pdf")');
  }, SLOW);
});
