/**
 * Streams a merged PDF has already written, so that one a later part repeats — the logo, a table cell's form, a
 * barcode digit's glyph — is referred to again instead of written again (mergedPdfWriter.ts). Each part of a merged
 * batch is its own document from a worker, so without this a 100 KB logo is in the file once per run of 40 records.
 *
 * Found by a hash of the stream's dictionary (as written, references already renumbered) and its encoded bytes, then
 * compared byte for byte, so two streams that differ are never taken for one another. The most recently met streams
 * are kept up to a byte budget: memory stays bounded however long the batch, and what every part repeats stays in.
 *
 * Small and large streams have budgets of their own. Every record adds small streams that never come again (its
 * page's drawing, its QR code): in one list with the pictures they filled the whole budget, 8 MB of the merging
 * thread's memory at 10,000 invoices, and could push out a logo; a photo per record could likewise push out the
 * forms every part repeats.
 */

/** A stream up to this many bytes (head and contents) is small: drawings, forms, glyphs. */
const SMALL_BYTES = 64 * 1024;
/** Bytes remembered of small streams: what every part repeats is met again long before this much is added. */
const SMALL_BUDGET_BYTES = 2 * 1024 * 1024;
/** Bytes remembered of large streams (pictures); a larger one is never remembered. */
const LARGE_BUDGET_BYTES = 6 * 1024 * 1024;

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

/** Streams met, most recent last, up to a byte budget. */
class RecentStreams {
  /** insertion order is recency order: a stream found again is moved to the end */
  private readonly written = new Map<string, Written>();
  private bytes = 0;

  constructor(private readonly budget: number) {}

  find(key: string, head: string, contents: Uint8Array): number | undefined {
    const known = this.written.get(key);
    if (!known || known.head !== head || !sameBytes(known.contents, contents)) return undefined;
    this.written.delete(key);
    this.written.set(key, known);
    return known.number;
  }

  remember(key: string, number: number, head: string, contents: Uint8Array): void {
    if (this.written.has(key)) return; // a hash collision with a different stream: the first keeps the key
    // a copy: `contents` may be a view into the whole part's file, which must not stay alive for it
    this.written.set(key, { number, head, contents: contents.slice() });
    this.bytes += head.length + contents.length;
    for (const [oldest, entry] of this.written) {
      if (this.bytes <= this.budget) break;
      this.written.delete(oldest);
      this.bytes -= entry.head.length + entry.contents.length;
    }
  }
}

export class RepeatedStreams {
  private readonly small = new RecentStreams(SMALL_BUDGET_BYTES);
  private readonly large = new RecentStreams(LARGE_BUDGET_BYTES);

  /**
   * The number a stream with exactly this head and contents was written under, with `known: true`, if it is still
   * known; else a new number from `take`, under which the caller writes it and it is remembered. The stream's bytes
   * are hashed once for both.
   */
  numberFor(head: string, contents: Uint8Array, take: () => number): { number: number; known: boolean } {
    const list = this.listFor(head, contents);
    const key = list ? keyOf(head, contents) : '';
    const known = list?.find(key, head, contents);
    if (known !== undefined) return { number: known, known: true };
    const number = take();
    list?.remember(key, number, head, contents);
    return { number, known: false };
  }

  /** The list a stream of this size belongs in; none for one larger than the large streams' budget. */
  private listFor(head: string, contents: Uint8Array): RecentStreams | undefined {
    const size = head.length + contents.length;
    if (size <= SMALL_BYTES) return this.small;
    return size <= LARGE_BUDGET_BYTES ? this.large : undefined;
  }
}
