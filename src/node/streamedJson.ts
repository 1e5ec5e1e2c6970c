/**
 * A JSON records file read one record at a time, twice, instead of whole (issue #23). Read whole, 100,000 invoices
 * (105 MB) were the file's bytes, their text, the parsed tree and the rows at once: ~460 MB in the data thread
 * before the first page, the run's peak. Here the first pass parses each record on its own to learn the columns (the
 * mapping needs them all before any record is converted); the second parses each again, converts a block of rows and
 * packs it (packedRecords.ts). What is held is the columns, the row numbers and the pack.
 *
 * Only a plain array of records in UTF-8 is read so; anything else — a `{"records": [...]}` wrapper, another
 * encoding, a file that is not valid JSON or nests too deep, an empty array — returns undefined, and the whole-file
 * reader (src/data/json.ts) reads it and words its messages, as before.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { binaryLook } from '../data/binaryLook';
import { jsonRow, notARecord } from '../data/json';
import { JsonArraySplitter, type ElementVisitor } from '../data/jsonArraySplitter';
import { overLimitTable, tooManyRecords } from '../data/readLimits';
import { readTable, type DataRead, type TableHead } from '../data/records';
import type { ReadLimits } from '../data/readLimits';
import type { Problem, Template } from '../templates/types';
import { MAX_JSON_DEPTH } from '../templates/jsonDepth';
import type { RecordPack, SpillPolicy } from './packedRecords';
import { ChangedWhileRead, packRows, refusedRead } from './packedRows';

/** Bytes read at a time; at least binaryLook's window (64 KB), so the first chunk is all it looks at. */
const CHUNK_BYTES = 1 << 20;

/** Feeds a file's bytes, a chunk at a time, from the start, until `take` says stop; the chunk's buffer is reused. */
export type ChunkSource = (take: (chunk: Uint8Array) => boolean) => void;

/** An open file's bytes (read with positions, so each pass starts at 0). */
export function fileChunks(fd: number): ChunkSource {
  return (take) => {
    const buffer = new Uint8Array(CHUNK_BYTES);
    for (let position = 0; ; ) {
      const read = readSync(fd, buffer, 0, CHUNK_BYTES, position);
      if (read === 0 || !take(buffer.subarray(0, read))) return;
      position += read;
    }
  };
}

/** Bytes already in memory (a file the service was sent), in the same chunks. */
export function byteChunks(bytes: Uint8Array): ChunkSource {
  return (take) => {
    for (let at = 0; at < bytes.length; at += CHUNK_BYTES) if (!take(bytes.subarray(at, at + CHUNK_BYTES))) return;
  };
}

/** Each element of the file's records array parsed, in order; false when the bytes are not such an array of valid UTF-8 JSON. */
function eachElement(source: ChunkSource, visit: (item: unknown, index: number) => boolean): boolean {
  // ignoreBOM keeps a U+FEFF that opens an element, which JSON.parse then refuses as it would in the whole text.
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  const parsed: ElementVisitor = (bytes, index) => {
    let item: unknown;
    try {
      item = JSON.parse(decoder.decode(bytes));
    } catch {
      return false; // not UTF-8 or not JSON: the whole-file reader says which, and where
    }
    return visit(item, index);
  };
  const splitter = new JsonArraySplitter(parsed, MAX_JSON_DEPTH);
  let first = true;
  source((chunk) => {
    // What a file that is not text looks like is said by the whole-file reader (dataFile.ts), from the same bytes.
    if (first && binaryLook(chunk)) return false;
    first = false;
    return splitter.push(chunk);
  });
  return splitter.end() !== undefined;
}

/** How a JSON file is read streamed. */
export interface JsonReadOptions {
  /** checked while the elements are counted */
  limits?: ReadLimits;
  /** where the packed records go past its limit; else they stay in memory */
  spill?: SpillPolicy;
}

/**
 * The records of a JSON array file mapped, converted and packed for `template`, read as described above; undefined
 * when the file is not a plain UTF-8 array of valid JSON (the whole-file reader takes it then). `where` names the file.
 */
export function readJsonStreamed(source: ChunkSource, where: string, template: Template, { limits, spill }: JsonReadOptions = {}): DataRead<RecordPack> | undefined {
  const columns: string[] = [];
  const known = new Set<string>();
  const rowNumbers: number[] = [];
  const problems: Problem[] = [];
  let elements = 0;
  let overLimit = false;
  const learned = eachElement(source, (item, index) => {
    elements = index + 1;
    // Counted as scanJson counts for the whole-file reader: every element, records or not, and refused past the limit.
    if (limits?.records !== undefined && index >= limits.records) {
      overLimit = true;
      return false;
    }
    const row = jsonRow(item);
    if (!row) problems.push(notARecord(where, index, item));
    else {
      rowNumbers.push(index + 1);
      for (const key of Object.keys(row)) {
        if (!known.has(key)) {
          known.add(key);
          columns.push(key);
        }
      }
    }
    return true;
  });
  if (overLimit) return refusedRead(overLimitTable('json', tooManyRecords(where, limits!.records!)), template);
  if (!learned || elements === 0) return undefined;

  const head: TableHead = { kind: 'json', columns, rowNumbers, rowUnit: 'item', problems, encoding: 'UTF-8', rowCount: rowNumbers.length };
  try {
    return readTable(head, template, (fields, mapping) =>
      packRows(head.rowCount, fields, mapping, (take) =>
        eachElement(source, (item) => {
          const row = jsonRow(item);
          if (!row) return true;
          for (const column of columns) if (!Object.hasOwn(row, column)) row[column] = '';
          return take(row);
        }),
        spill,
      ),
    );
  } catch (error) {
    if (!(error instanceof ChangedWhileRead)) throw error;
    return changedWhileRead(where);
  }
}

/** The refusal of a file that changed between the passes. */
export const changedWhileRead = (where: string): DataRead<RecordPack> => ({ ok: false, messages: [`${where} changed while it was being read; run again once it is written`] });

/** A JSON file at `path` read streamed when it can be; undefined when the whole-file reader must read it. */
export function readJsonFileStreamed(path: string, where: string, template: Template, options: JsonReadOptions = {}): DataRead<RecordPack> | undefined {
  const fd = openSync(path, 'r');
  try {
    return readJsonStreamed(fileChunks(fd), where, template, options);
  } finally {
    closeSync(fd);
  }
}
