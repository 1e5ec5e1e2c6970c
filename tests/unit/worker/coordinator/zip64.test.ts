/**
 * ZIP64: where a count, size or offset outgrows its classic field, Info-ZIP `unzip` must still list, test and extract
 * every entry. A real 4 GB archive is too big for a test, so the writer's field limits are lowered to force the ZIP64
 * layout on small files; the entry count is also crossed for real (70,000 entries).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ZipWriter } from '../../../../src/worker/coordinator/zipWriter';
import type { ZipFieldLimits } from '../../../../src/worker/coordinator/zipRecords';

const UTF8 = { ...process.env, LC_ALL: 'C.UTF-8' };

function writeZip(entries: [string, Uint8Array][], limits?: ZipFieldLimits): string {
  const chunks: Uint8Array[] = [];
  const zip = new ZipWriter((chunk) => chunks.push(chunk), limits);
  for (const [name, bytes] of entries) zip.add(name, bytes);
  zip.finish();
  const file = join(mkdtempSync(join(tmpdir(), 'platen-zip64-')), 'out.zip');
  writeFileSync(file, Buffer.concat(chunks));
  return file;
}

const pdfOf = (i: number, length: number) => new TextEncoder().encode(`%PDF-1.7 file ${i} `.padEnd(length, '.'));

describe('ZIP64', () => {
  it('sizes, offsets and the count past their fields: unzip tests, lists and extracts every entry', () => {
    const entries: [string, Uint8Array][] = Array.from({ length: 6 }, (_, i) => [i === 2 ? `Núñez ${i}.pdf` : `record-${i + 1}.pdf`, pdfOf(i, 150 + i)]);
    // Every entry of 150+ bytes is "too big" and every offset past the first is "too far"; 6 entries are "too many".
    const file = writeZip(entries, { entries: 3, bytes: 100 });

    expect(execFileSync('unzip', ['-t', file], { env: UTF8, encoding: 'utf8' })).toContain('No errors detected');
    expect(execFileSync('unzip', ['-Z1', file], { env: UTF8, encoding: 'utf8' }).split('\n').filter(Boolean)).toEqual(entries.map(([name]) => name));
    const verbose = execFileSync('unzip', ['-Z', '-v', file], { env: UTF8, encoding: 'utf8' });
    expect(verbose).toMatch(/zip64/i);
    const out = mkdtempSync(join(tmpdir(), 'platen-unzip64-'));
    execFileSync('unzip', ['-q', '-o', file, '-d', out], { env: UTF8 });
    for (const [name, bytes] of entries) expect(new Uint8Array(readFileSync(join(out, name)))).toEqual(bytes);
  });

  it('stays classic (version 2.0, no ZIP64 records) while everything fits', () => {
    const file = writeZip([['a.pdf', pdfOf(1, 40)]]);
    const bytes = readFileSync(file);
    expect(bytes.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(false);
    expect(execFileSync('unzip', ['-Z', '-l', file], { env: UTF8, encoding: 'utf8' })).toMatch(/-rw-r--r--\s+2\.0 unx/);
  });

  it('70,000 entries, more than a 16-bit count holds: all listed, none wrapped around', () => {
    const entries: [string, Uint8Array][] = Array.from({ length: 70_000 }, (_, i) => [`r${i + 1}.pdf`, pdfOf(i, 24)]);
    const file = writeZip(entries);
    const listed = execFileSync('unzip', ['-Z1', file], { env: UTF8, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).split('\n').filter(Boolean);
    expect(listed).toHaveLength(70_000);
    expect(listed[69_999]).toBe('r70000.pdf');
    expect(execFileSync('unzip', ['-tq', file], { env: UTF8, encoding: 'utf8' })).toContain('No errors detected');
    // The classic end record says "see ZIP64" rather than 70,000 mod 65,536.
    const bytes = readFileSync(file);
    const end = bytes.subarray(bytes.length - 22);
    expect(end.readUInt16LE(10)).toBe(0xffff);
    expect(bytes.includes(Buffer.from([0x50, 0x4b, 0x06, 0x07]))).toBe(true);
  });
});
