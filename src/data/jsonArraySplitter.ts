/**
 * The elements of a JSON array, found in its UTF-8 bytes fed in chunks of any size, so a records file can be read
 * one record at a time instead of as one text and one parsed tree (src/node/streamedJson.ts; issue #23: 100,000
 * invoices, 105 MB of JSON, took the data thread ~460 MB read whole). Only the array's shape is checked here —
 * brackets, commas, strings, depth; each element's own grammar is JSON.parse's. A document that is not a plain
 * array, or whose shape breaks, is given up on (`gaveUp`): the whole-file reader then says what is wrong with it.
 * Multi-byte UTF-8 never holds a byte below 0x80, so the structural bytes are found without decoding.
 */
import { BACKSLASH, CLOSE_ARRAY, CLOSE_OBJECT, COMMA, OPEN_ARRAY, OPEN_OBJECT, QUOTE } from '../templates/jsonScan';

const BYTE_ORDER_MARK = [0xef, 0xbb, 0xbf];

/** JSON's whitespace: space, tab, line feed, carriage return. */
const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/**
 * Where the splitter stands between bytes: before the root array, after its `[` or a comma, inside an element,
 * after a container element, after the root's `]`.
 */
type Stage = 'beforeRoot' | 'firstElement' | 'nextElement' | 'inElement' | 'afterElement' | 'afterRoot';

/** Handed each element's bytes (valid only during the call) and its index; false stops the split. */
export type ElementVisitor = (bytes: Uint8Array, index: number) => boolean;

export class JsonArraySplitter {
  private stage: Stage = 'beforeRoot';
  /** nesting inside the element being read (0: at its top) */
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** the element is an object or array (it ends at its own closing bracket), not a number, string or literal */
  private container = false;
  /** the element's bytes from earlier chunks, copied: the caller may reuse a chunk's buffer */
  private carried: Uint8Array[] = [];
  private count = 0;
  /** why the bytes are not split, once they are not */
  private given: string | undefined;
  /** bytes of a UTF-8 byte order mark matched at the very start (3: all, or past it); chunks may split it */
  private markMatched = 0;

  /** `maxDepth` counts the root array as 1, as scanJson does (src/templates/jsonScan.ts). */
  constructor(
    private readonly visit: ElementVisitor,
    private readonly maxDepth: number,
  ) {}

  /** Why the split stopped before the end, or undefined while it goes on. */
  get gaveUp(): string | undefined {
    return this.given;
  }

  /** Feeds the next bytes; false once the split has stopped (the rest need not be read). */
  push(chunk: Uint8Array): boolean {
    if (this.given !== undefined) return false;
    let elementStart = this.stage === 'inElement' ? 0 : -1;
    for (let i = 0; i < chunk.length; i += 1) {
      const byte = chunk[i];
      if (this.stage === 'inElement') {
        const ends = this.step(byte);
        if (this.given !== undefined) return false;
        if (ends === 'continues') continue;
        // A number or literal ends before the comma or bracket that follows it; a container at its own bracket.
        const end = ends === 'withThisByte' ? i + 1 : i;
        if (!this.emit(chunk.subarray(elementStart, end))) return false;
        elementStart = -1;
        if (ends === 'withThisByte') {
          this.stage = 'afterElement';
          continue;
        }
        this.stage = byte === COMMA ? 'nextElement' : 'afterRoot';
        continue;
      }
      // A UTF-8 byte order mark opening the file is skipped, as TextDecoder skips it for the whole-file reader.
      if (this.markMatched < 3) {
        if (byte === BYTE_ORDER_MARK[this.markMatched]) {
          this.markMatched += 1;
          continue;
        }
        if (this.markMatched > 0) return this.giveUp('the document is not an array');
        this.markMatched = 3;
      }
      if (isSpace(byte)) continue;
      switch (this.stage) {
        case 'beforeRoot':
          if (byte !== OPEN_ARRAY) return this.giveUp('the document is not an array');
          this.stage = 'firstElement';
          break;
        case 'firstElement':
        case 'nextElement':
          if (byte === CLOSE_ARRAY && this.stage === 'firstElement') this.stage = 'afterRoot';
          else if (byte === CLOSE_ARRAY || byte === COMMA) return this.giveUp('a comma without an element');
          else {
            this.container = byte === OPEN_ARRAY || byte === OPEN_OBJECT;
            // The root is depth 1, a container element depth 2.
            if (this.container && 2 > this.maxDepth) return this.giveUp('nested too deep');
            this.stage = 'inElement';
            this.depth = this.container ? 1 : 0;
            this.inString = byte === QUOTE;
            this.escaped = false;
            elementStart = i;
          }
          break;
        case 'afterElement':
          if (byte === COMMA) this.stage = 'nextElement';
          else if (byte === CLOSE_ARRAY) this.stage = 'afterRoot';
          else return this.giveUp('elements not separated by a comma');
          break;
        case 'afterRoot':
          return this.giveUp('something after the array');
      }
    }
    if (this.stage === 'inElement') this.carried.push(chunk.slice(elementStart));
    return true;
  }

  /** After the last chunk: how many elements there were, or undefined when the bytes were not a whole array. */
  end(): number | undefined {
    if (this.given === undefined && this.stage !== 'afterRoot') this.given = 'the array is not closed';
    return this.given === undefined ? this.count : undefined;
  }

  /** One byte inside an element: whether the element goes on, ends before this byte, or ends with it. */
  private step(byte: number): 'continues' | 'beforeThisByte' | 'withThisByte' {
    if (this.inString) {
      if (this.escaped) this.escaped = false;
      else if (byte === BACKSLASH) this.escaped = true;
      else if (byte === QUOTE) this.inString = false;
      return 'continues';
    }
    if (byte === QUOTE) this.inString = true;
    else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      this.depth += 1;
      if (this.depth + 1 > this.maxDepth) this.giveUp('nested too deep');
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      if (this.depth === 0) return 'beforeThisByte'; // the root's `]` after a number or literal
      this.depth -= 1;
      if (this.depth === 0 && this.container) return 'withThisByte';
    } else if (byte === COMMA && this.depth === 0) return 'beforeThisByte';
    return 'continues';
  }

  private emit(tail: Uint8Array): boolean {
    let bytes = tail;
    if (this.carried.length > 0) {
      bytes = new Uint8Array(this.carried.reduce((sum, part) => sum + part.length, tail.length));
      let at = 0;
      for (const part of this.carried) {
        bytes.set(part, at);
        at += part.length;
      }
      bytes.set(tail, at);
      this.carried = [];
    }
    const index = this.count;
    this.count += 1;
    if (!this.visit(bytes, index)) return this.giveUp('stopped by the reader');
    return true;
  }

  private giveUp(why: string): false {
    this.given ??= why;
    this.carried = [];
    return false;
  }
}
