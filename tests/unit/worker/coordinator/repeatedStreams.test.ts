import { describe, expect, it } from 'vitest';
import { RepeatedStreams } from '../../../../src/worker/coordinator/repeatedStreams';

/** `size` bytes that differ from every other call's (the first four bytes count up). */
let made = 0;
function unique(size: number): Uint8Array {
  const bytes = new Uint8Array(size).fill(7);
  new DataView(bytes.buffer).setUint32(0, (made += 1));
  return bytes;
}

describe('RepeatedStreams', () => {
  it('finds a stream written before only when head and bytes are the same', () => {
    const streams = new RepeatedStreams();
    const form = unique(300);
    streams.remember(12, '<</Length 300>>', form);
    expect(streams.find('<</Length 300>>', form.slice())).toBe(12);
    expect(streams.find('<</Length 300 /Filter /FlateDecode>>', form)).toBeUndefined();
    const other = form.slice();
    other[299] = 8;
    expect(streams.find('<</Length 300>>', other)).toBeUndefined();
  });

  it('keeps a logo however many one-off drawings come after it', () => {
    const streams = new RepeatedStreams();
    const logo = unique(200_000);
    streams.remember(5, '<</Subtype /Image>>', logo);
    // 10,000 records' page drawings and QR codes, ~1.5 KB each, none met twice: 15 MB
    for (let record = 0; record < 10_000; record += 1) streams.remember(100 + record, '<</Length 1500>>', unique(1500));
    expect(streams.find('<</Subtype /Image>>', logo)).toBe(5);
  });

  it('keeps a form every part repeats however many one-off pictures come between', () => {
    const streams = new RepeatedStreams();
    const cell = unique(400);
    streams.remember(7, '<</Subtype /Form>>', cell);
    for (let record = 0; record < 200; record += 1) {
      // a badge photo per record, never met again: 10 MB between two parts, 50 MB in all
      streams.remember(1000 + record, '<</Subtype /Image>>', unique(250_000));
      if (record % 40 === 39) expect(streams.find('<</Subtype /Form>>', cell)).toBe(7);
    }
  });

  it('forgets what is not met again, so memory stays bounded', () => {
    const streams = new RepeatedStreams();
    const first = unique(1500);
    streams.remember(1, '<</Length 1500>>', first);
    for (let record = 0; record < 10_000; record += 1) streams.remember(100 + record, '<</Length 1500>>', unique(1500));
    expect(streams.find('<</Length 1500>>', first)).toBeUndefined();
    const photo = unique(100_000);
    streams.remember(2, '<</Subtype /Image>>', photo);
    for (let record = 0; record < 200; record += 1) streams.remember(1000 + record, '<</Subtype /Image>>', unique(100_000));
    expect(streams.find('<</Subtype /Image>>', photo)).toBeUndefined();
  });
});
