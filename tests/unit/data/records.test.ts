import { describe, expect, it } from 'vitest';
import { parseCsvText, parsePastedText } from '../../../src/data/csv';
import { dataFields } from '../../../src/data/fields';
import { parseJsonText } from '../../../src/data/json';
import {
  mappingInEffect,
  recordListFromTable,
  recordSource,
  recordsFromTable,
  rowLabelFor,
  sampleRecord,
  sentenceCase,
  unfilledFields,
  withEdits,
} from '../../../src/data/records';
import type { Template } from '../../../src/templates/types';

const template: Template = {
  basePdf: { width: 100, height: 50, padding: [0, 0, 0, 0] },
  schemas: [[
    { name: 'firstName', type: 'text', position: { x: 0, y: 0 }, width: 50, height: 10, content: 'Sample name' },
    { name: 'city', type: 'text', position: { x: 0, y: 10 }, width: 50, height: 10 },
    { name: 'since', type: 'date', position: { x: 0, y: 20 }, width: 50, height: 10 },
    { name: 'logo', type: 'image', position: { x: 60, y: 0 }, width: 20, height: 20, readOnly: true, content: '' },
  ]],
};
const fields = dataFields(template);

describe('row labels', () => {
  it('names a CSV row by the line it starts on, quoted line breaks and blank lines counted', () => {
    const label = rowLabelFor(parseCsvText('First Name,City\nAda,London\n"Grace\nBrewster",New York\n\nAlan,Wilmslow\n'));
    expect([0, 1, 2].map(label)).toEqual(['line 2', 'line 3', 'line 6']);
  });

  it('names a JSON record by its array index, a pasted row by its line, and the sample as record 1', () => {
    expect(rowLabelFor(parseJsonText('[{"a": 1}, {"a": 2}]'))(1)).toBe('records[1]');
    expect(rowLabelFor(parsePastedText('a\tb\n1\t2\n'))(0)).toBe('line 2');
    expect(rowLabelFor({ kind: 'xlsx', rowNumbers: [3, 9], rowUnit: 'row' })(1)).toBe('row 9');
    expect(rowLabelFor(null)(0)).toBe('record 1');
  });

  it('opens a sentence with a capital, but leaves an array index as code writes it', () => {
    expect(sentenceCase('line 42')).toBe('Line 42');
    expect(sentenceCase('record 1')).toBe('Record 1');
    expect(sentenceCase('records[41]')).toBe('records[41]');
  });
});

describe('the mapping in effect', () => {
  it('keeps saved choices that still fit, matches the rest by name, and names the fields left without a column', () => {
    const mapping = mappingInEffect(['First Name', 'Town', 'Gone'], fields, { Town: 'city', Gone: 'nothing' });
    expect(mapping).toEqual({ Town: 'city', 'First Name': 'firstName' });
    expect(unfilledFields(fields, mapping)).toEqual(['since']);
  });

  it('counts a multi-variable text as filled when one of its variables has a column', () => {
    const badge = dataFields({
      basePdf: { width: 86, height: 54, padding: [0, 0, 0, 0] },
      schemas: [[{ name: 'fullName', type: 'multiVariableText', text: '{firstName} {lastName}', variables: ['firstName', 'lastName'], position: { x: 0, y: 0 }, width: 80, height: 10 }]],
    });
    const mapping = mappingInEffect(['First name'], badge);
    expect(mapping).toEqual({ 'First name': 'fullName.firstName' });
    expect(unfilledFields(badge, mapping)).toEqual([]);
  });
});

describe('records from a table', () => {
  const table = parseCsvText('firstName,since\nAda,2020-05-01\nBob,soon\n');
  const mapping = mappingInEffect(table.columns, fields);

  it('converts one row on demand, the same as all rows at once', () => {
    const source = recordSource(fields, table, mapping);
    expect(source.count).toBe(2);
    expect(source.at(0)).toEqual({ firstName: 'Ada', city: '', since: '2020/05/01' });
    expect(source.at(2)).toBeUndefined();
    const all = source.all();
    expect(all.records).toEqual([source.at(0), source.at(1)]);
    expect(all.problems.map((problem) => [problem.path, problem.severity])).toEqual([[['records', 1, 'since'], 'error']]);
  });

  it('with no data, the one record is each field’s sample content', () => {
    expect(sampleRecord(fields)).toEqual({ firstName: 'Sample name', city: '', since: '' });
    const source = recordSource(fields, null, {});
    expect(source.count).toBe(1);
    expect(source.all().records).toEqual([source.at(0)]);
  });

  it('lays form edits over the converted records', () => {
    const edited = withEdits(recordSource(fields, table, mapping), { 1: { since: '2021/01/01' } });
    expect(edited.at(1)).toMatchObject({ firstName: 'Bob', since: '2021/01/01' });
    expect(edited.all().records[0]).toMatchObject({ since: '2020/05/01' });
  });

  it('reads a file for rendering: raw columns ride along, failed conversions become row errors with their place', () => {
    const read = recordsFromTable(parseCsvText('First Name,Town,since,id\nAda,London,2020-05-01,7\nBob,Paris,soon,8\n'), { ...template, platen: { mapping: { Town: 'city' } } });
    if (!read.ok) throw new Error(read.messages.join());
    expect(read.records[1]).toMatchObject({ firstName: 'Bob', city: 'Paris', since: 'soon', id: '8' });
    expect(read.unfilledFields).toEqual([]);
    expect(read.rowLabel(1)).toBe('line 3');
    expect(read.rowErrors).toEqual([{ row: 1, field: 'since', message: '“soon” is not a date (write it as 2025-01-31 or 01/31/2025)' }]);
  });

  it('finds every row’s problem and record across the blocks it converts in, in the rows of the file', () => {
    // 700 rows: the CLI's read converts a few hundred rows at a time, and rows past the first block keep their own
    // numbers; the service's read converts them all at once: both give the same records, errors and places
    const lines = Array.from({ length: 700 }, (_, i) => `Name ${i},Town ${i},${[3, 255, 256, 511, 699].includes(i) ? `never ${i}` : '2020-05-01'}`);
    const csv = `First Name,city,since\n${lines.join('\n')}\n`;
    const list = recordListFromTable(parseCsvText(csv), template);
    const whole = recordsFromTable(parseCsvText(csv), template);
    if (!list.ok || !whole.ok) throw new Error('unread');
    for (const read of [list, whole]) {
      expect(read.rowErrors.map((error) => [error.row, error.message])).toEqual(
        [3, 255, 256, 511, 699].map((row) => [row, `“never ${row}” is not a date (write it as 2025-01-31 or 01/31/2025)`]),
      );
      expect(read.rowLabel(699)).toBe('line 701');
      expect(read.warnings).toEqual(whole.warnings);
    }
    // each record as the whole-table conversion makes it, whichever row is asked for first
    for (const row of [699, 0, 256, 255, 511, 3, 512]) expect(list.records.at(row)).toEqual(whole.records[row]);
    expect(Array.from({ length: 700 }, (_, row) => list.records.at(row)?.city)).toEqual(lines.map((_, i) => `Town ${i}`));
    expect(list.records.at(700)).toBeUndefined();
  });

  it('refuses a file without records, with the file’s own reason when it has one', () => {
    expect(recordsFromTable(parseCsvText('firstName\n'), template)).toEqual({ ok: false, messages: ['the file has no records'] });
    const broken = recordsFromTable(parseJsonText('{"a": 1'), template);
    expect(broken.ok === false && broken.messages[0]).toMatch(/not valid JSON/);
  });
});
