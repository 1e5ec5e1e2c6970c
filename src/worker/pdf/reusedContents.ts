/**
 * A stream's encoded contents written once and given to every later stream of the same operators (issue #23). A form
 * written the same in every document of a worker (a page's static form replayed from its recipe, a barcode digit's
 * glyph) was serialised and deflated again in each file; the first file's bytes are put into pdf-lib's contents cache
 * of the later ones instead, which is what their save would have written (pdfLibFastPaths.ts's deflate fills the same
 * cache). Relies on pdf-lib 6.1.13's PDFFlateStream `contentsCache` (private in its types); pdfLibFastPaths.test.ts
 * saves a form both ways and compares the files.
 */
import type { PDFFlateStream } from '@pdfme/pdf-lib';

/** A stream's encoded contents, once the first stream of the same operators has been written. */
export interface KeptContents {
  contents?: Uint8Array;
}

/**
 * Gives `stream` the contents `kept` holds, or keeps its own there for the next stream. Only for a stream nothing is
 * pushed into once made (a form): a push empties pdf-lib's contents cache, and `kept` would then describe other
 * operators.
 */
export function reuseContents(stream: PDFFlateStream, kept: KeptContents): void {
  if (kept.contents) (stream as unknown as { contentsCache: { value?: Uint8Array } }).contentsCache.value = kept.contents;
  else kept.contents = stream.getContents();
}
