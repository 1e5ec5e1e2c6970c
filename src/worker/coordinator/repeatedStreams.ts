/**
 * Streams a merged PDF has already written, so that one a later part repeats — the logo, a table cell's form, a
 * barcode digit's glyph — is referred to again instead of written again (mergedPdfWriter.ts). Each part of a merged
 * batch is its own document from a worker, so without this a 100 KB logo is in the file once per run of 40 records.
 *
 * Found by a hash of the stream's dictionary (as written, references already renumbered) and its encoded bytes, then
 * compared byte for byte, so two streams that differ are never taken for one another. The most recently met streams
 * are kept up to a byte budget: memory stays bounded however long the batch, and what every part repeats stays in.
 */

/** Bytes of stream content remembered at most; a stream larger than half of it is never remembered. */
const BUDGET_BYTES = 8 * 1024 * 1024;

interface Written {
  number: number;
  head: string;
  contents: Uint8Array;
}

/** Two 32-bit multiplicative hashes of the head's characters and the contents' bytes, with the length. */
function keyOf(head: string, contents: Uint8Array): string {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let index = 0; index < head.length; index += 1) {
    const code = head.charCodeAt(index);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
  }
  for (let index = 0; index < contents.length; index += 1) {
    a = Math.imul(a ^ contents[index], 0x01000193);
    b = Math.imul(b ^ contents[index], 0x5bd1e995);
  }
  return `${head.length}:${contents.length}:${a >>> 0}:${b >>> 0}`;
}

function sameBytes(one: Uint8Array, other: Uint8Array): boolean {
  if (one.length !== other.length) return false;
  for (let index = 0; index < one.length; index += 1) if (one[index] !== other[index]) return false;
  return true;
}

export class RepeatedStreams {
  /** insertion order is recency order: a stream found again is moved to the end */
  private readonly written = new Map<string, Written>();
  private bytes = 0;

  /** The object number a stream with exactly this head and contents was written under, if it is still known. */
  find(head: string, contents: Uint8Array): number | undefined {
    const key = keyOf(head, contents);
    const known = this.written.get(key);
    if (!known || known.head !== head || !sameBytes(known.contents, contents)) return undefined;
    this.written.delete(key);
    this.written.set(key, known);
    return known.number;
  }

  /** Remembers a stream just written under `number`. */
  remember(number: number, head: string, contents: Uint8Array): void {
    const size = head.length + contents.length;
    if (size > BUDGET_BYTES / 2) return;
    const key = keyOf(head, contents);
    if (this.written.has(key)) return; // a hash collision with a different stream: the first keeps the key
    // a copy: `contents` may be a view into the whole part's file, which must not stay alive for it
    this.written.set(key, { number, head, contents: contents.slice() });
    this.bytes += size;
    for (const [oldest, entry] of this.written) {
      if (this.bytes <= BUDGET_BYTES) break;
      this.written.delete(oldest);
      this.bytes -= entry.head.length + entry.contents.length;
    }
  }
}
