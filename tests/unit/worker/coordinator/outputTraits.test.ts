/**
 * The Node engine checksums ZIP entries with zlib's CRC-32 (src/worker/node/createNodeEngine.ts), the page with the
 * table-driven one of crc32.ts (outputTraits.ts' PAGE_OUTPUT): the same archive either way, so the two must agree on
 * every length, alignment and view of a buffer; and an archive the Node engine writes must pass Info-ZIP's own test.
 */
import { crc32 as zlibCrc32 } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crc32 } from '../../../../src/worker/coordinator/crc32';
import { ZipWriter } from '../../../../src/worker/coordinator/zipWriter';
import { PAGE_OUTPUT } from '../../../../src/worker/coordinator/outputTraits';

/** Deterministic bytes (a linear congruential generator): the same cases on every run. */
function bytesOf(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let state = seed >>> 0;
  for (let i = 0; i < length; i += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    out[i] = state >>> 24;
  }
  return out;
}

describe('CRC-32: zlib’s and crc32.ts agree', () => {
  it('on every length up to 100 bytes, a 20 KB invoice’s size and a 1 MB buffer', () => {
    const lengths = [...Array.from({ length: 101 }, (_, n) => n), 20_441, 1 << 20];
    for (const length of lengths) {
      const bytes = bytesOf(length, length + 7);
      expect(zlibCrc32(bytes) >>> 0, `length ${length}`).toBe(crc32(bytes));
    }
  });

  it('on views that start inside a larger buffer (a transferred PDF is a view into its worker’s buffer)', () => {
    const whole = bytesOf(4096, 99);
    for (const start of [1, 3, 7, 13]) {
      const view = whole.subarray(start, start + 2000 + start);
      expect(zlibCrc32(view) >>> 0, `offset ${start}`).toBe(crc32(view));
    }
  });
});

describe('a ZIP checksummed with zlib’s CRC-32', () => {
  it('is the archive the page’s writer makes, and Info-ZIP tests it clean', () => {
    const archives = [PAGE_OUTPUT, { ...PAGE_OUTPUT, crc32: (bytes: Uint8Array) => zlibCrc32(bytes) >>> 0 }].map((output) => {
      const chunks: Uint8Array[] = [];
      const zip = new ZipWriter((chunk) => void chunks.push(chunk.slice()), undefined, output);
      for (let n = 0; n < 5; n += 1) zip.add(`record-${n + 1}.pdf`, bytesOf(3000 + n * 977, n), new Date(Date.UTC(2026, 10, 28)));
      zip.finish();
      return Buffer.concat(chunks);
    });
    expect(Buffer.compare(archives[0], archives[1])).toBe(0);
    const dir = mkdtempSync(join(tmpdir(), 'platen-crc-'));
    try {
      writeFileSync(join(dir, 'batch.zip'), archives[1]);
      expect(execFileSync('unzip', ['-t', join(dir, 'batch.zip')], { encoding: 'utf8' })).toContain('No errors detected');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
