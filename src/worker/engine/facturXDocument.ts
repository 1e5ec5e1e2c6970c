/**
 * A rendered record's PDF made a Factur-X invoice (issue #18): the record's invoice read by the template's binding,
 * and the PDF/A-3 layer given the factur-x.xml attachment and the Factur-X XMP. The PDF/A layer itself is another
 * module's (conformDocument); it is passed in, so this file holds only what e-invoices add to it.
 */
import type { PDFDocument } from '@pdfme/pdf-lib';
import { einvoiceBinding, facturXParts, recordInvoice } from '../../templates/einvoice';
import type { DataRecord, Template } from '../../templates/types';

/** One embedded file, as the PDF/A layer takes it. */
export interface ConformanceAttachment {
  name: string;
  bytes: Uint8Array;
  mimeType: string;
  relationship: 'Alternative' | 'Data' | 'Source' | 'Supplement' | 'Unspecified';
  description?: string;
  modified?: Date;
}

/** What the PDF/A layer takes: the standard, the document's metadata, embedded files and extra XMP. */
export interface ConformanceOptions {
  standard: 'pdfa-2b' | 'pdfa-3b';
  title: string;
  author?: string;
  subject?: string;
  lang?: string;
  date: Date;
  attachments?: ConformanceAttachment[];
  /** extra rdf:Description blocks, inserted inside rdf:RDF */
  xmpExtensions?: string;
}

/** The PDF/A layer's entry point: makes `doc` conform to `options.standard`. */
export type ConformDocument = (doc: PDFDocument, options: ConformanceOptions) => void | Promise<void>;

export type FacturXOutcome = { issued: false } | { issued: true; invoiceNumber: string } | { issued: false; error: string };

/**
 * When the template issues e-invoices, makes `doc` (the record's rendered PDF) a PDF/A-3b with factur-x.xml; a record
 * whose invoice breaks a rule gets an error instead (preflight names it first, so a batch should never get here with
 * one). Templates without a binding are left alone: `{ issued: false }`.
 */
export async function issueFacturX(doc: PDFDocument, template: Template, record: DataRecord, conform: ConformDocument, date: Date): Promise<FacturXOutcome> {
  if (!einvoiceBinding(template)) return { issued: false };
  const read = recordInvoice(template, record)!;
  const errors = read.findings.filter((finding) => finding.severity === 'error');
  if (errors.length > 0) return { issued: false, error: errors.map((finding) => finding.message).join('; ') };
  const parts = facturXParts(read.invoice, { totals: read.totals, modified: date });
  const kind = read.invoice.typeCode === '381' ? 'Credit note' : 'Invoice';
  await conform(doc, {
    // Factur-X needs PDF/A-3 (PDF/A-2 forbids a non-PDF/A attachment), whatever the template's standard says.
    standard: 'pdfa-3b',
    title: `${kind} ${read.invoice.number}`,
    author: read.invoice.seller.name,
    subject: `${kind} ${read.invoice.number} to ${read.invoice.buyer.name}`,
    lang: template.platen?.lang,
    date,
    attachments: [parts.attachment],
    xmpExtensions: parts.xmpExtensions,
  });
  return { issued: true, invoiceNumber: read.invoice.number };
}
