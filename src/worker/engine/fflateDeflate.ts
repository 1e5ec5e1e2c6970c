/** Deflate for pdf-lib's streams where Node's zlib is absent (the browser's render workers): fflate, zlib-wrapped. */
import { zlibSync } from 'fflate';
import type { Deflate } from './pdfLibFastPaths';

/** Level 6, pako's default, so files stay the size stock pdfme writes. */
export const fflateDeflate: Deflate = (bytes) => zlibSync(bytes, { level: 6 });
