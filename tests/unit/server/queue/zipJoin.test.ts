/**
 * The batch's ZIP from its chunks' ZIPs, joined without unpacking: the same bytes a one-machine batch writes for the
 * same entries, ZIP64 included (the field limits are lowered to force its layout on small files, as zip64.test.ts does).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ZipWriter } from '../../../../src/worker/coordinator/zipWriter';
import { CLASSIC_LIMITS, type ZipFieldLimits } from '../../../../src/worker/coordinator/zipRecords';
import { readChunkZip, ZipJoin } from '../../../../src/server/queue/zipJoin';

const modified = new Date(2026, 10, 26, 5, 30, 0);
const pdfOf = (i: number, length: number) => new TextEncoder().encode(`%PDF-1.7 file ${i} `.padEnd(length, '.'));

function zipOf(entries: [string, Uint8Array][], limits: ZipFieldLimits): Uint8Array {
  const parts: Uint8Array[] = [];
  const zip = new ZipWriter((chunk) => void parts.push(chunk.slice()), limits);
  for (const [name, pdf] of entries) zip.add(name, pdf, modified);
  zip.finish();
  return Buffer.concat(parts);
}

function joined(chunks: [string, Uint8Array][][], limits: ZipFieldLimits): Uint8Array {
  const parts: Uint8Array[] = [];
  const join = new ZipJoin((bytes) => void parts.push(bytes.slice()), limits);
  for (const chunk of chunks) join.add(readChunkZip(zipOf(chunk, limits)));
  join.finish();
  return Buffer.concat(parts);
}

const entries: [string, Uint8Array][] = Array.from({ length: 7 }, (_, i) => [i === 2 ? `Núñez ${i}.pdf` : `invoice-${i + 1}.pdf`, pdfOf(i, 150 + i)]);
const chunked = [entries.slice(0, 3), entries.slice(3, 3), entries.slice(3, 7)];

describe('joining the chunks\' ZIPs', () => {
  it('gives the bytes one ZIP of every entry has, with classic fields', () => {
    expect(joined(chunked, CLASSIC_LIMITS)).toEqual(zipOf(entries, CLASSIC_LIMITS));
  });

  it('gives the same bytes where sizes, offsets and the count need ZIP64, and unzip tests every entry', () => {
    const limits = { entries: 3, bytes: 100 };
    const bytes = joined(chunked, limits);
    expect(bytes).toEqual(zipOf(entries, limits));
    const file = join(mkdtempSync(join(tmpdir(), 'platen-zipjoin-')), 'out.zip');
    writeFileSync(file, bytes);
    const env = { ...process.env, LC_ALL: 'C.UTF-8' };
    expect(execFileSync('unzip', ['-t', file], { env, encoding: 'utf8' })).toContain('No errors detected');
    expect(execFileSync('unzip', ['-Z1', file], { env, encoding: 'utf8' }).split('\n').filter(Boolean)).toEqual(entries.map(([name]) => name));
  });

  it('an empty batch is an empty ZIP', () => {
    expect(joined([[]], CLASSIC_LIMITS)).toEqual(zipOf([], CLASSIC_LIMITS));
  });
});
