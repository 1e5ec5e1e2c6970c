/**
 * A merged batch's parts, in row order, to its output. Parts are streamed through MergedPdfWriter as they come, so a
 * long batch holds one part at a time; parts that need the whole document (tagged, PDF/A) are kept and joined at the
 * end by mergeParts. A batch of a single part that came as a file is written as the worker wrote it.
 *
 * A part comes as its objects (engine/partObjects.ts: what render workers send when a batch has several runs) or as a
 * PDF file (a batch of one run, a part that needs the whole document, the service's chunks), which is parsed here.
 */
import { PDFDocument } from '@pdfme/pdf-lib';
import type { Deflate } from '../engine/pdfLibFastPaths';
import { partObjectsOf, type PartObjects } from '../engine/partObjects';
import { MergedPdfWriter } from './mergedPdfWriter';
import { mergeParts } from './mergeParts';

/** A part as a worker or a store hands it over. */
export type MergedPartData = Uint8Array | PartObjects;

/** Where a merged batch's output stands: at most one of a held first part, a streaming writer, or kept parts. */
type State =
  | { kind: 'empty' }
  /** the first part, held until a second one says the batch has more than one */
  | { kind: 'first'; part: MergedPartData }
  | { kind: 'streaming'; writer: MergedPdfWriter }
  /** parts kept for mergeParts, when they cannot be streamed */
  | { kind: 'kept'; parts: Uint8Array[] };

/**
 * A part's objects, or the file itself when it needs the whole document. pdf-lib's load otherwise stamps the
 * document's /ModDate with the time of loading, and the merged file takes the first part's /Info: SOURCE_DATE_EPOCH's
 * identical files would differ run to run.
 */
async function objectsOf(part: MergedPartData): Promise<PartObjects | Uint8Array> {
  if (!(part instanceof Uint8Array)) return part;
  return partObjectsOf(await PDFDocument.load(part, { updateMetadata: false })) ?? part;
}

export class MergedOutput {
  private state: State = { kind: 'empty' };

  constructor(private readonly write: (bytes: Uint8Array) => void, private readonly deflate: Deflate) {}

  /** The next part in row order. */
  async add(part: MergedPartData): Promise<void> {
    const state = this.state;
    switch (state.kind) {
      case 'empty':
        this.state = { kind: 'first', part };
        return;
      case 'first': {
        const first = await objectsOf(state.part);
        if (first instanceof Uint8Array) {
          this.state = { kind: 'kept', parts: [first, wholeFile(part)] };
          return;
        }
        const writer = this.startWriter(first);
        writer.addPart(streamable(await objectsOf(part)));
        return;
      }
      case 'streaming':
        state.writer.addPart(streamable(await objectsOf(part)));
        return;
      case 'kept':
        state.parts.push(wholeFile(part));
        return;
    }
  }

  /** Writes what is left; nothing at all when no part was added. */
  async finish(): Promise<void> {
    const state = this.state;
    switch (state.kind) {
      case 'empty':
        return;
      case 'first':
        if (state.part instanceof Uint8Array) this.writeWhole(state.part);
        else this.startWriter(state.part).finish();
        return;
      case 'streaming':
        state.writer.finish();
        return;
      case 'kept':
        this.writeWhole(await mergeParts(state.parts));
        return;
    }
  }

  /** Streams from here on, beginning with the batch's first part. */
  private startWriter(first: PartObjects): MergedPdfWriter {
    const writer = new MergedPdfWriter(this.write, this.deflate);
    this.state = { kind: 'streaming', writer };
    writer.addPart(first);
    return writer;
  }

  private writeWhole(pdf: Uint8Array): void {
    for (let offset = 0; offset < pdf.length; offset += 4 * 1024 * 1024) this.write(pdf.subarray(offset, offset + 4 * 1024 * 1024));
  }
}

/**
 * A batch's parts are alike (one template): a part that needs the whole document after one that did not, or a part's
 * objects after one that needed it, is a fault of the code that made them, not of the user's data.
 */
function streamable(part: PartObjects | Uint8Array): PartObjects {
  if (part instanceof Uint8Array) throw new Error('a merged part needs the whole document after parts that did not');
  return part;
}

function wholeFile(part: MergedPartData): Uint8Array {
  if (!(part instanceof Uint8Array)) throw new Error('a merged part came as objects after parts that need the whole document');
  return part;
}
