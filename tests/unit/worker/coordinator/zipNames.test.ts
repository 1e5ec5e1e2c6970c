/** ZIP entry names come back from Info-ZIP `unzip` (what most Linux machines have) exactly as they were written. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crc32 } from '../../../../src/worker/coordinator/crc32';
import { unicodePathField } from '../../../../src/worker/coordinator/unicodePathField';
import { ZipWriter } from '../../../../src/worker/coordinator/zipWriter';

const NAMES = ['label-Noah Núñez.pdf', 'François Müller.pdf', 'Łukasz Żółć.pdf', 'Ελένη Παπαδοπούλου.pdf',
  'Дмитрий Иванов.pdf', '山田太郎.pdf', '김민준.pdf', 'Nguyễn Văn An.pdf', 'plain-ascii.pdf'];

function writeZip(): string {
  const chunks: Uint8Array[] = [];
  const zip = new ZipWriter((chunk) => chunks.push(chunk));
  NAMES.forEach((name, i) => zip.add(name, new TextEncoder().encode(`%PDF-1.7 file ${i}`)));
  zip.finish();
  const dir = mkdtempSync(join(tmpdir(), 'platen-zip-'));
  const file = join(dir, 'out.zip');
  writeFileSync(file, Buffer.concat(chunks));
  return file;
}

// unzip decides how to read names from the entry's "made by" system and the locale, so the locale is fixed here.
const UTF8 = { ...process.env, LC_ALL: 'C.UTF-8' };

describe('ZIP entry names', () => {
  it('are listed by Info-ZIP unzip as written', () => {
    const listed = execFileSync('unzip', ['-Z1', writeZip()], { env: UTF8, encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(listed).toEqual(NAMES);
  });

  it('are extracted by Info-ZIP unzip under their own names, with their contents', () => {
    const zip = writeZip();
    const out = mkdtempSync(join(tmpdir(), 'platen-unzip-'));
    execFileSync('unzip', ['-q', '-o', zip, '-d', out], { env: UTF8 });
    expect(readdirSync(out).sort()).toEqual([...NAMES].sort());
    expect(readFileSync(join(out, '山田太郎.pdf'), 'utf8')).toBe('%PDF-1.7 file 5');
  });

  it('are marked as made on Unix, as regular files readable by all', () => {
    const verbose = execFileSync('unzip', ['-Z', '-l', writeZip()], { env: UTF8, encoding: 'utf8' });
    const entries = verbose.split('\n').filter((line) => line.endsWith('.pdf'));
    expect(entries).toHaveLength(NAMES.length);
    for (const line of entries) expect(line).toMatch(/^-rw-r--r--\s+2\.0 unx/);
  });
});

describe('the Info-ZIP Unicode Path field', () => {
  it('carries a name that is not plain ASCII, with the CRC-32 of the header name', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926); // the standard check value
    const field = unicodePathField('山田太郎.pdf')!;
    expect(field[0]).toBe(1);
    expect(new DataView(field.buffer).getUint32(1, true)).toBe(crc32(new TextEncoder().encode('山田太郎.pdf')));
    expect(new TextDecoder().decode(field.subarray(5))).toBe('山田太郎.pdf');
    expect(unicodePathField('plain-ascii.pdf')).toBeUndefined();
  });

  it('is found by zipinfo in each non-ASCII entry', () => {
    const verbose = execFileSync('unzip', ['-Z', '-v', writeZip()], { env: UTF8, encoding: 'utf8' });
    expect(verbose.match(/ID 0x7075 \(UTF8 path name\)/g)).toHaveLength(NAMES.length - 1);
  });
});
