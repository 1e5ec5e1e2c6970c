/**
 * How a platform's coordinator writes a batch's output: the size of the chunks it hands on (chunkedSink.ts) and the
 * CRC-32 that checksums each ZIP entry. The page's coordinator and the Node engine differ in both, so the platform's
 * engine hands one object to runBatch, which gives it to the ZIP writer and the merged PDF's sink.
 */
import { CHUNK_BYTES } from './chunkedSink';
import { crc32 } from './crc32';

export interface OutputTraits {
  /** bytes of output gathered before they are handed on */
  chunkBytes: number;
  /** CRC-32 (ISO-HDLC) of a whole entry: every byte of a ZIP batch passes through it on the coordinator */
  crc32: (bytes: Uint8Array) => number;
}

/** The page's: 2 MB messages, and the table-driven CRC-32 of crc32.ts. */
export const PAGE_OUTPUT: OutputTraits = { chunkBytes: CHUNK_BYTES, crc32 };
