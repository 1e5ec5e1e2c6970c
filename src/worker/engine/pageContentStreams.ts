/**
 * The one home for what a pdf-lib page's content streams are made of. pdf-lib keeps these as private state, and four
 * parts of the engine need them: sealedPageContents.ts (a finished record's streams turned into bytes), staticForm.ts
 * (a scratch page's operators become a form, then its objects are deleted), tagging/pageMarks.ts (everything pushed
 * onto a page is marked) and repeatedTextDraws.ts (what a draw pushed is kept).
 *
 * Relies on pdf-lib 6.1.13 (as @pdfme/pdf-lib): a PDFPage's private `contentStream` / `contentStreamRef` (set by its
 * private `getContentStream()`, which makes and attaches a stream on first use) and PDFContentStream's private
 * `operators`. sealedPageContents.test.ts, staticForm.test.ts and the tagging tests fail if they move.
 */
import { PDFArray, PDFContentStream, PDFRef, type PDFOperator, type PDFPage } from '@pdfme/pdf-lib';

interface PageStreamInternals {
  contentStream?: PDFContentStream;
  contentStreamRef?: PDFRef;
  getContentStream(): PDFContentStream;
}

const internalsOf = (page: PDFPage) => page as unknown as PageStreamInternals;

/** The stream a draw on `page` pushes onto now: pdf-lib makes and attaches one on first use. */
export const currentContentStream = (page: PDFPage): PDFContentStream => internalsOf(page).getContentStream();

/** The stream draws on `page` push onto now, or undefined when none has been made yet (none is made here). */
export const existingContentStream = (page: PDFPage): PDFContentStream | undefined => internalsOf(page).contentStream;

/** The operators a content stream holds (pdf-lib keeps them as objects until the document is saved). */
export const operatorsOfStream = (stream: PDFContentStream): PDFOperator[] =>
  (stream as unknown as { operators: PDFOperator[] }).operators;

/** Where `page`'s drawing stands before a draw, to read afterwards what the draw pushed (pushedSince). */
export interface StreamMark {
  stream?: PDFContentStream;
  length: number;
}

export function markStream(page: PDFPage): StreamMark {
  const stream = existingContentStream(page);
  return { stream, length: stream ? operatorsOfStream(stream).length : 0 };
}

/** The operators pushed on `page` since `mark`; undefined when a new content stream began meanwhile (a sealed page's). */
export function pushedSince(page: PDFPage, mark: StreamMark): PDFOperator[] | undefined {
  const after = existingContentStream(page);
  if (!after || (mark.stream && after !== mark.stream)) return undefined;
  return operatorsOfStream(after).slice(mark.length);
}

/**
 * Every operator drawn on `page` so far, across its /Contents; null when a stream is not pdf-lib's own operators
 * (something wrote bytes).
 */
export function pageOperators(page: PDFPage): PDFOperator[] | null {
  const contents = page.node.Contents();
  if (!contents) return [];
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  const operators: PDFOperator[] = [];
  for (const ref of refs) {
    const stream = page.doc.context.lookup(ref);
    if (!(stream instanceof PDFContentStream)) return null;
    operators.push(...operatorsOfStream(stream));
  }
  return operators;
}

/** A later draw on `page` starts a new content stream after the current one, as pdf-lib does for a loaded page. */
export function detachContentStream(page: PDFPage): void {
  const internals = internalsOf(page);
  internals.contentStream = undefined;
  internals.contentStreamRef = undefined;
}

/** A page that never joined the page tree out of its document: its content streams and its own object. */
export function discardDetachedPage(page: PDFPage): void {
  const { context } = page.doc;
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  for (const ref of refs) if (ref instanceof PDFRef) context.delete(ref);
  context.delete(page.ref);
}
