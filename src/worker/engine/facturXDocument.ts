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

/** A record file's conformance, made Factur-X when the template issues e-invoices; or why the record cannot be one. */
export type FacturXConformance = { conformance: Omit<ConformanceOptions, 'date'> | undefined; invoiceNumber?: string } | { error: string };

/**
 * `base` (the template's own standard for this record's file, or undefined) with what Factur-X adds: PDF/A-3b,
 * factur-x.xml as the Alternative, the Factur-X XMP, the invoice's title, author and subject. Unchanged for a template
 * without a binding; an error (the rules it breaks) for a record whose invoice must not be issued.
 */
export function facturXConformance(template: Template, record: DataRecord, base: Omit<ConformanceOptions, 'date'> | undefined): FacturXConformance {
  if (!einvoiceBinding(template)) return { conformance: base };
  const read = recordInvoice(template, record)!;
  const errors = read.findings.filter((finding) => finding.severity === 'error');
  if (errors.length > 0) return { error: errors.map((finding) => finding.message).join('; ') };
  const parts = facturXParts(read.invoice, { totals: read.totals });
  const kind = read.invoice.typeCode === '381' ? 'Credit note' : 'Invoice';
  return {
    invoiceNumber: read.invoice.number,
    conformance: {
      ...base,
      // Factur-X needs PDF/A-3 (PDF/A-2 forbids a non-PDF/A attachment), whatever the template's standard says.
      standard: 'pdfa-3b',
      title: base?.title ?? `${kind} ${read.invoice.number}`,
      author: read.invoice.seller.name,
      subject: `${kind} ${read.invoice.number} to ${read.invoice.buyer.name}`,
      lang: base?.lang ?? template.platen?.lang,
      attachments: [...(base?.attachments ?? []), parts.attachment],
      xmpExtensions: `${base?.xmpExtensions ?? ''}${parts.xmpExtensions}`,
    },
  };
}

/**
 * When the template issues e-invoices, makes `doc` (the record's rendered PDF) a PDF/A-3b with factur-x.xml; a record
 * whose invoice breaks a rule gets an error instead (preflight names it first, so a batch should never get here with
 * one). Templates without a binding are left alone: `{ issued: false }`.
 */
export async function issueFacturX(doc: PDFDocument, template: Template, record: DataRecord, conform: ConformDocument, date: Date): Promise<FacturXOutcome> {
  if (!einvoiceBinding(template)) return { issued: false };
  const made = facturXConformance(template, record, undefined);
  if ('error' in made) return { issued: false, error: made.error };
  const conformance = made.conformance!;
  await conform(doc, { ...conformance, date, attachments: conformance.attachments?.map((file) => ({ ...file, modified: date })) });
  return { issued: true, invoiceNumber: made.invoiceNumber! };
}
