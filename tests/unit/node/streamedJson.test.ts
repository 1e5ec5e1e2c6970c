/**
 * A JSON array of records is read a record at a time (src/node/streamedJson.ts): what it gives must be what the
 * whole-file reader gives — records, columns, mapping, row labels, warnings, row errors, refusals — and every file it
 * cannot read so must reach the whole-file reader, which words the message as before.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDataFile } from '../../../src/data/dataFile';
import { recordListFromTable } from '../../../src/data/records';
import type { ReadLimits } from '../../../src/data/readLimits';
import { readRecordsHere } from '../../../src/node/dataFile';
import { byteChunks, readJsonStreamed, type ChunkSource } from '../../../src/node/streamedJson';
import type { Template } from '../../../src/templates/types';
import { plain } from './plainRead';

const dir = mkdtempSync(join(tmpdir(), 'platen-streamed-json-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const field = (name: string, type = 'text') => ({ name, type, position: { x: 10, y: 10 }, width: 50, height: 10 });
const template = {
  basePdf: { width: 100, height: 50, padding: [0, 0, 0, 0] },
  schemas: [[field('name'), field('since', 'date'), field('address.city'), field('items', 'table'), field('__proto__')]],
} as unknown as Template;

const encoded = (text: string) => new TextEncoder().encode(text);

/** The whole-file reader's answer for the same bytes (src/data/dataFile.ts, then records.ts). */
async function readWhole(name: string, bytes: Uint8Array, limits?: ReadLimits) {
  return plain(recordListFromTable(await parseDataFile({ name, bytes, limits }), template));
}

const streamed = (name: string, bytes: Uint8Array, limits?: ReadLimits) => readJsonStreamed(byteChunks(bytes), `“${name}”`, template, { limits });

describe('a JSON array of records, read a record at a time', () => {
  it('gives what the whole-file reader gives: skipped items, nested objects, missing columns, values that fail', async () => {
    const text = `\uFEFF[
      {"name": "Ada", "since": "2020-01-31", "address": {"city": "London", "zip": "N1"}, "items": [["a", "1"]]},
      "not a record",
      {"name": "Núñez 🧾", "since": "soon", "__proto__": "p", "extra": "only here"},
      null,
      {"since": "31/01/2020", "name": "a\\ud800b"}
    ]`;
    const bytes = encoded(text);
    const read = streamed('people.json', bytes);
    expect(read).toBeDefined();
    const got = plain(read!);
    expect(got).toEqual(await readWhole('people.json', bytes));
    // What the comparison covers is there to compare.
    expect(got.ok && got.labels).toEqual(['records[0]', 'records[2]', 'records[4]']);
    expect(got.ok && got.rowErrors.length).toBeGreaterThan(0);
    expect(got.ok && got.warnings.some((warning) => warning.includes('records[1] is string "not a record"'))).toBe(true);
    expect(got.ok && got.columns).toContain('extra');
  });

  it('gives the same records across many blocks and chunks, read from the file by `platen` itself', async () => {
    const records = Array.from({ length: 3001 }, (_, i) => ({
      name: `Customer ${i} ${'€'.repeat(i % 7)}`,
      since: i % 500 === 7 ? 'not a date' : `2024-01-${String((i % 28) + 1).padStart(2, '0')}`,
      ...(i % 3 ? { address: { city: `City ${i}` } } : {}),
      items: [['Binder clips', String(i), 'x'.repeat(800)]],
    }));
    const text = JSON.stringify(records, null, 1);
    expect(text.length).toBeGreaterThan(2 << 20); // past the reader's 1 MB chunks
    const path = join(dir, 'many.json');
    writeFileSync(path, text);
    const got = plain(await readRecordsHere({ path }, template));
    expect(got).toEqual(await readWhole('many.json', encoded(text)));
    expect(got.ok && got.records.length).toBe(3001);
  });

  it('refuses a file holding no records as the whole-file reader does, naming each item', async () => {
    const bytes = encoded('[1, null, ["a"]]');
    const read = streamed('none.json', bytes);
    expect(read).toEqual(await readWhole('none.json', bytes));
    expect(read).toEqual({ ok: false, messages: [expect.stringContaining('records[0] is number 1'), expect.stringContaining('records[1] is null'), expect.stringContaining('records[2] is an array')] });
  });

  it('refuses a file over the record limit with the whole-file reader’s sentence', async () => {
    const bytes = encoded(JSON.stringify(Array.from({ length: 12 }, (_, i) => ({ name: `n${i}` }))));
    const read = streamed('big.json', bytes, { records: 10 });
    expect(read).toEqual({ ok: false, overLimit: true, messages: [expect.stringContaining('holds more than 10 records')] });
    expect(read).toEqual(await readWhole('big.json', bytes, { records: 10 }));
    expect(plain(streamed('fits.json', bytes, { records: 12 })!)).toEqual(await readWhole('fits.json', bytes, { records: 12 }));
  });

  it('leaves every other file to the whole-file reader, whose message `platen` then gives', async () => {
    const others: [string, Uint8Array][] = [
      ['wrapped', encoded('{"records": [{"name": "Ada"}]}')],
      ['invalid', encoded('[{"name": "Ada"}, {"name": }]')],
      ['trailing comma', encoded('[{"name": "Ada"},]')],
      ['windows-1252', new Uint8Array([...encoded('[{"name": "M'), 0xfc, ...encoded('ller"}]')])],
      ['utf-16', new Uint8Array([0xff, 0xfe, ...[...'[{"name":"Ada"}]'].flatMap((c) => [c.charCodeAt(0), 0])])],
      ['empty array', encoded('[]')],
      ['too deep', encoded(`[{"a": ${'['.repeat(80)}${']'.repeat(80)}}]`)],
      ['a picture', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0])],
      ['empty', new Uint8Array()],
    ];
    for (const [what, bytes] of others) {
      expect(streamed(`${what}.json`, bytes), what).toBeUndefined();
      const path = join(dir, `${what}.json`);
      writeFileSync(path, bytes);
      expect(plain(await readRecordsHere({ path }, template)), what).toEqual(await readWhole(`${what}.json`, bytes));
    }
  });

  it('says so when the file changes between its two reads, instead of giving records that do not match', () => {
    let reads = 0;
    const growing: ChunkSource = (take) => {
      reads += 1;
      take(encoded(JSON.stringify(Array.from({ length: reads === 1 ? 3 : 4 }, (_, i) => ({ name: `n${i}` })))));
    };
    expect(readJsonStreamed(growing, '“live.json”', template)).toEqual({ ok: false, messages: ['“live.json” changed while it was being read; run again once it is written'] });
  });

  it('names a missing file as before', async () => {
    expect(await readRecordsHere({ path: join(dir, 'gone.json') }, template)).toEqual({ ok: false, messages: ['cannot read the data file: no such file'] });
  });
});
