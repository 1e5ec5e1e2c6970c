/** Names users choose that are also Object.prototype's: each is an ordinary key everywhere data is keyed by user text. */
import { describe, expect, it } from 'vitest';
import { convertRows } from '../../../src/data/convert';
import { parseCsvText } from '../../../src/data/csv';
import { parseJsonText } from '../../../src/data/json';
import { autoMapping } from '../../../src/data/mapping';
import type { Template } from '../../../src/templates/types';
import { fileNamesFor } from '../../../src/worker/coordinator/fileNames';
import { coerceRecord } from '../../../src/worker/engine/coerce';

const NAMES = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];
const field = (name: string, y: number) => ({ name, type: 'text', position: { x: 0, y }, width: 50, height: 5 });
const template = { basePdf: { width: 100, height: 100, padding: [0, 0, 0, 0] }, schemas: [NAMES.map(field)] } as unknown as Template;

describe('keys that Object.prototype also has', () => {
  it('CSV columns map to the fields of the same name and convert to their own values', () => {
    const table = parseCsvText(`${NAMES.join(',')}\n${NAMES.map((n) => `v-${n}`).join(',')}\n`);
    expect(table.columns).toEqual(NAMES);
    const mapping = autoMapping(table.columns, NAMES);
    expect(Object.entries(mapping)).toEqual(NAMES.map((n) => [n, n]));
    const { records } = convertRows(template, table.rows, mapping);
    for (const name of NAMES) expect(Object.getOwnPropertyDescriptor(records[0], name)?.value).toBe(`v-${name}`);
  });

  it('a saved mapping is not read from the prototype: an unsaved "constructor" column is matched by name', () => {
    expect(autoMapping(['constructor'], ['constructor'], {})).toEqual(Object.assign(Object.create(null), { constructor: 'constructor' }));
  });

  it('JSON keys, including "__proto__", become columns and never a prototype', () => {
    const table = parseJsonText('[{"__proto__": {"name": "polluted"}, "constructor": "c"}]');
    expect(table.columns).toContain('__proto__');
    expect(table.columns).toContain('__proto__.name');
    expect(table.columns).toContain('constructor');
    expect(Object.getPrototypeOf(table.rows[0])).toBeNull();
  });

  it('coerced records and --name patterns use only the record\'s own values', () => {
    const record = coerceRecord(JSON.parse('{"__proto__": "Pat", "constructor": 7}'));
    expect(Object.keys(record)).toEqual(['__proto__', 'constructor']);
    expect(fileNamesFor('{__proto__}-{constructor}-{toString}.pdf', [record], [0]).get(0)).toBe('Pat-7-.pdf');
    expect(fileNamesFor('{toString}{valueOf}.pdf', [{}], [0]).get(0)).toBe('record.pdf');
  });
});
