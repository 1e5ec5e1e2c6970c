/**
 * The JSON array splitter (src/data/jsonArraySplitter.ts) hands over each element's bytes wherever the chunks break —
 * inside a string, an escape, a multi-byte character — and gives up on any document that is not a plain array, so
 * the whole-file reader can say what is wrong with it.
 */
import { describe, expect, it } from 'vitest';
import { JsonArraySplitter } from '../../../src/data/jsonArraySplitter';

const utf8 = (text: string) => new TextEncoder().encode(text);

/** The elements found in `text` fed in chunks of `size` bytes, parsed; undefined when the splitter gave up. */
function split(text: string | Uint8Array, size: number, maxDepth = 64): { elements?: unknown[]; gaveUp?: string } {
  const bytes = typeof text === 'string' ? utf8(text) : text;
  const elements: unknown[] = [];
  const splitter = new JsonArraySplitter((element, index) => {
    expect(index).toBe(elements.length);
    elements.push(JSON.parse(new TextDecoder().decode(element)));
    return true;
  }, maxDepth);
  for (let at = 0; at < bytes.length; at += size) {
    // A fresh copy of each chunk, then overwritten: the splitter must keep no view of a chunk past push().
    const chunk = bytes.slice(at, at + size);
    const going = splitter.push(chunk);
    chunk.fill(0x20);
    if (!going) break;
  }
  const count = splitter.end();
  return count === undefined ? { gaveUp: splitter.gaveUp } : { elements: (expect(count).toBe(elements.length), elements) };
}

const tricky = `\uFEFF [
  {"name": "Ada [the first]", "note": "a \\"quoted\\" } and ] and , inside", "path": "C:\\\\dir\\\\", "nested": {"list": [1, [2, {"x": "}"}]]}},
  "a string, with a comma ]",
  -12.5e3 , true,false ,null,
  [],{},
  {"名前": "山田 太郎 🧾", "€": "\\u20ac\\ud83e\\uddfe"}
]
`;

describe('splitting a JSON array into its elements', () => {
  it('finds the elements JSON.parse finds, whatever the size of the chunks', () => {
    const expected = JSON.parse(tricky.slice(1));
    const sizes = [...Array.from({ length: 17 }, (_, i) => i + 1), 64, 100, 1 << 20];
    for (const size of sizes) expect(split(tricky, size)).toEqual({ elements: expected });
  });

  it('gives up on what is not a plain, closed array, naming why', () => {
    const cases: [string, string][] = [
      ['{"records": [{"a": 1}]}', 'the document is not an array'],
      ['[{"a": 1},]', 'a comma without an element'],
      ['[,{"a": 1}]', 'a comma without an element'],
      ['[{"a": 1} {"a": 2}]', 'elements not separated by a comma'],
      ['[{"a": 1}] x', 'something after the array'],
      ['[{"a": 1}', 'the array is not closed'],
      ['[{"a": "never closed}]', 'the array is not closed'],
      ['', 'the array is not closed'],
    ];
    for (const [text, why] of cases) for (const size of [1, 3, 100]) expect(split(text, size)).toEqual({ gaveUp: why });
  });

  it('stops at the depth limit, counting the root array as scanJson does', () => {
    expect(split('[{"a": [[1]]}]', 5, 4)).toEqual({ elements: [{ a: [[1]] }] });
    expect(split('[{"a": [[[1]]]}]', 5, 4)).toEqual({ gaveUp: 'nested too deep' });
    expect(split('[[1]]', 2, 1)).toEqual({ gaveUp: 'nested too deep' });
  });

  it('stops when the reader says so, and takes no more bytes', () => {
    const seen: number[] = [];
    const splitter = new JsonArraySplitter((_bytes, index) => (seen.push(index), index < 1), 64);
    expect(splitter.push(utf8('[1,2,3,4]'))).toBe(false);
    expect(splitter.push(utf8(''))).toBe(false);
    expect(seen).toEqual([0, 1]);
    expect(splitter.end()).toBeUndefined();
    expect(splitter.gaveUp).toBe('stopped by the reader');
  });

  it('hands over a byte order mark inside the array, for JSON.parse to refuse as the whole text would be refused', () => {
    const bytes = new Uint8Array([...utf8('[1,'), 0xef, 0xbb, 0xbf, ...utf8('2]')]);
    const parts: number[][] = [];
    const splitter = new JsonArraySplitter((element) => (parts.push([...element]), true), 64);
    splitter.push(bytes);
    expect(splitter.end()).toBe(2);
    expect(parts[1]).toEqual([0xef, 0xbb, 0xbf, 0x32]);
  });
});
