/**
 * Embedded files of a PDF/A-3 document (ISO 19005-3 6.8): each a file specification with /AFRelationship, listed in
 * the catalog's /Names /EmbeddedFiles tree (by name) and its /AF array. Dates come from the caller, never the clock,
 * so the bytes stay reproducible.
 */
import { PDFHexString, PDFName, PDFString, type PDFDocument, type PDFRef } from '@pdfme/pdf-lib';

/** A file carried inside the PDF (e.g. Factur-X's factur-x.xml, relationship 'Alternative' or 'Data'). */
export interface PdfAttachment {
  /** File name shown by readers and used as its key in the EmbeddedFiles tree, e.g. 'factur-x.xml'. */
  name: string;
  bytes: Uint8Array;
  /** MIME type, e.g. 'text/xml'. */
  mimeType: string;
  relationship: 'Alternative' | 'Data' | 'Source' | 'Supplement' | 'Unspecified';
  description?: string;
  /** The file's modification date; absent: the document's date. */
  modified?: Date;
}

/** Adds the files; replaces any EmbeddedFiles tree and /AF array the catalog had. */
export function attachFiles(doc: PDFDocument, files: readonly PdfAttachment[], documentDate: Date): void {
  const { context } = doc;
  const entries: [string, PDFRef][] = [];
  for (const file of files) {
    const stream = context.flateStream(file.bytes, {
      Type: 'EmbeddedFile',
      Subtype: file.mimeType,
      Params: { Size: file.bytes.length, ModDate: PDFString.fromDate(file.modified ?? documentDate) },
    });
    const streamRef = context.register(stream);
    const spec = context.obj({
      Type: 'Filespec',
      F: PDFString.of(asciiName(file.name)),
      UF: PDFHexString.fromText(file.name),
      AFRelationship: file.relationship,
      EF: { F: streamRef, UF: streamRef },
      ...(file.description !== undefined ? { Desc: PDFHexString.fromText(file.description) } : {}),
    });
    entries.push([file.name, context.register(spec)]);
  }
  // A name tree's keys are sorted (ISO 32000-1 7.9.6).
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const names = context.obj({ EmbeddedFiles: { Names: entries.flatMap(([name, ref]) => [PDFHexString.fromText(name), ref]) } });
  doc.catalog.set(PDFName.of('Names'), names);
  doc.catalog.set(PDFName.of('AF'), context.obj(entries.map(([, ref]) => ref)));
}

/** /F is a byte string: the name with anything outside printable ASCII replaced (the full name is in /UF). */
const asciiName = (name: string) => name.replace(/[^\x20-\x7e]/g, '_');
