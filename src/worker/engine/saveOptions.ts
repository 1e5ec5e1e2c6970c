/**
 * How a rendered document is saved by pdf-lib: its file (outputDocument.ts) and the save its /ID is hashed from
 * (standards/documentId.ts), so both see the same bytes.
 */
import type { PDFDocument, SaveOptions } from '@pdfme/pdf-lib';

/** Objects per object stream: pdf-lib's save packs this many (PDFStreamWriter's default), as mergedPdfWriter.ts does. */
export const OBJECTS_PER_STREAM = 50;

/**
 * A document of fewer objects than one object stream holds (OBJECTS_PER_STREAM) gets a classic cross-reference table,
 * its dictionaries written as they are.
 *
 * Why (issue #23): packing a file's dictionaries into a deflated object stream, indexed by a deflated
 * cross-reference stream, costs two more deflate calls, each paying WebAssembly libdeflate's set-up for a few hundred
 * bytes to 2 KB, and the stream's bookkeeping; what it saves grows with the dictionaries. The benchmark invoice as a
 * file of its own (30 objects): packed, 20.8 KB; a classic table, 22.3 KB, and 1,000 of them through the engine on
 * one core, compiled, in 3.08–3.26 s against 3.24–3.53 s (four pairs). Twenty invoices in one part (74 objects):
 * packed, 74.7 KB; a classic table, 84.4 KB, for no time saved (merged runs, three pairs), so parts stay packed. A
 * merged batch of several parts is packed again by mergedPdfWriter.ts whatever its parts use.
 */
export function saveOptions(doc: PDFDocument): SaveOptions {
  return {
    // pdf-lib pauses with setTimeout(0) every 50 objects by default (≥ 1 ms each in Node): a worker has no UI to keep
    // responsive, and a merged part has thousands of objects.
    objectsPerTick: Number.POSITIVE_INFINITY,
    useObjectStreams: doc.context.largestObjectNumber >= OBJECTS_PER_STREAM,
  };
}
