import { describe, expect, it } from 'vitest';
import { ChunkedSink, NODE_CHUNK_BYTES } from '../../../../src/worker/coordinator/chunkedSink';
import { createNodeEngine } from '../../../../src/worker/node/createNodeEngine';
import type { Template } from '../../../../src/templates/types';

/** Pieces of the given lengths, each byte its piece's number and offset, so order and content can be checked. */
const pieces = (lengths: number[]) => lengths.map((length, n) => Uint8Array.from({ length }, (_, i) => (n * 31 + i) & 0xff));

function concat(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all;
}

describe('ChunkedSink', () => {
  it('hands on every byte in order, in chunks no longer than its size unless one piece is', () => {
    const input = pieces([10, 50, 45, 3, 200, 1, 99, 100, 0, 60, 60]);
    const chunks: { bytes: Uint8Array; last: boolean }[] = [];
    const sink = new ChunkedSink((bytes, last) => void chunks.push({ bytes, last }), 100);
    for (const piece of input) sink.push(piece);
    sink.end();

    expect(concat(chunks.map((chunk) => chunk.bytes))).toEqual(concat(input));
    expect(sink.bytes).toBe(concat(input).length);
    expect(chunks.map((chunk) => chunk.last)).toEqual([...chunks.slice(1).map(() => false), true]);
    // 10+50 fit; 45 would pass 100: 60 goes out first. The 200-byte piece is a chunk of its own.
    expect(chunks.map((chunk) => chunk.bytes.length)).toEqual([60, 48, 200, 100, 100, 60, 60]);
  });

  it('copies what it hands on: a piece changed after push does not change the output', () => {
    const chunks: Uint8Array[] = [];
    const sink = new ChunkedSink((bytes) => void chunks.push(bytes), 8);
    const reused = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    sink.push(reused);
    reused.fill(0);
    sink.end();
    expect([...concat(chunks)]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe("the Node engine's batch output", () => {
  // Each chunk over glibc's 128 KB mmap threshold would be a mapping of its own, whose free raises the threshold for
  // the whole process and lets every thread's malloc arena keep megabytes of freed buffers (chunkedSink.ts).
  it('comes in chunks under 128 KB, merged and as a ZIP', { timeout: 120_000 }, async () => {
    const template: Template = {
      basePdf: { width: 210, height: 297, padding: [0, 0, 0, 0] },
      schemas: [[{ name: 'text', type: 'text', position: { x: 10, y: 10 }, width: 190, height: 270, fontSize: 9 } as never]],
    };
    // Letters in no order deflate can use: ~6.5 KB a page, so 80 pages pass 128 KB three times over.
    let state = 2463534242;
    const nextLetter = () => {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return String.fromCharCode(0x21 + ((state >>> 0) % 94));
    };
    const records = Array.from({ length: 80 }, () => ({ text: Array.from({ length: 4000 }, nextLetter).join('') }));
    const engine = await createNodeEngine({ workers: 1 });
    try {
      for (const output of ['merged', 'zip'] as const) {
        const lengths: number[] = [];
        const summary = await engine.batch(`chunks-${output}`, template, records, { output }, () => undefined, (chunk) => void lengths.push(chunk.length));
        expect(summary).toMatchObject({ done: 80, failed: 0 });
        expect(lengths.reduce((sum, length) => sum + length, 0)).toBe(summary.bytes);
        expect(summary.bytes).toBeGreaterThan(3 * 128 * 1024);
        expect(Math.max(...lengths)).toBeLessThanOrEqual(NODE_CHUNK_BYTES);
      }
    } finally {
      await engine.close();
    }
  });
});
