import { describe, expect, it } from 'vitest';
import { applyMapping, parseCsvRecords, parseJsonRecords } from '../../../src/cli/dataFile';

describe('reading records for the CLI', () => {
  it('numbers CSV rows by the line they start on, counting quoted line breaks and skipping blank lines', () => {
    const read = parseCsvRecords('\uFEFFname,city\nAda,London\n"Grace\nBrewster",New York\n\nAlan,Wilmslow\n');
    if (!read.ok) throw new Error(read.message);
    expect(read.columns).toEqual(['name', 'city']);
    expect(read.records.map((r) => r.name)).toEqual(['Ada', 'Grace\nBrewster', 'Alan']);
    expect([0, 1, 2].map(read.rowLabel)).toEqual(['line 2', 'line 3', 'line 6']);
  });

  it('reads semicolon CSV as Excel writes it in much of Europe, and Windows line ends', () => {
    const read = parseCsvRecords('name;total\r\nAda;1.234,50\r\n');
    if (!read.ok) throw new Error(read.message);
    expect(read.records).toEqual([{ name: 'Ada', total: '1.234,50' }]);
  });

  it('turns JSON values into the strings pdfme prints, and labels rows by index', () => {
    const read = parseJsonRecords('{"records": [{"n": 5, "ok": true, "rows": [["a", "b"]], "none": null}]}');
    if (!read.ok) throw new Error(read.message);
    expect(read.records[0]).toEqual({ n: '5', ok: 'true', rows: '[["a","b"]]', none: '' });
    expect(read.rowLabel(0)).toBe('records[0]');
  });

  it('says where JSON data is broken', () => {
    const read = parseJsonRecords('[\n  {"name": "Ada"},\n  {"name": "Alan" "city": "Wilmslow"}\n]');
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toMatch(/line 3, column 19/);
    const notList = parseJsonRecords('{"name": "Ada"}');
    expect(notList.ok).toBe(false);
  });

  it('applies the template’s saved column mapping and keeps the original column for --name', () => {
    expect(applyMapping([{ 'Invoice #': '7' }], { 'Invoice #': 'invoiceNo' })).toEqual([{ 'Invoice #': '7', invoiceNo: '7' }]);
  });
});
