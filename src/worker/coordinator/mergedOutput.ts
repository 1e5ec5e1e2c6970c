/**
 * A merged batch's parts, in row order, to its output. Parts are streamed through MergedPdfWriter as they come, so a
 * long batch holds one part at a time; parts that need the whole document (tagged, PDF/A) are kept and joined at the
 * end by mergeParts. A batch of a single part is written as the worker wrote it.
 */
import { PDFDocument } from '@pdfme/pdf-lib';
import type { Deflate } from '../engine/pdfLibFastPaths';
import { MergedPdfWriter } from './mergedPdfWriter';
import { mergeParts } from './mergeParts';

/** Where a merged batch's output stands: at most one of a held first part, a streaming writer, or kept parts. */
type State =
  | { kind: 'empty' }
  /** the first part, held until a second one says the batch has more than one */
  | { kind: 'first'; part: Uint8Array }
  | { kind: 'streaming'; writer: MergedPdfWriter }
  /** parts kept for mergeParts, when they cannot be streamed */
  | { kind: 'kept'; parts: Uint8Array[] };

/**
 * A part as its worker wrote it. pdf-lib's load otherwise stamps the document's /ModDate with the time of loading,
 * and the merged file takes the first part's /Info: SOURCE_DATE_EPOCH's identical files would differ run to run.
 */
const loadPart = (part: Uint8Array) => PDFDocument.load(part, { updateMetadata: false });

export class MergedOutput {
  private state: State = { kind: 'empty' };

  constructor(private readonly write: (bytes: Uint8Array) => void, private readonly deflate: Deflate) {}

  /** The next part in row order. */
  async add(part: Uint8Array): Promise<void> {
    const state = this.state;
    switch (state.kind) {
      case 'empty':
        this.state = { kind: 'first', part };
        return;
      case 'first': {
        const first = await loadPart(state.part);
        if (MergedPdfWriter.canStream(first)) {
          const writer = new MergedPdfWriter(this.write, this.deflate);
          this.state = { kind: 'streaming', writer };
          writer.addPart(first);
          writer.addPart(await loadPart(part));
        } else {
          this.state = { kind: 'kept', parts: [state.part, part] };
        }
        return;
      }
      case 'streaming':
        state.writer.addPart(await loadPart(part));
        return;
      case 'kept':
        state.parts.push(part);
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
        this.writeWhole(state.part);
        return;
      case 'streaming':
        state.writer.finish();
        return;
      case 'kept':
        this.writeWhole(await mergeParts(state.parts));
        return;
    }
  }

  private writeWhole(pdf: Uint8Array): void {
    for (let offset = 0; offset < pdf.length; offset += 4 * 1024 * 1024) this.write(pdf.subarray(offset, offset + 4 * 1024 * 1024));
  }
}
