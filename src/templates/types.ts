/**
 * The document model: pdfme JSON templates (the format of @pdfme/common), described here without importing pdfme
 * so the model stays light enough for the main thread. All lengths are millimetres, as in pdfme's JSON.
 */
import type { DocumentStandard } from './documentStandard';

/** A point on a page, mm from the page's top-left corner. */
import type { EInvoiceBinding } from './einvoice/binding';

export interface PositionMm {
  x: number;
  y: number;
}

/** One field on a page (pdfme calls it a "schema"). Type-specific properties ride along untyped, as in pdfme. */
export interface FieldSchema {
  /** Stable identity for the designer (selection, layers); not part of pdfme's format and stripped on export. */
  id?: string;
  name: string;
  type: string;
  /** Top-left corner, mm. */
  position: PositionMm;
  /** mm */
  width: number;
  /** mm */
  height: number;
  /** degrees, clockwise */
  rotate?: number;
  opacity?: number;
  readOnly?: boolean;
  required?: boolean;
  /** Sample or fixed content; for readOnly fields the text printed, with {placeholders}. */
  content?: string;
  [property: string]: unknown;
}

/** A blank page of a given size, with optional header/footer fields repeated on every page. */
export interface BlankPdf {
  /** mm */
  width: number;
  /** mm */
  height: number;
  /** [top, right, bottom, left], mm */
  padding: [number, number, number, number];
  staticSchema?: FieldSchema[];
}

/** A blank page, or an uploaded PDF as a data URL (data:application/pdf;base64,...). */
export type BasePdf = BlankPdf | string;

export interface Template {
  /** One array of fields per page. */
  schemas: FieldSchema[][];
  basePdf: BasePdf;
  pdfmeVersion?: string;
  /** Platen's own additions, ignored by pdfme. */
  platen?: TemplateMeta;
}

export interface TemplateMeta {
  name?: string;
  /** Data column -> field name, saved with the template (see src/data). */
  mapping?: Record<string, string>;
  /** Fonts uploaded for this template: name -> data URL of the TTF/OTF. */
  fonts?: Record<string, string>;
  /** BCP 47 language of the template's text (e.g. 'zh-Hant'): picks the CJK fallback font for Han characters. */
  lang?: string;
  /** The e-invoice binding (issue #18): which columns and fixed values give the EN 16931 terms (src/templates/einvoice). */
  einvoice?: EInvoiceBinding;
  /**
   * The standard every PDF of this template is written to (src/templates/documentStandard.ts); absent: plain PDF.
   * `platen render --pdfa` and the service's `standard` override it.
   */
  standard?: DocumentStandard;
  /**
   * The document title written to the PDF's Info and XMP metadata: fixed text or {column/field} placeholders filled
   * per record ("Invoice {invoiceNumber}"); absent: the template's name. A merged PDF takes the template's name.
   */
  titlePattern?: string;
  /**
   * Tagged PDF for screen readers (PDF/UA-1): a structure tree from the fields in Layers order, alternative text,
   * the document language and title (src/templates/accessibility.ts, src/worker/engine/tagging).
   */
  pdfua?: boolean;
}

/** One row of data: field name -> value. pdfme wants strings; src/data converts before rendering. */
export type DataRecord = Record<string, string>;

/** Items by index, each perhaps made only when it is asked for (an array is one). */
export interface Dealt<T> {
  readonly length: number;
  at(index: number): T | undefined;
}

/**
 * Records by index, as a batch reads them: an array, or records kept packed outside the JS heap and parsed as they are
 * dealt out (src/node/packedRecords.ts), so a 10,000-row batch does not hold 10,000 objects for its whole length.
 */
export type RecordList = Dealt<DataRecord>;

/** A problem with its place in the template or the data, and a sentence a user understands. */
export interface Problem {
  /** e.g. ['schemas', 0, 3, 'width'] or ['records', 41, 'ean'] */
  path: (string | number)[];
  message: string;
  severity: 'error' | 'warning';
  /**
   * What a record's problem is about, where a batch treats it apart: 'overflow' is text taller than its box, which
   * may still print legibly and is skipped only on its own request (issue #17: src/data/skipRows.ts).
   */
  cause?: 'overflow';
}

export function isBlankPdf(basePdf: BasePdf): basePdf is BlankPdf {
  return typeof basePdf === 'object' && basePdf !== null && 'width' in basePdf;
}
