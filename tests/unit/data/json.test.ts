import { describe, expect, it } from 'vitest';
import { parseJsonText } from '../../../src/data/json';

describe('importing JSON', () => {
  it('takes an array of records, flattening nested objects and keeping arrays as JSON for tables', () => {
    const table = parseJsonText(JSON.stringify([
      { id: 1, name: 'Ada', address: { city: 'London' }, items: [['Tea', '2']] },
      { id: 2, name: 'Bob', vip: true },
    ]));
    expect(table.columns).toEqual(['id', 'name', 'address', 'address.city', 'items', 'vip']);
    expect(table.rows[0]).toMatchObject({ id: '1', 'address.city': 'London', items: '[["Tea","2"]]', vip: '' });
    expect(table.rows[0].address).toBe('{"city":"London"}');
    expect(table.rows[1]).toMatchObject({ name: 'Bob', vip: 'true', 'address.city': '' });
    expect(table.problems).toEqual([]);
  });

  it('finds the one array inside a wrapper object', () => {
    expect(parseJsonText('{"records":[{"a":1}],"count":1}').rows).toEqual([{ a: '1' }]);
  });

  it('explains what is wrong when it is not an array', () => {
    expect(parseJsonText('{"name":"Ada"}').problems[0].message).toBe(
      'The JSON file holds an object; expected an array of records like [{"name": "Ada", "id": 1}, …].',
    );
    expect(parseJsonText('42').problems[0].message).toContain('holds a number');
    expect(parseJsonText('[1,').problems[0].message).toMatch(/^The JSON file is not valid JSON: /);
  });

  it('skips items that are not records, naming each as every surface names a JSON record: records[i] (issue #17)', () => {
    const table = parseJsonText('[{"a":"x"}, 3, ["y"], null]');
    expect(table.rows).toEqual([{ a: 'x' }]);
    expect(table.problems.map((p) => p.message)).toEqual([
      'The JSON file, records[1] is number 3, not a record ({"field": value}); skipped',
      'The JSON file, records[2] is an array, not a record ({"field": value}); skipped',
      'The JSON file, records[3] is null, not a record ({"field": value}); skipped',
    ]);
  });
});
