/**
 * A merged batch's parts, in row order, to its output. Parts are streamed through MergedPdfWriter as they come, so a
 * long batch holds one part at a time; parts that need the whole document (tagged, PDF/A) are kept and joined at the
 * end by mergeParts. A batch of a single part is written as the worker wrote it.
 */
import { PDFDocument } from '@pdfme/pdf-lib';
import type { Deflate } from '../engine/pdfLibFastPaths';
import { MergedPdfWriter } from './mergedPdfWriter';
import { mergeParts } from './mergeParts';

export class MergedOutput {
  /** the first part, held until a second one says the batch has more than one */
  private first?: Uint8Array;
  private writer?: MergedPdfWriter;
  /** parts kept for mergeParts, when they cannot be streamed */
  private kept?: Uint8Array[];

  constructor(private readonly write: (bytes: Uint8Array) => void, private readonly deflate: Deflate) {}

  /** The next part in row order. */
  async add(part: Uint8Array): Promise<void> {
    if (this.kept) {
      this.kept.push(part);
    } else if (this.writer) {
      this.writer.addPart(await PDFDocument.load(part));
    } else if (!this.first) {
      this.first = part;
    } else {
      const first = await PDFDocument.load(this.first);
      if (MergedPdfWriter.canStream(first)) {
        this.writer = new MergedPdfWriter(this.write, this.deflate);
        this.writer.addPart(first);
        this.writer.addPart(await PDFDocument.load(part));
      } else {
        this.kept = [this.first, part];
      }
      this.first = undefined;
    }
  }

  /** Writes what is left; nothing at all when no part was added. */
  async finish(): Promise<void> {
    if (this.first) this.writeWhole(this.first);
    else if (this.writer) this.writer.finish();
    else if (this.kept) this.writeWhole(await mergeParts(this.kept));
  }

  private writeWhole(pdf: Uint8Array): void {
    for (let offset = 0; offset < pdf.length; offset += 4 * 1024 * 1024) this.write(pdf.subarray(offset, offset + 4 * 1024 * 1024));
  }
}
