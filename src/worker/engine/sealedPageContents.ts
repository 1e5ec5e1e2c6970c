/**
 * A finished record's drawing turned into the bytes it will be saved as (issue #23). pdf-lib keeps every content
 * stream (a page's, a form's) as operator objects until the document is saved, so a merged part of 40 invoices held
 * 40 records of them in its worker: 10.4 MB live after the 40th, against 1.2 MB sealed record by record. The part's
 * size alone had moved the peak memory of a 3,000-invoice merge from 297 MB (10 records a part) to 375 MB (40).
 *
 * The saved file is the same byte for byte: a stream keeps its dictionary (/Filter, then /Length, as pdf-lib wrote
 * them) and its contents are the ones pdf-lib's save would have deflated (pdfLibFastPaths' deflate). A later draw on a
 * sealed page starts a new content stream after it, as pdf-lib does for a loaded page.
 *
 * A page's stream is detached through pageContentStreams.ts; relies on pdf-lib 6.1.13's PDFStream `updateDict` (private
 * in its types); sealedPageContents.test.ts fails if it moves.
 */
import { PDFContentStream, PDFRawStream, PDFRef, type PDFContext, type PDFDocument, type PDFPage } from '@pdfme/pdf-lib';
import { detachContentStream } from './pageContentStreams';

/** Where a record starts in its document: objects numbered above this are the record's (pdf-lib numbers in order). */
export const recordStart = (doc: PDFDocument): number => doc.context.largestObjectNumber;

/**
 * Seals what a record drew: its `pages`' content streams, and the forms it made (a QR code's modules, a code's bars),
 * which are PDFContentStreams too and are never drawn into once made.
 */
export function sealRecordContents(doc: PDFDocument, pages: PDFPage[], start: number): void {
  for (const page of pages) detachContentStream(page);
  const { context } = doc;
  for (let number = start + 1; number <= context.largestObjectNumber; number += 1) {
    const ref = PDFRef.of(number);
    const object = context.lookup(ref);
    if (object instanceof PDFContentStream) seal(context, ref, object);
  }
}

function seal(context: PDFContext, ref: PDFRef, stream: PDFContentStream): void {
  (stream as unknown as { updateDict(): void }).updateDict();
  context.assign(ref, PDFRawStream.of(stream.dict, stream.getContents()));
}
