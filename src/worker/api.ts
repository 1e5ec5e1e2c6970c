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
  /**
   * zip entry names by row, already safe and unique, in place of `fileName`: a queue chunk's rows named as the whole
   * batch names them (src/server/queue/chunkJob.ts), so its entries need no renaming when the batch is assembled
   */
  fileNames?: readonly (string | null)[];
  /** worker count; default: the machine's cores */
  workers?: number;
  /** rows (0-based) to leave out, e.g. those preflight flagged */
  skipRows?: number[];
  /**
   * ms one record may take before its worker is stopped and the record retried once, then failed; default 20× the
   * batch's median record time, at least 10 s and at most 60 s (src/worker/pool/recordTimeLimit.ts)
   */
  recordTimeoutMs?: number;
}

/** Rows `first` to `last` (0-based, both included). */
export interface RowRange {
  first: number;
  last: number;
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
  /** rows neither rendered nor failed (the batch was cancelled before them); skipRows are not listed */
  notRendered: RowRange[];
  /** total output bytes streamed through onOutput */
  bytes: number;
  elapsedMs: number;
}

/** Output arrives in pieces so the page never receives thousands of buffers at once; `last` marks the end. */
export type OutputSink = (chunk: Uint8Array, last: boolean) => void;
/**
 * For Node callers whose output may be slower than rendering (a disk, an upload): a promise while too much output
 * waits unwritten, undefined when more can be taken. The batch deals no new records while one is pending; the wait
 * counts toward no record's time limit (src/node/outputBacklog.ts).
 */
export type OutputReady = () => Promise<void> | undefined;
export type ProgressSink = (progress: BatchProgress) => void;

/**
 * One field as the PDF lays it out for one record, so the canvas can draw what will print. Lengths in mm from the
 * page's top-left corner; font sizes in pt.
 */
export interface FieldLayout {
  /** pages after the field's design page where its first part lands (pdfme's dynamic layout can push it over) */
  pageOffset: number;
  /** its box after dynamic layout: a table or expanding text takes its measured height and moves later fields */
  box: { x: number; y: number; width: number; height: number };
  /**
   * text-like fields: the lines as printed (after wrapping), the font size used (dynamic font size applied) and the
   * font's natural line height as a multiple of its size ((ascent − descent) / unitsPerEm), which places line one
   */
  text?: { lines: string[]; fontSize: number; lineRatio?: number };
  /**
   * tables: header and body row heights on the first page part, the whole table's height before any page break,
   * and each drawn cell's lines by row (header first, when shown) and column
   */
  table?: { headHeights: number[]; rowHeights: number[]; fullHeight: number; cells: string[][][] };
  /** its "Show when" condition is false for this record: the PDF leaves it out (box: where it is designed) */
  hidden?: true;
}

/** Every field's layout by field name, or why the record could not be laid out. */
export type LayoutResult = { ok: true; fields: Record<string, FieldLayout> } | { ok: false; message: string };

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
  /** How the PDF lays out each text-like field and table for one record: lines, font sizes, row heights, boxes. */
  layout(template: Template, record: DataRecord): Promise<LayoutResult>;
  /** SVG markup of a barcode for the designer canvas (same encoder as the PDF). */
  barcodeSvg(type: string, value: string, schema: Record<string, unknown>): Promise<string>;
}
