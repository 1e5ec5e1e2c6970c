/**
 * The one typed interface between the page (or the CLI) and the rendering engine.
 * Types only: imported by both sides, so nothing here may pull pdfme into the main-thread bundle.
 * Only templates, records and options cross it; fonts and plugins live inside the worker; bytes come back transferred.
 */
import type { DataRecord, Problem, Template } from '../templates/types';

/** A failure (or warning) for one record, naming the row (0-based index into the records) and, where known, the field. */
export interface RecordError {
  row: number;
  field?: string;
  message: string;
}

export type RenderResult =
  | { ok: true; pdf: Uint8Array; warnings: RecordError[] }
  | { ok: false; errors: RecordError[] };

export type BatchOutput = 'merged' | 'zip';

export interface BatchOptions {
  output: BatchOutput;
  /** zip entry pattern, e.g. 'invoice-{invoiceNo}.pdf'; made filesystem-safe and unique */
  fileName?: string;
  /** worker count; default: the machine's cores */
  workers?: number;
  /** rows (0-based) to leave out, e.g. those preflight flagged */
  skipRows?: number[];
}

export interface BatchProgress {
  done: number;
  failed: number;
  total: number;
  recordsPerSecond: number;
  /** seconds; NaN until measurable */
  etaSeconds: number;
}

export interface BatchSummary {
  done: number;
  failed: number;
  total: number;
  cancelled: boolean;
  errors: RecordError[];
  /** total output bytes streamed through onOutput */
  bytes: number;
  elapsedMs: number;
}

/** Output arrives in pieces so the page never receives thousands of buffers at once; `last` marks the end. */
export type OutputSink = (chunk: Uint8Array, last: boolean) => void;
export type ProgressSink = (progress: BatchProgress) => void;

export interface PlatenApi {
  /** One record to one PDF. */
  render(template: Template, record: DataRecord): Promise<RenderResult>;
  /** Many records to one merged PDF or a streamed ZIP. Resolves when done or cancelled; never rejects for a bad record. */
  batch(
    batchId: string,
    template: Template,
    records: DataRecord[],
    options: BatchOptions,
    onProgress: ProgressSink,
    onOutput: OutputSink,
  ): Promise<BatchSummary>;
  cancel(batchId: string): Promise<void>;
  /**
   * Checks every record before a batch: text that overflows its box (measured with the real fonts), invalid barcode
   * values, required fields left empty, images that fail to decode. Paths are ['records', row, fieldName].
   */
  preflight(template: Template, records: DataRecord[]): Promise<Problem[]>;
  /** SVG markup of a barcode for the designer canvas (same encoder as the PDF). */
  barcodeSvg(type: string, value: string, schema: Record<string, unknown>): Promise<string>;
}
