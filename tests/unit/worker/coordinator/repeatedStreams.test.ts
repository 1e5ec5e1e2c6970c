import { describe, expect, it } from 'vitest';
import { RepeatedStreams } from '../../../../src/worker/coordinator/repeatedStreams';

/** `size` bytes that differ from every other call's (the first four bytes count up). */
let made = 0;
function unique(size: number): Uint8Array {
  const bytes = new Uint8Array(size).fill(7);
  new DataView(bytes.buffer).setUint32(0, (made += 1));
  return bytes;
}

/** Writes a stream under `number`, which must be new to `streams`. */
function write(streams: RepeatedStreams, number: number, head: string, contents: Uint8Array): void {
  expect(streams.numberFor(head, contents, () => number)).toEqual({ number, known: false });
}

/** The number a stream was written under, if still known (an unknown one is then remembered under -1). */
function find(streams: RepeatedStreams, head: string, contents: Uint8Array): number | undefined {
  const { number, known } = streams.numberFor(head, contents, () => -1);
  return known ? number : undefined;
}

describe('RepeatedStreams', () => {
  it('hands out a new number once and the same one after, without taking another', () => {
    const streams = new RepeatedStreams();
    let next = 40;
    const take = () => next++;
    const glyph = unique(120);
    expect(streams.numberFor('<</Length 120>>', glyph, take)).toEqual({ number: 40, known: false });
    expect(streams.numberFor('<</Length 120>>', glyph.slice(), take)).toEqual({ number: 40, known: true });
    expect(next).toBe(41);
  });

  it('finds a stream written before only when head and bytes are the same', () => {
    const streams = new RepeatedStreams();
    const form = unique(300);
    write(streams, 12, '<</Length 300>>', form);
    expect(find(streams, '<</Length 300>>', form.slice())).toBe(12);
    expect(find(streams, '<</Length 300 /Filter /FlateDecode>>', form)).toBeUndefined();
    const other = form.slice();
    other[299] = 8;
    expect(find(streams, '<</Length 300>>', other)).toBeUndefined();
  });

  it('keeps a logo however many one-off drawings come after it', () => {
    const streams = new RepeatedStreams();
    const logo = unique(200_000);
    write(streams, 5, '<</Subtype /Image>>', logo);
    // 10,000 records' page drawings and QR codes, ~1.5 KB each, none met twice: 15 MB
    for (let record = 0; record < 10_000; record += 1) write(streams, 100 + record, '<</Length 1500>>', unique(1500));
    expect(find(streams, '<</Subtype /Image>>', logo)).toBe(5);
  });

  it('keeps a form every part repeats however many one-off pictures come between', () => {
    const streams = new RepeatedStreams();
    const cell = unique(400);
    write(streams, 7, '<</Subtype /Form>>', cell);
    for (let record = 0; record < 200; record += 1) {
      // a badge photo per record, never met again: 10 MB between two parts, 50 MB in all
      write(streams, 1000 + record, '<</Subtype /Image>>', unique(250_000));
      if (record % 40 === 39) expect(find(streams, '<</Subtype /Form>>', cell)).toBe(7);
    }
  });

  it('forgets what is not met again, so memory stays bounded', () => {
    const streams = new RepeatedStreams();
    const first = unique(1500);
    write(streams, 1, '<</Length 1500>>', first);
    for (let record = 0; record < 10_000; record += 1) write(streams, 100 + record, '<</Length 1500>>', unique(1500));
    expect(find(streams, '<</Length 1500>>', first)).toBeUndefined();
    const photo = unique(100_000);
    write(streams, 2, '<</Subtype /Image>>', photo);
    for (let record = 0; record < 200; record += 1) write(streams, 1000 + record, '<</Subtype /Image>>', unique(100_000));
    expect(find(streams, '<</Subtype /Image>>', photo)).toBeUndefined();
  });
});
