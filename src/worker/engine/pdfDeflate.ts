/**
 * Deflate for pdf-lib's streams and the merged file's, in every render worker and coordinator, browser and Node:
 * libdeflate compiled to WebAssembly, zlib-wrapped. One WebAssembly build gives the same bytes on every path (the same
 * template and record give the same file in Chromium as in Node, issue #8), which Node's native zlib would not.
 *
 * Measured on an invoice's streams (issue #23): about twice as fast as fflate at the same level (a page's content,
 * 9.2 KB: 0.10 against 0.19 ms; a Roboto subset, 13.9 KB: 0.17 against 0.38 ms) and 8–13 % smaller content streams;
 * whole process, 800 invoices on one core, 0.92× the CPU as a file each and 0.91× merged, the merged file 3.2 KB a page
 * against 3.5. Decoded images keep fflate (imageCache.ts): on a logo's pixels fflate wrote the smaller stream.
 *
 * The module's WebAssembly memory grows to the largest stream it has deflated and is kept by the thread: a render
 * worker deflates a page or a font subset at a time, so that is a few MB at most.
 */
import { zlib } from 'libdeflate';
import type { Deflate } from './pdfLibFastPaths';

/** Level 6, zlib's and pako's default. */
export const pdfDeflate: Deflate = (bytes) => zlib(bytes, 6);
