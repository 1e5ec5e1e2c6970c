/**
 * `platen` reads a CSV file in two passes over its text (src/node/streamedCsv.ts) instead of into one table: what it
 * gives must be what the table reader gives — records, columns, mapping, line labels, warnings, row errors, refusals —
 * for CSV as people write it and break it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDataFile } from '../../../src/data/dataFile';
import { recordListFromTable } from '../../../src/data/records';
import type { ReadLimits } from '../../../src/data/readLimits';
import { readRecordsHere } from '../../../src/node/dataFile';
import type { Template } from '../../../src/templates/types';
import { plain } from './plainRead';

const dir = mkdtempSync(join(tmpdir(), 'platen-streamed-csv-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const field = (name: string, type = 'text') => ({ name, type, position: { x: 10, y: 10 }, width: 50, height: 10 });
const template = {
  basePdf: { width: 100, height: 50, padding: [0, 0, 0, 0] },
  schemas: [[field('name'), field('since', 'date'), field('city'), field('constructor')]],
} as unknown as Template;

/** `platen`'s read of the file against the table reader's of the same bytes. */
async function bothReads(name: string, bytes: Uint8Array | string, limits?: ReadLimits) {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  const table = plain(recordListFromTable(await parseDataFile({ name, bytes: data, limits }), template));
  const streamed = plain(await readRecordsHere({ path }, template, { limits }));
  return { streamed, table };
}

const files: [string, string | Uint8Array][] = [
  ['plain.csv', 'name,since,city\nAda,2020-01-31,London\nGrace,soon,New York\n'],
  ['quoted.csv', '\uFEFFName,Since,City,Note\r\n"Lovelace, Ada",2020-01-31,"Lon\r\ndon","She said ""hi"""\r\n\r\n\r\nGrace,01/31/2020,NYC,x\r\n'],
  ['ragged.csv', 'name,city,constructor\nAda\nGrace,NYC,c,extra,more\nAlan,,,\n'],
  ['headers.csv', 'name,,name,City\nAda,x,Ada2,London\n'],
  ['semicolons.csv', 'name;city\nNúñez;Málaga\n山田;東京\n'],
  ['tabs.tsv', 'name\tcity\nAda\tLondon\n'],
  ['quote-last-line.csv', 'name,city\nAda,London\nGrace,"New York\n'],
  ['merged-rows.csv', 'name,city\nAda,"London\nGrace,NYC\nAlan,Wilmslow\n'],
  ['stray-quote.csv', 'name,city\nAda,Lon"don\nGrace,"N"YC\n'],
  ['mixed.csv', 'name,city\nAda\nGrace,"N"YC"\nAlan,x,y\n'],
  ['header-only.csv', 'name,city\n'],
  ['blank.csv', '\n\n\n'],
  ['empty.csv', ''],
  ['windows-1252.csv', new Uint8Array([...new TextEncoder().encode('name,city\nM'), 0xfc, ...new TextEncoder().encode('ller,K'), 0xf6, ...new TextEncoder().encode('ln\n')])],
  ['utf-16.csv', new Uint8Array([0xff, 0xfe, ...[...'name,city\nAda,London\n'].flatMap((c) => [c.charCodeAt(0), 0])])],
];

describe('a CSV file read in two passes', () => {
  it('gives what the table reader gives, for CSV as people write it and break it', async () => {
    for (const [name, bytes] of files) {
      const { streamed, table } = await bothReads(name, bytes);
      expect(streamed, name).toEqual(table);
    }
    // What the comparison covers is there to compare.
    const quoted = (await bothReads('quoted.csv', files[1][1])).streamed;
    expect(quoted.ok && quoted.labels).toEqual(['line 2', 'line 6']); // the quoted cell's line break and the two blank lines counted
    expect(quoted.ok && quoted.records[0].name).toBe('Lovelace, Ada');
    const ragged = (await bothReads('ragged.csv', files[2][1])).streamed;
    expect(ragged.ok && ragged.warnings.length).toBeGreaterThanOrEqual(2);
    const merged = (await bothReads('merged-rows.csv', files[7][1])).streamed;
    expect(merged.ok).toBe(false);
  });

  it('gives the same records across many blocks, a conversion problem on a far line named by that line', async () => {
    const lines = ['name,since,city,items'];
    for (let i = 0; i < 2_000; i += 1) lines.push(`"Customer ${i}, Ltd",${i === 1_500 ? 'never' : '2024-02-03'},"City\n${i}","[[""a"",""${i}""]]"`);
    const { streamed, table } = await bothReads('many.csv', `${lines.join('\n')}\n`);
    expect(streamed).toEqual(table);
    expect(streamed.ok && streamed.records.length).toBe(2_000);
    expect(streamed.ok && streamed.rowErrors.map((error) => streamed.labels[error.row])).toEqual(['line 3002']);
  });

  it('refuses a file over the record limit with the table reader’s sentence', async () => {
    const csv = `name\n${Array.from({ length: 12 }, (_, i) => `n${i}`).join('\n')}\n`;
    const { streamed, table } = await bothReads('big.csv', csv, { records: 10 });
    expect(streamed).toEqual(table);
    expect(streamed).toEqual({ ok: false, overLimit: true, messages: [expect.stringContaining('holds more than 10 records')] });
  });
});
