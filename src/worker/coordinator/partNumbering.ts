/**
 * One part's objects numbered for the merged file (mergedPdfWriter.ts): its streams first, each after the streams it
 * names, so that a stream an earlier part wrote — the logo, a cell's form, a compiled page's form — is found in
 * RepeatedStreams and referred to again; then every other object it keeps. Lives as long as one addPart call.
 */
import { PDFArray, PDFDict, PDFRawStream, PDFRef, type PDFDocument, type PDFObject } from '@pdfme/pdf-lib';
import { streamParts, type Renumber } from './pdfObjectText';
import type { RepeatedStreams } from './repeatedStreams';

/** A stream as the merged file writes it: its dictionary as text (references renumbered) and its bytes. */
export interface PlacedStream {
  head: string;
  contents: Uint8Array;
}

export class PartNumbering {
  /** new numbers by the part's references; 0 while a stream is being placed */
  private readonly numbers = new Map<PDFRef, number>();
  /** streams this part writes: as placed, or null for one written as it is */
  private readonly streams = new Map<PDFRef, PlacedStream | null>();
  readonly renumber: Renumber = (ref) => this.numbers.get(ref);

  /**
   * `skipped`: the part's catalog, info and page-tree nodes (the merged file writes its own); `take` hands out the
   * merged file's next object number.
   */
  constructor(
    private readonly part: PDFDocument,
    private readonly skipped: Set<PDFRef | undefined>,
    private readonly repeated: RepeatedStreams,
    private readonly take: () => number,
  ) {
    for (const [ref, object] of part.context.enumerateIndirectObjects()) {
      if (object instanceof PDFRawStream && !skipped.has(ref)) this.placeStream(ref, object);
    }
    for (const [ref] of part.context.enumerateIndirectObjects()) if (!skipped.has(ref) && !this.numbers.has(ref)) this.numbers.set(ref, take());
  }

  /** The merged file's number of a kept object; undefined for a skipped one. */
  numberOf(ref: PDFRef): number | undefined {
    return this.numbers.get(ref);
  }

  /** What to write for a stream: its placed parts, or undefined when an earlier part (or this one) already wrote it. */
  streamToWrite(ref: PDFRef, stream: PDFRawStream): PlacedStream | undefined {
    if (!this.streams.has(ref)) return undefined;
    return this.streams.get(ref) ?? streamParts(stream, this.renumber);
  }

  /**
   * Numbers a stream, the streams it names first (before it), so that one an earlier part wrote is found and not
   * written again. One that names anything else — an object numbered later, whose number differs from part to part,
   * or a stream of a cycle still being placed — is written as it is.
   */
  private placeStream(ref: PDFRef, stream: PDFRawStream): void {
    const { numbers } = this;
    if (numbers.has(ref)) return;
    numbers.set(ref, 0); // taken, in case of a cycle
    let namesOnlyNumberedStreams = true;
    for (const child of referencesIn(stream.dict)) {
      const named = this.part.context.lookup(child);
      if (named instanceof PDFRawStream && !this.skipped.has(child)) this.placeStream(child, named);
      // only streams have numbers yet; 0 is one of a cycle, still being placed
      if (!numbers.get(child)) namesOnlyNumberedStreams = false;
    }
    if (!namesOnlyNumberedStreams) {
      numbers.set(ref, this.take());
      this.streams.set(ref, null);
      return;
    }
    const written = streamParts(stream, this.renumber);
    const { number, known } = this.repeated.numberFor(written.head, written.contents, this.take);
    numbers.set(ref, number);
    if (!known) this.streams.set(ref, written);
  }
}

/** Every reference inside a direct object (a stream's dictionary), however deep, into `found`. */
function referencesIn(object: PDFObject, found: PDFRef[] = []): PDFRef[] {
  if (object instanceof PDFRef) found.push(object);
  else if (object instanceof PDFDict) for (const [, value] of object.entries()) referencesIn(value, found);
  else if (object instanceof PDFArray) for (let index = 0; index < object.size(); index += 1) referencesIn(object.get(index), found);
  return found;
}
