/** Deflate for pdf-lib's streams in Node: native zlib, which compresses outside the JS heap (no GC churn). */
import { deflateSync } from 'node:zlib';
import type { Deflate } from '../engine/pdfLibFastPaths';

export const nodeDeflate: Deflate = (bytes) => {
  const out = deflateSync(bytes);
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
};
