import { describe, expect, it } from 'vitest';
import { parseCsvBytes, parseCsvText, parsePastedText } from '../../../src/data/csv';
import { parseDataFile } from '../../../src/data/dataFile';
import { fileErrors } from '../../../src/data/table';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('importing CSV', () => {
  it.each([
    [',', 'name,city\nAda,London\nBob,Paris\n'],
    [';', 'name;city\nAda;London\nBob;Paris\n'],
    ['tab', 'name\tcity\nAda\tLondon\nBob\tParis\n'],
    ['|', 'name|city\nAda|London\nBob|Paris\n'],
  ])('guesses the %s delimiter', (_, text) => {
    const table = parseCsvText(text);
    expect(table.columns).toEqual(['name', 'city']);
    expect(table.rows).toEqual([{ name: 'Ada', city: 'London' }, { name: 'Bob', city: 'Paris' }]);
    expect(table.problems).toEqual([]);
  });

  it('keeps quoted commas, doubled quotes and line breaks inside a field, and names rows by their line', () => {
    const table = parseCsvText('name,address\n"Lovelace, Ada","12 ""Old"" St\nLondon"\nBob,Paris\n');
    expect(table.rows[0]).toEqual({ name: 'Lovelace, Ada', address: '12 "Old" St\nLondon' });
    expect(table.rowNumbers).toEqual([2, 4]);
  });

  it('drops a UTF-8 byte order mark so the first header is clean', () => {
    const table = parseCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('name,id\nZoë,1\n')]));
    expect(table.columns).toEqual(['name', 'id']);
    expect(table.rows[0].name).toBe('Zoë');
    expect(table.encoding).toBe('UTF-8');
  });

  it('reads a Windows-1252 file (Excel "CSV") and says so instead of mangling it', () => {
    // "Müller;Café" in windows-1252: ü = 0xFC, é = 0xE9
    const latin = new Uint8Array([...bytes('name;shop\nM'), 0xfc, ...bytes('ller;Caf'), 0xe9, 0x0a]);
    const table = parseCsvBytes(latin, { fileName: '“people.csv”' });
    expect(table.rows[0]).toEqual({ name: 'Müller', shop: 'Café' });
    expect(table.encoding).toBe('windows-1252');
    expect(table.problems).toHaveLength(1);
    expect(table.problems[0].severity).toBe('warning');
    expect(table.problems[0].message).toContain('“people.csv” is not valid UTF-8 (first bad byte on line 2); read as Windows-1252');
  });

  it('warns about ragged rows, naming the line and the columns', () => {
    const table = parseCsvText('a,b,c\n1,2,3\n4,5\n\n6,7,8,9\n', { fileName: 'data.csv' });
    expect(table.rows[1]).toEqual({ a: '4', b: '5', c: '' });
    expect(table.rows[2]).toEqual({ a: '6', b: '7', c: '8' });
    expect(table.problems.map((p) => [p.path, p.message])).toEqual([
      [['rows', 1, 'c'], 'data.csv, line 3 has 2 cells but the header has 3; “c” left empty'],
      [['rows', 2, 'c'], 'data.csv, line 5 has 4 cells but the header has 3; extra “9” ignored'],
    ]);
  });

  it('renames empty and duplicate headers with a warning', () => {
    const table = parseCsvText('name,,email,Email\nAda,x,a@x,b@x\n');
    expect(table.columns).toEqual(['name', 'column 2', 'email', 'Email (2)']);
    expect(table.problems.map((p) => p.message)).toEqual([
      'The file, line 1, column 2 has no header; it is called “column 2”',
      'The file, line 1, column 4: header “Email” appears twice; this one is called “Email (2)”',
    ]);
  });

  it('says an empty file is empty', async () => {
    expect(parseCsvText('').problems[0]).toMatchObject({ severity: 'error', message: 'The file is empty: no header row and no data.' });
    const table = await parseDataFile({ name: 'blank.csv', bytes: new Uint8Array() });
    expect(table.problems[0].message).toBe('“blank.csv” is empty: no header row and no data.');
    expect(parseCsvText('name,id\n').problems[0].message).toBe('The file has a header row but no data rows.');
  });

  it('makes an unclosed quote that merged rows a file error at the line where it opened (issue #17)', () => {
    const table = parseCsvText('name,note\nAda,"never closed\nBob,ok\n');
    expect(fileErrors(table)).toEqual([
      { path: ['rows'], message: 'The file, line 2: a quote opened here is never closed, so lines 2–3 ran into one cell; close it, or write a quote inside a field as ""', severity: 'error' },
    ]);
    // The quote opened on the row's second line: the line named is the quote's, not the row's.
    const later = parseCsvText('name,note\n"Ada","two\nlines",x\nBob,"open\nCat,c\n');
    expect(fileErrors(later).map((p) => p.message)).toEqual([expect.stringContaining('line 4: a quote opened here is never closed, so lines 4–5 ran into one cell')]);
  });

  it('keeps a stray quote that crossed no line break a warning on its row: the other rows are as written', () => {
    const table = parseCsvText('name,note\nAda,x\n"Bob" Smith,y\n');
    expect(fileErrors(table)).toEqual([]);
    expect(table.rows).toHaveLength(2);
  });

  it('takes cells pasted from a spreadsheet (tab-separated)', () => {
    const table = parsePastedText('First name\tLast name\r\nAda\tLovelace\r\nAlan\tTuring');
    expect(table.kind).toBe('paste');
    expect(table.rows).toEqual([{ 'First name': 'Ada', 'Last name': 'Lovelace' }, { 'First name': 'Alan', 'Last name': 'Turing' }]);
  });

  it('parses 100,000 rows', () => {
    const lines = ['id,firstName,lastName,email,ean'];
    for (let i = 0; i < 100_000; i++) lines.push(`${i},First${i},"Last, ${i}",user${i}@example.com,4006381333931`);
    const started = performance.now();
    const table = parseCsvBytes(bytes(lines.join('\n')));
    const ms = performance.now() - started;
    console.info(`100,000 CSV rows parsed in ${Math.round(ms)} ms`);
    expect(table.rows).toHaveLength(100_000);
    expect(table.rows[99_999]).toEqual({ id: '99999', firstName: 'First99999', lastName: 'Last, 99999', email: 'user99999@example.com', ean: '4006381333931' });
    expect(table.rowNumbers[99_999]).toBe(100_001);
    expect(table.problems).toEqual([]);
  });
});
