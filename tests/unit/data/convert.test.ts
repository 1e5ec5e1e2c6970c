import { describe, expect, it } from 'vitest';
import { zipSync } from 'fflate';
import { convertRows, convertValue } from '../../../src/data/convert';
import { imagesFromZip } from '../../../src/data/imageFiles';
import type { FieldSchema, Template } from '../../../src/templates/types';
import { pngBytes, pngDataUrl } from './imageFixtures';

const field = (name: string, type: string, extra: Partial<FieldSchema> = {}): FieldSchema => ({ name, type, position: { x: 0, y: 0 }, width: 10, height: 10, ...extra });

describe('converting cells to what each field expects', () => {
  it('ticks a checkbox for yes, x, true and 1, and warns about anything else', () => {
    const box = field('vip', 'checkbox');
    for (const yes of ['yes', 'X', 'true', '1', 'Yes ', '✓']) expect(convertValue(box, yes).value).toBe('true');
    for (const no of ['', 'no', 'false', '0']) expect(convertValue(box, no)).toEqual({ value: 'false' });
    expect(convertValue(box, 'maybe').problem?.message).toBe('“maybe” is not yes/no; left unticked (use yes, x, true or 1 to tick)');
  });

  it('stores dates the way pdfme does (yyyy/MM/dd), reading day or month first from the field locale', () => {
    const us = field('due', 'date', { format: 'MM/dd/yyyy' });
    const de = field('due', 'date', { format: 'dd.MM.yyyy', locale: 'de' });
    expect(convertValue(us, '2025-01-31').value).toBe('2025/01/31');
    expect(convertValue(us, '03/04/2025').value).toBe('2025/03/04');
    expect(convertValue(de, '03.04.2025').value).toBe('2025/04/03');
    expect(convertValue(us, '31/01/2025').value).toBe('2025/01/31');
    expect(convertValue(us, '2025-02-30').problem?.message).toBe('“2025-02-30” is not a date (write it as 2025-01-31 or 01/31/2025)');
    expect(convertValue(field('at', 'dateTime'), '2025-01-31T14:05:00Z').value).toBe('2025/01/31 14:05');
    expect(convertValue(field('at', 'time'), '2:30 PM').value).toBe('14:30');
    // a spreadsheet serial day that lost its date format on export
    expect(convertValue(us, '45000').value).toBe('2023/03/15');
    expect(convertValue(field('at', 'dateTime'), '45000.5').value).toBe('2023/03/15 12:00');
    expect(convertValue(us, '2025').problem?.severity).toBe('error');
  });

  it('turns JSON or a|b;c|d text into table rows', () => {
    const table = field('items', 'table', { head: ['Item', 'Qty'] });
    expect(convertValue(table, 'Tea|2;Cake|1').value).toBe('[["Tea","2"],["Cake","1"]]');
    expect(convertValue(table, '[["Tea",2]]').value).toBe('[["Tea","2"]]');
    expect(convertValue(table, '[{"Qty":2,"Item":"Tea"}]').value).toBe('[["Tea","2"]]');
    expect(convertValue(table, 'Tea|2;Cake').problem?.message).toBe('table rows should have 2 cells (cells split by |, rows by ;)');
  });

  it('fills images from data URLs or from pictures dropped in a ZIP, matched by file name', () => {
    const images = imagesFromZip(zipSync({ 'photos/Ada.PNG': pngBytes(2, 2), 'notes.txt': new TextEncoder().encode('hi') }));
    const photo = field('photo', 'image');
    expect(convertValue(photo, 'ada.png', { images }).value).toMatch(/^data:image\/png;base64,/);
    expect(convertValue(photo, 'Ada', { images }).value).toMatch(/^data:image\/png;base64,/);
    expect(convertValue(photo, pngDataUrl(1, 1)).value).toBe(pngDataUrl(1, 1));
    expect(convertValue(photo, 'bob.jpg', { images }).problem?.message).toBe('picture “bob.jpg” was not found among the dropped pictures');
    expect(convertValue(photo, 'https://example.com/a.png').problem?.severity).toBe('error');
  });

  it('fills multi-variable text from a JSON object, a single variable from plain text, or else takes it as the whole text', () => {
    const greeting = field('greeting', 'multiVariableText', { text: 'Dear {name}', variables: ['name'] });
    expect(convertValue(greeting, '{"name":"Ada"}').value).toBe('{"name":"Ada"}');
    expect(convertValue(greeting, 'Ada').value).toBe('{"name":"Ada"}');
    const two = field('line', 'multiVariableText', { text: '{a} {b}', variables: ['a', 'b'] });
    // issue #17: one "Recipient name" column fills "{firstName} {lastName}" as its whole text, with no problem
    expect(convertValue(two, 'Ada Lovelace')).toEqual({ value: 'Ada Lovelace' });
    // a JSON object missing a variable: that variable prints empty (pdfme would print nothing at all), named
    const partial = convertValue(two, '{"a":"Ada"}');
    expect(JSON.parse(partial.value)).toEqual({ a: 'Ada', b: '' });
    expect(partial.problem).toEqual({ message: 'has no value for {b}; printed empty', severity: 'warning' });
    expect(convertValue(two, '{"a": "Ada"').problem?.message).toContain('is not valid JSON; printed as written');
  });

  it('builds multi-variable text from columns mapped to its variables', () => {
    const template: Template = {
      schemas: [[field('fullName', 'multiVariableText', { text: '{firstName} {lastName}', variables: ['firstName', 'lastName'] })]],
      basePdf: { width: 86, height: 54, padding: [0, 0, 0, 0] },
    };
    const { records } = convertRows(template, [{ First: 'Ada', Last: 'Lovelace' }], { First: 'fullName.firstName', Last: 'fullName.lastName' });
    expect(JSON.parse(records[0].fullName)).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    // a variable no column fills is present and empty, so the rest prints (pdfme prints nothing if one is missing)
    const one = convertRows(template, [{ First: 'Ada', Last: 'Lovelace' }], { First: 'fullName.firstName' });
    expect(JSON.parse(one.records[0].fullName)).toEqual({ firstName: 'Ada', lastName: '' });
  });

  it('matches a select option regardless of case, and flags a barcode a spreadsheet turned into 4.0E+12', () => {
    expect(convertValue(field('size', 'select', { options: ['Small', 'Large'] }), 'large').value).toBe('Large');
    expect(convertValue(field('ean', 'ean13'), '4.00638E+12').problem?.message).toContain('scientific notation');
  });

  it('maps and converts whole rows, placing each problem by row and field (the message names neither), and empties unmapped fields', () => {
    const template: Template = {
      schemas: [[field('name', 'text'), field('vip', 'checkbox'), field('since', 'date')]],
      basePdf: { width: 90, height: 60, padding: [0, 0, 0, 0] },
    };
    const { records, problems } = convertRows(
      template,
      [{ Name: 'Ada', VIP: 'x', Since: '2020-05-01' }, { Name: 'Bob', VIP: '', Since: 'soon' }],
      { VIP: 'vip', Since: 'since' },
    );
    // name has no column: empty, as pdfme would print it
    expect(records).toEqual([{ name: '', vip: 'true', since: '2020/05/01' }, { name: '', vip: 'false', since: 'soon' }]);
    expect(problems).toEqual([
      { path: ['records', 1, 'since'], message: '“soon” is not a date (write it as 2025-01-31 or 01/31/2025)', severity: 'error' },
    ]);
  });
});
