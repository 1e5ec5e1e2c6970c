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
export type FacturXConformance = { conformance: Omit<ConformanceOptions, 'date'> | undefined } | { error: string };

/** What Factur-X adds to a PDF/A-3b for one record (standard, attachment, XMP, title words), or the rules it breaks. */
function facturXAdditions(template: Template, record: DataRecord): Omit<ConformanceOptions, 'date'> | { error: string } {
  const read = recordInvoice(template, record)!;
  const errors = read.findings.filter((finding) => finding.severity === 'error');
  if (errors.length > 0) return { error: errors.map((finding) => finding.message).join('; ') };
  const parts = facturXParts(read.invoice, { totals: read.totals });
  const kind = read.invoice.typeCode === '381' ? 'Credit note' : 'Invoice';
  return {
    standard: 'pdfa-3b',
    title: `${kind} ${read.invoice.number}`,
    author: read.invoice.seller.name,
    subject: `${kind} ${read.invoice.number} to ${read.invoice.buyer.name}`,
    lang: template.platen?.lang,
    attachments: [parts.attachment],
    xmpExtensions: parts.xmpExtensions,
  };
}

/**
 * `base` (the template's own standard for this record's file) with factur-x.xml and the Factur-X XMP added, when the
 * template issues e-invoices and is written as PDF/A-3b (Factur-X is a PDF/A-3 profile; with another standard or a
 * plain PDF the template's choice stands and validation warns, validate/einvoice.ts). A record whose invoice breaks a
 * rule gets an error instead; other templates are left as they are.
 */
export function facturXConformance(template: Template, record: DataRecord, base: Omit<ConformanceOptions, 'date'> | undefined): FacturXConformance {
  if (!einvoiceBinding(template) || base?.standard !== 'pdfa-3b') return { conformance: base };
  const added = facturXAdditions(template, record);
  if ('error' in added) return added;
  return {
    conformance: {
      ...base,
      author: base.author ?? added.author,
      subject: base.subject ?? added.subject,
      attachments: [...(base.attachments ?? []), ...(added.attachments ?? [])],
      xmpExtensions: `${base.xmpExtensions ?? ''}${added.xmpExtensions ?? ''}`,
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
  const added = facturXAdditions(template, record);
  if ('error' in added) return { issued: false, error: added.error };
  await conform(doc, { ...added, date, attachments: added.attachments?.map((file) => ({ ...file, modified: date })) });
  return { issued: true, invoiceNumber: recordInvoice(template, record)!.invoice.number };
}
