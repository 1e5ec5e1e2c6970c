/** The look at JSON text before parsing (src/templates/jsonScan.ts): depth and the records array's length. */
import { describe, expect, it } from 'vitest';
import { scanJson } from '../../../src/templates/jsonScan';

const records = (text: string, limit: number, keys?: string[]) => scanJson(text, { depth: 64, records: limit, recordKeys: keys ? new Set(keys) : undefined });

describe('scanJson', () => {
  it('counts the records of a root array and of the array under a key of the root object', () => {
    expect(records('[{},{},{}]', 3)).toBeNull();
    expect(records('[{},{},{},{}]', 3)).toMatchObject({ kind: 'tooManyRecords', limit: 3 });
    expect(records(' [ ] ', 0)).toBeNull();
    expect(records('[{}]', 0)).toMatchObject({ kind: 'tooManyRecords', limit: 0 });
    expect(records('{"data": [1, 2, 3]}', 2)).toMatchObject({ kind: 'tooManyRecords', key: 'data' });
    expect(records('{"template": {"schemas": [[1], [2], [3]]}, "records": [{}, {}]}', 2, ['records'])).toBeNull();
    expect(records('{"template": {"schemas": [[1], [2], [3]]}, "records": [{}, {}, {}]}', 2, ['records'])).toMatchObject({ kind: 'tooManyRecords', key: 'records' });
  });

  it('does not count commas inside records, strings or other keys’ arrays', () => {
    expect(records('[{"a": [1, 2, 3], "b": "x, y, z"}, {"c": "],[,{"}]', 2)).toBeNull();
    expect(records('{"other": [1, 2, 3, 4], "records": [1]}', 2, ['records'])).toBeNull();
    expect(records('{"a\\"b": [1, 2, 3], "records": ["\\"", ","]}', 2, ['records'])).toBeNull();
    expect(records('{"records\\\\": [1, 2, 3]}', 2, ['records'])).toBeNull();
  });

  it('finds nesting past the limit, and where', () => {
    expect(scanJson('[[[]]]', { depth: 3 })).toBeNull();
    expect(scanJson('[[[[]]]]', { depth: 3 })).toEqual({ kind: 'tooDeep', offset: 3, limit: 3 });
    expect(scanJson('["[[[[", {"a": "{{{{"}]', { depth: 2 })).toBeNull();
  });
});
