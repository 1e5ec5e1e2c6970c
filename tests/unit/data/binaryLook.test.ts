import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { binaryLook } from '../../../src/data/binaryLook';
import { parseDataFile } from '../../../src/data/dataFile';
import { fileErrors } from '../../../src/data/table';
import { pngBytes } from './imageFixtures';

describe('a data file that is not text (issue #17)', () => {
  it('is recognised by its magic number or by NUL and control bytes', () => {
    expect(binaryLook(pngBytes(4, 4))).toBe('a PNG image');
    expect(binaryLook(strToU8('%PDF-1.7\n'))).toBe('a PDF document');
    expect(binaryLook(zipSync({ 'xl/workbook.xml': strToU8('<workbook/>') }))).toBe('an Excel workbook (.xlsx)');
    expect(binaryLook(zipSync({ 'notes.txt': strToU8('a') }))).toBe('a ZIP archive');
    expect(binaryLook(new Uint8Array([0x1f, 0x8b, 0x08, 0, 0]))).toBe('a gzip archive');
    expect(binaryLook(strToU8('name\nA\u0000B\n'))).toBe('binary data (it holds NUL bytes)');
    const noisy = Uint8Array.from({ length: 300 }, (_, i) => (i * 37 + 11) % 255 + 1);
    expect(binaryLook(noisy)).toBe('binary data (it holds control bytes that text does not)');
  });

  it('lets text through: headers that begin like a signature, Windows-1252, UTF-16 with its mark, one stray control', () => {
    expect(binaryLook(strToU8('7z,GIF,Rar!,name\n1,2,3,4\n'))).toBeUndefined();
    expect(binaryLook(new Uint8Array([...strToU8('name;shop\nM'), 0xfc, ...strToU8('ller;Caf'), 0xe9, 0x0a]))).toBeUndefined();
    expect(binaryLook(new Uint8Array([0xff, 0xfe, 0x6e, 0, 0x0a, 0]))).toBeUndefined();
    expect(binaryLook(strToU8(`${'name,city\nAda,London\n'.repeat(20)}\u001a`))).toBeUndefined();
  });

  it('is refused by parseDataFile as a file error, while a workbook without a text name is still read as one', async () => {
    const png = await parseDataFile({ name: 'data.csv', bytes: pngBytes(4, 4) });
    expect(fileErrors(png).map((p) => p.message)).toEqual(['“data.csv” looks like a PNG image, not CSV text; choose the file that holds the records.']);
    expect(png.columns).toEqual([]);
    const unnamed = await parseDataFile({ name: 'export', bytes: zipSync({ 'xl/workbook.xml': strToU8('<workbook/>') }) });
    expect(unnamed.kind).toBe('xlsx');
  });
});
