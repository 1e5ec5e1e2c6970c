/** Deflate for pdf-lib's streams in every render worker, browser and Node: fflate, zlib-wrapped, the same bytes on both. */
import { zlibSync } from 'fflate';
import type { Deflate } from './pdfLibFastPaths';

/** Level 6, pako's default, so files stay the size stock pdfme writes. */
export const fflateDeflate: Deflate = (bytes) => zlibSync(bytes, { level: 6 });
