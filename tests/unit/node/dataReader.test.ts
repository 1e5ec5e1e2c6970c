/**
 * `platen` reads its data file in a thread of its own (src/node/dataReader.ts): what comes back must be what the same
 * read gives in this thread — records, mapping, row labels, messages — with user-keyed objects on no prototype again,
 * the records packed (src/node/packedRecords.ts) and parsed back whole, whatever characters they hold.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readRecordsHere } from '../../../src/node/dataFile';
import { readRecords } from '../../../src/node/dataReader';
import { PackedRecords, packRecords, RECORDS_A_BLOCK } from '../../../src/node/packedRecords';
import type { DataRecord, RecordList, Template } from '../../../src/templates/types';

const listed = (records: RecordList): DataRecord[] => Array.from({ length: records.length }, (_, row) => records.at(row)!);

const dir = mkdtempSync(join(tmpdir(), 'platen-data-reader-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const field = (name: string) => ({ name, type: 'text', position: { x: 10, y: 10 }, width: 50, height: 10 });
const template = { basePdf: { width: 100, height: 50, padding: [0, 0, 0, 0] }, schemas: [[field('name'), field('constructor'), field('__proto__')]] } as unknown as Template;

describe('the data file, read in its own thread', () => {
  it('gives the same records, mapping and row labels as a read in this thread, keyed by the user on no prototype', async () => {
    const path = join(dir, 'people.json');
    writeFileSync(path, '[{"name":"Ada","constructor":"c1","__proto__":"p1"},"not a record",{"name":"Núñez","constructor":"c2","__proto__":"p2"}]');
    const there = await readRecords(path, template);
    const here = await readRecordsHere({ path: path }, template);
    expect(there.ok && here.ok).toBe(true);
    if (!there.ok || !here.ok) return;
    const records = listed(there.records);
    expect(records.map((record) => ({ ...record }))).toEqual(listed(new PackedRecords(here.records)).map((record) => ({ ...record })));
    expect(records.every((record) => Object.getPrototypeOf(record) === null)).toBe(true);
    expect(Object.hasOwn(records[1], '__proto__') && records[1]['__proto__']).toBe('p2');
    expect(records[0].constructor).toBe('c1');
    expect(there.records.at(2)).toBeUndefined();
    expect(Object.getPrototypeOf(there.mapping)).toBeNull();
    expect({ ...there.mapping }).toEqual({ ...here.mapping });
    expect([0, 1].map(there.rowLabel)).toEqual([0, 1].map(here.rowLabel));
    expect(there.rowLabel(1)).toBe('records[2]'); // the file's own index: item 2 was skipped
    expect(there.warnings).toEqual(here.warnings);
  });

  it('packs records with any characters and gives each back whole, by index', () => {
    const records: DataRecord[] = [
      { name: 'Ada', note: 'line one\nline "two"' },
      {},
      { name: '山田 太郎', emoji: '🧾 €', lone: 'a\ud800b', tab: '\t\u0000' },
      { ['__proto__']: 'p', constructor: 'c' },
    ];
    const pack = packRecords(records);
    expect(pack.ends.length).toBe(4);
    expect(pack.blocks.length).toBe(pack.blockEnds[0]); // exact: no slack left in the buffer
    const packed = new PackedRecords(pack);
    expect(packed.length).toBe(4);
    const back = listed(packed);
    // Even the lone surrogate, which UTF-8 cannot hold: JSON.stringify writes it as an escape.
    expect(back.map((record) => ({ ...record }))).toEqual(records.map((record) => ({ ...record })));
    expect(Object.hasOwn(back[3], '__proto__')).toBe(true);
    expect([packed.at(-1), packed.at(4), packed.at(1.5)]).toEqual([undefined, undefined, undefined]);
    expect(packed.at(0)).not.toBe(packed.at(0)); // a fresh object each time: a batch may change what it is handed
  });

  it('gives each of many blocks’ records back, asked in any order, the pack several times smaller than its JSON', () => {
    const records: DataRecord[] = Array.from({ length: RECORDS_A_BLOCK * 3 + 7 }, (_, i) => ({
      invoiceNumber: `INV-${String(i).padStart(6, '0')}`,
      customer: i % 2 ? 'Northwind Office Supply' : 'Contoso Lt\u00e9e',
      items: JSON.stringify([['Binder clips', String(i % 9), '2.50']]),
    }));
    const pack = packRecords(records);
    expect(pack.blockEnds.length).toBe(4);
    const json = Buffer.byteLength(records.map((record) => JSON.stringify(record)).join(''));
    expect(pack.blocks.length * 3).toBeLessThan(json);
    const packed = new PackedRecords(pack);
    // Last block first, then back and forth across the blocks' edges, as retries and two workers' runs ask.
    const order = [records.length - 1, 0, RECORDS_A_BLOCK, RECORDS_A_BLOCK - 1, RECORDS_A_BLOCK * 2 + 3, 1, ...records.keys()];
    for (const index of order) expect({ ...packed.at(index) }).toEqual(records[index]);
    expect(packed.at(records.length)).toBeUndefined();
  });

  it('says why a file cannot be read, as before', async () => {
    expect(await readRecords(join(dir, 'missing.csv'), template)).toEqual({ ok: false, messages: ['cannot read the data file: no such file'] });
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '[{"name": ');
    const read = await readRecords(bad, template);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.messages.join(' ')).toContain('is not valid JSON');
  });
});
