import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DataRecord, Template } from '../../../../src/templates/types';
import { logoDataUrl } from '../../../../bench/fixtures/logoPng';
import { collectBatch, engineOverComlink } from '../support/engine';

const engine = engineOverComlink(2);
afterAll(() => engine.close());

const MB = 1024 * 1024;

// A full garbage collection on demand, so what is measured is what the engine still holds, not garbage.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const retained = () => {
  gc();
  gc(); // twice: one pass can leave a concurrent marking half done
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

/** Entry count from a ZIP's end-of-central-directory record (the last 22 bytes when there is no comment). */
function zipEntryCount(tail: Uint8Array): number {
  const eocd = new DataView(tail.buffer, tail.byteOffset + tail.length - 22, 22);
  expect(eocd.getUint32(0, true)).toBe(0x06054b50);
  return eocd.getUint16(10, true);
}

describe('a 2,000-record ZIP', () => {
  it('streams out while rendering, in chunks of a few MB, and memory stays well under the archive size', { timeout: 240_000 }, async () => {
    const template: Template = {
      schemas: [[
        { name: 'logo', type: 'image', position: { x: 5, y: 5 }, width: 20, height: 20, readOnly: true, content: logoDataUrl() },
        { name: 'name', type: 'text', position: { x: 30, y: 10 }, width: 60, height: 10, fontSize: 12 },
      ]],
      basePdf: { width: 100, height: 40, padding: [5, 5, 5, 5] },
    };
    const records: DataRecord[] = Array.from({ length: 2000 }, (_, i) => ({ name: `Badge ${i + 1}` }));
    const sizes: number[] = [];
    let received = 0;
    let receivedAtHalfway = 0;
    let tail = new Uint8Array(0);
    const early = { memory: 0, received: 0 };
    const late = { memory: 0, received: 0 };
    const { summary } = await collectBatch(
      engine.api,
      template,
      records,
      { output: 'zip' },
      'big',
      (p) => {
        if (!receivedAtHalfway && p.done >= 1000) receivedAtHalfway = received;
        if (!early.memory && p.done >= 200) Object.assign(early, { memory: retained(), received });
        if (!late.memory && p.done >= 1800) Object.assign(late, { memory: retained(), received });
      },
      (chunk, last) => {
        sizes.push(chunk.length);
        received += chunk.length;
        if (last) tail = chunk.slice(-22);
      },
    );
    expect(summary).toMatchObject({ done: 2000, failed: 0 });
    expect(zipEntryCount(tail)).toBe(2000);
    expect(summary.bytes).toBe(received);
    // Large pieces (a handful of messages, not 2,000), and the first half of the archive left before the batch ended.
    // A chunk goes out before the piece that would take it past 2 MB (chunkedSink.ts): each is within a badge's
    // entry (a few KB) of it, and none is over.
    for (const size of sizes.slice(0, -1)) expect(size).toBeGreaterThan(2 * MB - 64 * 1024);
    for (const size of sizes) expect(size).toBeLessThanOrEqual(2 * MB);
    expect(receivedAtHalfway).toBeGreaterThan(received * 0.3);
    console.log(
      `2,000-record ZIP: ${(received / MB).toFixed(1)} MB in ${sizes.length} chunks, ${(summary.elapsedMs / 2000).toFixed(1)} ms/record ` +
        `(2 in-process workers); from record 200 to 1,800 memory held grew ${((late.memory - early.memory) / MB).toFixed(1)} MB ` +
        `while ${((late.received - early.received) / MB).toFixed(1)} MB left`,
    );
    // Holding the PDFs would grow memory by at least what left in that span.
    expect(late.memory - early.memory).toBeLessThan((late.received - early.received) / 2);
  });
});
