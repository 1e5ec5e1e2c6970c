/**
 * PDF/A-2b and PDF/A-3b for any document Platen writes (issue #18). Call `conformDocument(doc, options)` just before
 * `doc.save()`: it writes the Info dictionary and the XMP metadata from one set of values, the sRGB OutputIntent, the
 * Print flag on annotations, embedded files (PDF/A-3 only) and, last, the trailer /ID from the document's bytes. It
 * throws a ConformanceError (a sentence) for what cannot be made conformant.
 *
 * What it relies on from the rest of the engine: every font is embedded (Platen embeds TrueType faces as CID fonts;
 * a base PDF with unembedded fonts is refused before rendering, basePdfConformance.ts), colours are DeviceRGB, no
 * encryption. Parts 2 and 3 allow transparency, object and cross-reference streams, so those are left as they are;
 * a page with transparency needs no /Group colour space because the document has an OutputIntent (ISO 19005-2 6.2.10).
 */
import { PDFDict, PDFHexString, PDFName, type PDFDocument } from '@pdfme/pdf-lib';
import type { DocumentStandard } from '../../../templates/documentStandard';
import { standardLabel } from '../../../templates/documentStandard';
import { attachFiles, type PdfAttachment } from './attachments';
import { setDocumentId } from './documentId';
import { addSrgbOutputIntent } from './outputIntent';
import { makeAnnotationsPrintable } from './printableAnnotations';
import { xmpPacket, type DocumentInfo } from './xmpPacket';

export type { PdfAttachment } from './attachments';

/** What makes one document conformant. */
export interface ConformanceOptions {
  standard: DocumentStandard;
  /** Info /Title and XMP dc:title. */
  title: string;
  /** Info /Author and XMP dc:creator. */
  author?: string;
  /** Info /Subject and XMP dc:description. */
  subject?: string;
  /** BCP 47 language of the document (catalog /Lang), e.g. 'en'. */
  lang?: string;
  /** Creation, modification and metadata date (cut to whole seconds; SOURCE_DATE_EPOCH's date when fixed). */
  date: Date;
  /** Embedded files with their relationship; PDF/A-3 only (PDF/A-2 forbids embedding anything but PDF/A files). */
  attachments?: PdfAttachment[];
  /** Further rdf:Description elements put inside the XMP packet's rdf:RDF (e.g. Factur-X's extension schema). */
  xmpExtensions?: string;
  /** The document is tagged (PDF/UA, src/worker/engine/tagging): level A of its part, and pdfuaid in the XMP. */
  tagged?: boolean;
}

/** A document that cannot be made to conform, with the reason in a sentence. */
export class ConformanceError extends Error {
  override name = 'ConformanceError';
}

/** Who wrote the file: the same words in Info and XMP. */
export const CREATOR_TOOL = 'Platen';
export const PRODUCER = 'Platen (pdfme 6.1.13)';

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** Makes `doc` a PDF/A-2b or -3b document; save it right after. */
export async function conformDocument(doc: PDFDocument, options: ConformanceOptions): Promise<void> {
  const label = standardLabel(options.standard, options.tagged);
  if (options.attachments?.length && options.standard !== 'pdfa-3b') {
    throw new ConformanceError(`${label} cannot carry attached files (${options.attachments.map((a) => a.name).join(', ')}); choose PDF/A-3b`);
  }
  for (const [what, text] of [['title', options.title], ['author', options.author], ['subject', options.subject]] as const) {
    if (text !== undefined && CONTROL.test(text)) throw new ConformanceError(`the document ${what} holds a control character, which XMP metadata cannot carry`);
  }
  const problems = makeAnnotationsPrintable(doc);
  if (problems.length > 0) throw new ConformanceError(`${problems[0]} (${label})`);

  const info: DocumentInfo = {
    title: options.title,
    author: options.author,
    subject: options.subject,
    creatorTool: CREATOR_TOOL,
    producer: PRODUCER,
    date: new Date(Math.floor(options.date.getTime() / 1000) * 1000),
  };
  writeInfo(doc, info);
  if (options.lang) doc.setLanguage(options.lang);
  addSrgbOutputIntent(doc);
  if (options.attachments?.length) attachFiles(doc, options.attachments, info.date);

  writeMetadata(doc, xmpPacket(options.standard, info, options.xmpExtensions, options.tagged));

  await setDocumentId(doc);
}

/**
 * The metadata of a tagged document written to no PDF/A standard: Info and XMP (PDF/UA requires dc:title and
 * pdfuaid) from the same values, as for PDF/A.
 */
export function writeTaggedMetadata(doc: PDFDocument, meta: { title: string; date: Date }): void {
  const info: DocumentInfo = { title: meta.title, creatorTool: CREATOR_TOOL, producer: PRODUCER, date: new Date(Math.floor(meta.date.getTime() / 1000) * 1000) };
  writeInfo(doc, info);
  writeMetadata(doc, xmpPacket(undefined, info, '', true));
}

/** The XMP packet as the catalog's /Metadata, unfiltered: PDF/A wants it readable without decoding (PDFBox flags a filtered one). */
function writeMetadata(doc: PDFDocument, packet: string): void {
  const metadata = doc.context.stream(new TextEncoder().encode(packet), { Type: 'Metadata', Subtype: 'XML' });
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(metadata));
}

/** The Info dictionary, from the same values as the XMP packet; entries the XMP lacks are removed. */
function writeInfo(doc: PDFDocument, info: DocumentInfo): void {
  doc.setTitle(info.title);
  const dict = doc.context.lookup(doc.context.trailerInfo.Info, PDFDict);
  if (info.author !== undefined) doc.setAuthor(info.author);
  else dict.delete(PDFName.of('Author'));
  if (info.subject !== undefined) doc.setSubject(info.subject);
  else dict.delete(PDFName.of('Subject'));
  dict.delete(PDFName.of('Keywords'));
  doc.setCreator(info.creatorTool);
  doc.setProducer(info.producer);
  doc.setCreationDate(info.date);
  doc.setModificationDate(info.date);
  // setTitle writes a hex string already; kept explicit so a later pdf-lib change cannot turn it into PDFDocEncoding.
  dict.set(PDFName.of('Title'), PDFHexString.fromText(info.title));
}
